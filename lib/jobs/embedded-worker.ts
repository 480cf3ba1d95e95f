// The local runner of background work (no Inngest keys): started from instrumentation.ts (./start.ts), it polls every
// SCHEDULER_POLL_MS, claims due posts with SKIP LOCKED (so several app processes can run it side by
// side), delivers each batch concurrently (several batches at once, so posts waiting on Instagram's
// containers don't hold up the ones due after them), and records a heartbeat for the dashboard. Each poll also looks
// for unknown deliveries on their pages, starts free trials that waited for the day's credits, now and then
// returns credit reservations nothing settled, and (the app's own worker) checks the health of connections not
// checked for a day, raises the weekly summaries that are due, emails the notifications raised, writes the drafts
// of plans (PLAN_WRITERS at a time, woken as soon as a plan is queued), reads delivered posts' engagement and
// writes owners' style summaries for their voice, and reads delivered posts' metrics at their checkpoints and the
// connections' followers for Insights.
import "server-only";
import { hostname } from "node:os";
import { startWaitingTrials } from "@/lib/billing/trial";
import { releaseExpiredReservations } from "@/lib/credits/ledger";
import { dropAbandonedUploads } from "@/lib/media/photos";
import { dropExpiredShares } from "@/lib/media/shares";
import { sendDueEmails } from "@/lib/notifications/send-emails";
import { raiseWeeklySummaries } from "@/lib/calendar/weekly-summary";
import { briefContexts, claimPlanItems, PLAN_WRITERS, writeClaimedItem, type PlanWriterDeps } from "@/lib/planning/write-plan";
import { checkDueConnections } from "@/lib/social/check-connections";
import { readDueFollowers } from "@/lib/insights/read-followers";
import { readDueMetrics } from "@/lib/insights/read-metrics";
import { weeklySuggestion } from "@/lib/insights/weekly-suggestion";
import { refreshEngagement } from "@/lib/voice/refresh-engagement";
import { refreshVoiceSummaries } from "@/lib/voice/write-voice-summary";
import { clientsOf, type ChannelClients } from "@/lib/channels";
import { reconcileUnknownDeliveries } from "@/lib/publishing/reconcile-deliveries";
import { startDuePosts } from "@/lib/publishing/run-due-posts";
import { recordHeartbeat } from "@/lib/jobs/signals/scheduler-heartbeat";
import { onSignal } from "./signals";

export const EMBEDDED_RUNNER = "embedded";
/** Heartbeats are written at most this often, however fast the worker polls. */
const HEARTBEAT_EVERY_MS = 1_000;
/** Credit reservations left by drafts that died, and photo uploads never completed, are looked for this often. */
const LEFTOVERS_SWEEP_EVERY_MS = 60_000;
/** Connections not checked for a day, and weekly summaries that are due, are looked for this often. */
const HEALTH_ROUND_EVERY_MS = 60_000;
/** Targets whose metrics one round reads at most; what is left is due again a minute later. */
const METRICS_PER_ROUND = 200;
/** Batches one worker delivers at the same time. */
export const BATCHES_IN_FLIGHT = 16;

export type EmbeddedWorkerOptions = ChannelClients & {
  pollMs: number;
  batchSize: number;
  /** BATCHES_IN_FLIGHT unless a test wants fewer. */
  batchesInFlight?: number;
  /** Unique per worker: it is written into each claim. */
  runner?: string;
  leaseMs?: number;
  /** Also runs the connections' daily health checks, beside the deliveries (the app's own worker does). */
  checkConnections?: boolean;
  /** Also raises the weekly summaries and emails the notifications raised, from the outbox (the app's own worker does). */
  notifications?: boolean;
  /** Also reads delivered posts' engagement and writes owners' style summaries (the app's own worker does). */
  voice?: boolean;
  /** Also reads delivered posts' metrics at their checkpoints, for Insights (the app's own worker does). */
  insights?: boolean;
  /** Also writes the drafts of plans (the app's own worker does); the writer and image maker a test gives. */
  plans?: boolean | PlanWriterDeps;
  /** How long a plan writer's hold on an item lasts (PLAN_CLAIM_LEASE_MS unless a test wants it shorter). */
  planLeaseMs?: number;
  now?: () => Date;
  onError?: (error: unknown) => void;
};

export type EmbeddedWorker = { runner: string; stop: () => Promise<void> };

