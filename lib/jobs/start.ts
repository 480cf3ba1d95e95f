// Where background work runs, decided once when the server starts (lib/start-up.ts): with Inngest keys, the
// domains' signals (./signals.ts) become Inngest events and its functions (inngest/functions) do the work; without
// them, the embedded worker (./embedded-worker.ts) runs in this server process, polls for due work and is woken by
// the signals.
import "server-only";
import { env } from "@/lib/env";
import { startEmbeddedWorker, type EmbeddedWorker } from "./embedded-worker";
import { sendToInngest } from "./inngest-events";
import { onSignal } from "./signals";

const globalForJobs = globalThis as unknown as { __postloomJobs?: { worker: EmbeddedWorker | null } };

/** Called once per server process (instrumentation.ts, through lib/start-up.ts). */
export function startJobs(): void {
  if (globalForJobs.__postloomJobs) return;
  if (env.modes.scheduler === "production") {
    onSignal(sendToInngest);
    globalForJobs.__postloomJobs = { worker: null };
    return;
  }
  const worker = startEmbeddedWorker({
    pollMs: env.SCHEDULER_POLL_MS,
    batchSize: env.SCHEDULER_BATCH_SIZE,
    checkConnections: true,
    notifications: true,
    plans: true,
    voice: true,
    insights: true,
  });
  globalForJobs.__postloomJobs = { worker };
  console.info(`[scheduler] embedded worker polling every ${env.SCHEDULER_POLL_MS} ms`);
}
