// What the server does once when it starts, before it takes requests (called from instrumentation.ts):
// - reads the settings, so a deployment missing one refuses to start, names it and exits (lib/env.ts);
// - on a deployment, has Auth.js build its own addresses from APP_URL rather than from each request's Host
//   header (Auth.js reads AUTH_URL from the environment, and only from there);
// - outside Vercel, appends each request's connecting address to X-Forwarded-For (lib/http/peer-address.ts);
// - decides where background work runs (lib/jobs/start.ts): Inngest, or, without its keys, the worker that
//   delivers scheduled posts inside this server process. The worker's loop is started, not awaited.
import "server-only";
import { EnvError, loadEnv } from "./env";
import { appendPeerAddressToForwardedFor } from "./http/peer-address";
import { startJobs } from "./jobs/start";

export function startUp(): void {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    // Next would log the failure and go on serving errors; a server with bad settings must not run at all.
    console.error(error.message);
    process.exit(1);
  }
  if (env.isDeployment) process.env.AUTH_URL ??= env.APP_URL;
  if (!env.VERCEL) appendPeerAddressToForwardedFor();
  startJobs();
}
