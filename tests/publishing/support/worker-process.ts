// A scheduler worker in its own process, for the tests that kill one mid-batch (SIGKILL).
// Env: DATABASE_URL, ENCRYPTION_KEY, AUTH_SECRET; GRAPH_URL, GRAPH_APP_ID, GRAPH_APP_SECRET for the Graph API double,
// or FACEBOOK=sandbox for the sandbox page; BATCH_SIZE and BATCHES_IN_FLIGHT (10 and 1 unless set).
// With FACEBOOK=sandbox and ANSWERS=lost, each post is put on the sandbox page and its answer never comes back, as
// when the network drops Facebook's reply (the Graph API double does the same with an intercept).
import { createGraphApi } from "@/lib/channels/facebook/graph-api";
import { createSandboxApi } from "@/lib/channels/facebook/sandbox-api";
import type { FacebookApi } from "@/lib/channels/facebook";
import { startEmbeddedWorker } from "@/lib/jobs/embedded-worker";

function facebookOf(): FacebookApi {
  const graph = process.env.GRAPH_URL;
  if (process.env.FACEBOOK !== "sandbox") {
    return createGraphApi({
      graphUrl: graph!,
      dialogUrl: graph!,
      appId: process.env.GRAPH_APP_ID!,
      appSecret: process.env.GRAPH_APP_SECRET!,
      redirectUri: "unused",
    });
  }
  const sandbox = createSandboxApi("http://localhost:3000");
  if (process.env.ANSWERS !== "lost") return sandbox;
  return { ...sandbox, publish: (target, post, options) => sandbox.publish(target, post, options).then(() => new Promise<never>(() => {})) };
}

startEmbeddedWorker({
  pollMs: 50,
  batchSize: Number(process.env.BATCH_SIZE ?? 10),
  // One batch at a time unless asked, so a kill lands with one batch in flight and the rest still unsent.
  batchesInFlight: Number(process.env.BATCHES_IN_FLIGHT ?? 1),
  runner: `child-${process.pid}`,
  facebook: facebookOf(),
});
console.log("worker started");
