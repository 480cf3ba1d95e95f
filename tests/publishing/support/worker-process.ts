// A scheduler worker in its own process, for the tests that kill one mid-batch (SIGKILL).
// Env: DATABASE_URL, ENCRYPTION_KEY, AUTH_SECRET; GRAPH_URL, GRAPH_APP_ID, GRAPH_APP_SECRET for the Graph API double,
// or FACEBOOK=sandbox for the sandbox page; BATCH_SIZE and BATCHES_IN_FLIGHT (10 and 1 unless set).
// With FACEBOOK=sandbox and ANSWERS=lost, each post is put on the sandbox page and its answer never comes back, as
// when the network drops Facebook's reply (the Graph API double does the same with an intercept).
// For every channel at once: INSTAGRAM_URL (Instagram's Graph double, with GRAPH_APP_SECRET), LINKEDIN_URL with
// LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET, and GOOGLE_URL with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.
import { createGraphApi } from "@/lib/channels/facebook/graph-api";
import { createSandboxApi } from "@/lib/channels/facebook/sandbox-api";
import type { FacebookApi } from "@/lib/channels/facebook";
import { createRestApi as createGoogleApi, googleUrlsAt } from "@/lib/channels/google-business/rest-api";
import { createInstagramGraphApi } from "@/lib/channels/instagram";
import { createRestApi as createLinkedInApi } from "@/lib/channels/linkedin/rest-api";
import { startEmbeddedWorker } from "@/lib/jobs/embedded-worker";

const env = process.env;

function facebookOf(): FacebookApi {
  const graph = env.GRAPH_URL;
  if (env.FACEBOOK !== "sandbox") {
    return createGraphApi({
      graphUrl: graph!,
      dialogUrl: graph!,
      appId: env.GRAPH_APP_ID!,
      appSecret: env.GRAPH_APP_SECRET!,
      redirectUri: "unused",
    });
  }
  const sandbox = createSandboxApi("http://localhost:3000");
  if (env.ANSWERS !== "lost") return sandbox;
  return { ...sandbox, publish: (target, post, options) => sandbox.publish(target, post, options).then(() => new Promise<never>(() => {})) };
}

startEmbeddedWorker({
  pollMs: 50,
  batchSize: Number(env.BATCH_SIZE ?? 10),
  // One batch at a time unless asked, so a kill lands with one batch in flight and the rest still unsent.
  batchesInFlight: Number(env.BATCHES_IN_FLIGHT ?? 1),
  runner: `child-${process.pid}`,
  facebook: facebookOf(),
  ...(env.INSTAGRAM_URL && { instagram: createInstagramGraphApi({ graphUrl: env.INSTAGRAM_URL, appSecret: env.GRAPH_APP_SECRET!, timeoutMs: 5_000 }) }),
  ...(env.LINKEDIN_URL && {
    linkedin: createLinkedInApi({
      apiUrl: env.LINKEDIN_URL,
      oauthUrl: env.LINKEDIN_URL,
      clientId: env.LINKEDIN_CLIENT_ID!,
      clientSecret: env.LINKEDIN_CLIENT_SECRET!,
      redirectUri: "unused",
      organizations: true,
    }),
  }),
  ...(env.GOOGLE_URL && {
    googleBusiness: createGoogleApi({
      urls: googleUrlsAt(env.GOOGLE_URL),
      clientId: env.GOOGLE_CLIENT_ID!,
      clientSecret: env.GOOGLE_CLIENT_SECRET!,
      redirectUri: "unused",
    }),
  }),
});
console.log("worker started");
