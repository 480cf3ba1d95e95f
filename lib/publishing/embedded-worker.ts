// The local scheduler runner (no Inngest keys): started from instrumentation.ts, it polls every
// SCHEDULER_POLL_MS, claims due posts with SKIP LOCKED (so several app processes can run it side by
// side), delivers each batch concurrently, and records a heartbeat for the dashboard. Each poll also looks
// for unknown deliveries on their pages, and now and then returns credit reservations nothing settled.
import "server-only";
import { hostname } from "node:os";
import { env } from "@/lib/env";
import { releaseExpiredReservations } from "@/lib/credits/ledger";
import { reconcileUnknownDeliveries } from "./reconcile-deliveries";
import type { Channels } from "./deliver-claimed-posts";
import { runDuePosts } from "./run-due-posts";
import { recordHeartbeat } from "./scheduler-heartbeat";

export const EMBEDDED_RUNNER = "embedded";
/** Heartbeats are written at most this often, however fast the worker polls. */
const HEARTBEAT_EVERY_MS = 1_000;
/** Credit reservations left by drafts that died are looked for this often. */
const RESERVATION_SWEEP_EVERY_MS = 60_000;

export type EmbeddedWorkerOptions = Channels & {
  pollMs: number;
  batchSize: number;
  /** Unique per worker: it is written into each claim. */
  runner?: string;
  leaseMs?: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
};

export type EmbeddedWorker = { runner: string; stop: () => Promise<void> };

export function startEmbeddedWorker(options: EmbeddedWorkerOptions): EmbeddedWorker {
  const runner = options.runner ?? `${EMBEDDED_RUNNER}:${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let wake: () => void = () => {};
  let lastHeartbeat = 0;
  let lastReservationSweep = 0;

  const loop = (async () => {
    while (!stopped) {
      let full = false;
      try {
        if (Date.now() - lastHeartbeat >= HEARTBEAT_EVERY_MS) {
          lastHeartbeat = Date.now();
          await recordHeartbeat(EMBEDDED_RUNNER, { runner }, now());
        }
        const reports = await runDuePosts(runner, { batchSize: options.batchSize, leaseMs: options.leaseMs, facebook: options.facebook, instagram: options.instagram, now });
        await reconcileUnknownDeliveries({ facebook: options.facebook, instagram: options.instagram, now });
        if (Date.now() - lastReservationSweep >= RESERVATION_SWEEP_EVERY_MS) {
          lastReservationSweep = Date.now();
          await releaseExpiredReservations();
        }
        // A full batch means more may be waiting: go again at once instead of sleeping.
        full = reports.length >= options.batchSize;
      } catch (error) {
        (options.onError ?? ((e) => console.error("[scheduler] poll failed", e)))(error);
      }
      if (!full && !stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  })();

  return {
    runner,
    stop: async () => {
      stopped = true;
      wake();
      await loop;
    },
  };
}

const globalForWorker = globalThis as unknown as { __postloomWorker?: EmbeddedWorker };

/** Called from instrumentation.ts: runs the worker in this server process unless Inngest schedules. */
export function startEmbeddedWorkerIfLocal(): void {
  if (env.modes.scheduler !== "sandbox" || globalForWorker.__postloomWorker) return;
  globalForWorker.__postloomWorker = startEmbeddedWorker({ pollMs: env.SCHEDULER_POLL_MS, batchSize: env.SCHEDULER_BATCH_SIZE });
  console.info(`[scheduler] embedded worker polling every ${env.SCHEDULER_POLL_MS} ms`);
}
