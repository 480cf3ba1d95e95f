// Runs once when the server starts. Without Inngest keys, scheduled posts are delivered by a worker
// inside this server process (lib/publishing/embedded-worker.ts). The loop is started, not awaited:
// register() must return before the server takes requests.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startEmbeddedWorkerIfLocal } = await import("./lib/publishing/embedded-worker");
  startEmbeddedWorkerIfLocal();
}
