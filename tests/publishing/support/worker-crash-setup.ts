// The worker-crash tests' shared setup: a support script run in a process of its own, to be killed with SIGKILL
// mid-work, and the Graph API double the killed workers post to. A test file that posts to Facebook calls
// setUpCrashGraph() once at its top level: it warms the database and starts the double before the file's tests, and
// stops it at the end. `graph` is a live binding, set once the file's tests start.
import { spawn } from "node:child_process";
import { afterAll, beforeAll } from "vitest";
import { env } from "@/lib/env";
import { startGraphDouble, type GraphDouble } from "../../support/facebook-graph-double";
import { warmUpDatabase } from "../../support/users";

export let graph: GraphDouble;

export function setUpCrashGraph() {
  beforeAll(async () => {
    await warmUpDatabase();
    // Slow enough answers that the kill lands while a batch is in flight.
    graph = await startGraphDouble({ latencyMs: 150 });
  });
  afterAll(() => graph.stop());
}

/** Runs a support script in a process group of its own, to be killed with SIGKILL. */
export function child(script: string, extraEnv: Record<string, string>) {
  // The react-server condition lets a plain Node process load the app's server-only modules.
  const process_ = spawn("npx", ["tsx", "--conditions=react-server", script], {
    env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL, ENCRYPTION_KEY: env.ENCRYPTION_KEY, AUTH_SECRET: env.AUTH_SECRET, ...extraEnv },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => process_.on("exit", () => resolve()));
  return {
    kill: async () => {
      process.kill(-process_.pid!, "SIGKILL");
      await exited;
    },
  };
}