export function startEmbeddedWorker(options: EmbeddedWorkerOptions): EmbeddedWorker {
  const runner = options.runner ?? `${EMBEDDED_RUNNER}:${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  const now = options.now ?? (() => new Date());
  const clients = clientsOf(options);
  let stopped = false;
  let wake: () => void = () => {};
  let lastHeartbeat = 0;
  let lastLeftoversSweep = 0;
  let lastHealthRound = 0;
  let healthRound: Promise<unknown> | null = null;
  let mailRound: Promise<unknown> | null = null;
  const batchesInFlight = options.batchesInFlight ?? BATCHES_IN_FLIGHT;
  const report = (what: string) => (error: unknown) => (options.onError ?? ((e) => console.error(what, e)))(error);
  const inFlight = new Set<Promise<unknown>>();
  const writing = new Set<Promise<unknown>>();
  const planDeps = typeof options.plans === "object" ? options.plans : {};
  const contextOf = briefContexts();
  // A plan's drafts queued (./signals.ts) wake the worker at once instead of waiting for its next poll.
  const stopWaking = onSignal((signal) => {
    if (signal.kind === "plan-queued") wake();
  });

  const loop = (async () => {
    while (!stopped) {
      let full = false;
      try {
        if (Date.now() - lastHeartbeat >= HEARTBEAT_EVERY_MS) {
          lastHeartbeat = Date.now();
          await recordHeartbeat(EMBEDDED_RUNNER, { runner }, now());
        }
        if (inFlight.size < batchesInFlight) {
          const { claimed, delivered } = await startDuePosts(runner, {
            batchSize: options.batchSize,
            leaseMs: options.leaseMs,
            ...clients,
            now,
          });
          const batch: Promise<unknown> = delivered.finally(() => {
            inFlight.delete(batch);
            wake();
          });
          inFlight.add(batch);
          // A full batch means more may be waiting: go again at once instead of sleeping.
          full = claimed >= options.batchSize;
        }
        if (options.plans && writing.size < PLAN_WRITERS) {
          const claims = await claimPlanItems(runner, { limit: PLAN_WRITERS - writing.size, now: now(), leaseMs: options.planLeaseMs });
          for (const claim of claims) {
            const draft: Promise<unknown> = writeClaimedItem(claim, { ...planDeps, context: contextOf(claim.userId) })
              .catch(report("[plan] writing failed"))
              .finally(() => {
                writing.delete(draft);
                wake();
              });
            writing.add(draft);
          }
        }
        await reconcileUnknownDeliveries({ ...clients, now });
        await startWaitingTrials(now());
        // Rounds run beside the polls (a health round may take minutes), one of each kind at a time.
        if (
          !healthRound &&
          (options.checkConnections || options.notifications || options.voice || options.insights) &&
          Date.now() - lastHealthRound >= HEALTH_ROUND_EVERY_MS
        ) {
          lastHealthRound = Date.now();
          healthRound = Promise.all([
            options.checkConnections && checkDueConnections({ ...clients, now }).catch(report("[health] round failed")),
            options.notifications && raiseWeeklySummaries({ now: now(), suggest: weeklySuggestion }).catch(report("[summary] round failed")),
            options.voice &&
              refreshEngagement({ ...clients, now: now() })
                .then(() => refreshVoiceSummaries())
                .catch(report("[voice] round failed")),
            options.insights &&
              readDueMetrics({ ...clients, now: now(), limit: METRICS_PER_ROUND })
                .then(() => readDueFollowers({ ...clients, now: now() }))
                .catch(report("[insights] round failed")),
          ]).finally(() => (healthRound = null));
        }
        // Mail goes out beside the polls too, so a slow mail server never holds up a delivery.
        if (options.notifications && !mailRound) {
          mailRound = sendDueEmails({ now })
            .catch(report("[mail] round failed"))
            .finally(() => (mailRound = null));
        }
        if (Date.now() - lastLeftoversSweep >= LEFTOVERS_SWEEP_EVERY_MS) {
          lastLeftoversSweep = Date.now();
          await releaseExpiredReservations();
          await dropAbandonedUploads({ now: now() });
          await dropExpiredShares({ now: now() });
        }
      } catch (error) {
        report("[scheduler] poll failed")(error);
      }
      // Sleep until the next poll, or until a batch finishes and makes room for another.
      if ((!full || inFlight.size >= batchesInFlight) && !stopped) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
    stopWaking();
    await Promise.all([...inFlight, ...writing, healthRound, mailRound]);
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
