// A scheduler worker in its own process, for the test that kills one mid-batch (SIGKILL).
// Env: DATABASE_URL, ENCRYPTION_KEY, AUTH_SECRET, GRAPH_URL, GRAPH_APP_ID, GRAPH_APP_SECRET.
import { createGraphApi } from "@/lib/integrations/facebook/graph-api";
import { startEmbeddedWorker } from "@/lib/publishing/embedded-worker";

const graph = process.env.GRAPH_URL!;
startEmbeddedWorker({
  pollMs: 50,
  batchSize: 10,
  // One batch at a time, so the kill lands with one batch in flight and the rest still unsent.
  batchesInFlight: 1,
  runner: `child-${process.pid}`,
  facebook: createGraphApi({ graphUrl: graph, dialogUrl: graph, appId: process.env.GRAPH_APP_ID!, appSecret: process.env.GRAPH_APP_SECRET!, redirectUri: "unused" }),
});
console.log("worker started");
