// A worker process killed (SIGKILL) in the middle of a batch, then a fresh worker: nothing is lost,
// nothing is sent twice. PostgreSQL only: PGlite lives inside one process.
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { startGraphDouble, type GraphDouble } from "../support/facebook-graph-double";
import { createScheduledPost, graphApiFor } from "../support/publishing";
import { createUser } from "../support/session";
import { connectPage, warmUpDatabase } from "../support/users";

let graph: GraphDouble;

beforeAll(async () => {
  await warmUpDatabase();
  // Slow enough answers that the kill lands while a batch is in flight.
  graph = await startGraphDouble({ latencyMs: 150 });
});
afterAll(() => graph.stop());

describe.skipIf(!process.env.TEST_DATABASE_URL)("a worker process killed mid-batch", () => {
  it("loses nothing and duplicates nothing after a restart", async () => {
    const user = await createUser("crash");
    await connectPage(user.id, "1001", graph.pageToken("1001"));
    const total = 60;
    for (let i = 0; i < total; i++) await createScheduledPost(user.id, new Date(Date.now() - 60_000 + i), `crash ${i}`);

    const child = spawn("npx", ["tsx", "tests/publishing/support/worker-process.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: process.env.DATABASE_URL,
        ENCRYPTION_KEY: env.ENCRYPTION_KEY,
        AUTH_SECRET: env.AUTH_SECRET,
        GRAPH_URL: graph.url,
        GRAPH_APP_ID: graph.appId,
        GRAPH_APP_SECRET: graph.appSecret,
      },
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
    });
    const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
    // Kill it once a batch has gone through and the next one is with Facebook, unanswered.
    const postsSent = () => graph.requests.filter((r) => r.method === "POST").length;
    await expect.poll(postsSent, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(15);
    process.kill(-child.pid!, "SIGKILL");
    await exited;
    expect(postsSent()).toBeLessThan(total);
    const inDoubt = await db.postPlatform.count({ where: { post: { userId: user.id }, status: "SENDING" } });
    // The kill landed mid-batch: some requests were with Facebook, unanswered.
    expect(inDoubt).toBeGreaterThan(0);

    // A fresh worker, once the dead one's claims have lapsed.
    const facebook = graphApiFor(graph);
    for (;;) {
      const reports = await runDuePosts("restarted-worker", { batchSize: 10, facebook, leaseMs: 0 });
      if (reports.length === 0) break;
    }

    const counts = new Map<string, number>();
    for (const post of graph.posts) counts.set(post.message, (counts.get(post.message) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);

    const deliveries = await db.postPlatform.findMany({ where: { post: { userId: user.id } }, include: { post: { select: { content: true, status: true, claimedBy: true } } } });
    expect(deliveries).toHaveLength(total);
    for (const delivery of deliveries) {
      // Settled, released, and a success only if Facebook really has it.
      expect(["SUCCESS", "UNCONFIRMED"]).toContain(delivery.status);
      expect(delivery.post).toMatchObject({ status: "PUBLISHED", claimedBy: null });
      if (delivery.status === "SUCCESS") expect(counts.get(delivery.post.content)).toBe(1);
    }
    // Only what the killed worker had in flight is in doubt.
    expect(deliveries.filter((d) => d.status === "UNCONFIRMED")).toHaveLength(inDoubt);
    expect(counts.size).toBeGreaterThanOrEqual(total - inDoubt);
  }, 90_000);
});
