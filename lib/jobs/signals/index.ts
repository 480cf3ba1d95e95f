// What the domains report of work that must happen later: a post scheduled, moved or taken off the schedule, a
// plan's drafts queued. A domain says what it did here and goes on; lib/jobs decides where the work runs
// (lib/jobs/start.ts): Inngest is sent an event, or the embedded worker in this process is woken. No handler, no
// effect: the embedded worker finds due work at its next poll, and Inngest's sweeps catch what an event missed.
// With the scheduler's heartbeat beside it, the one part of lib/jobs the domains may import (eslint/layers.mjs).
import "server-only";

export type Signal =
  | { kind: "post-scheduled"; postId: number; at: Date }
  /** The run waiting for the old time is cancelled (its time differs), and a new one waits for the new time. */
  | { kind: "post-rescheduled"; postId: number; at: Date }
  | { kind: "schedule-cancelled"; postId: number }
  | { kind: "plan-queued"; planId: number; userId: string };

type Handler = (signal: Signal) => Promise<void> | void;

const globalForSignals = globalThis as unknown as { __postloomSignals?: Set<Handler> };
const handlers = (globalForSignals.__postloomSignals ??= new Set<Handler>());

/** Registers a handler of every signal; returns its removal. */
export function onSignal(handler: Handler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** Reports work to be done later. A handler's failure is logged, never the caller's: what was saved stays saved. */
export async function signal(what: Signal): Promise<void> {
  for (const handler of handlers) {
    try {
      await handler(what);
    } catch (error) {
      console.error(`[jobs] handling ${what.kind} failed`, error);
    }
  }
}

export const announceScheduled = (postId: number, at: Date) => signal({ kind: "post-scheduled", postId, at });
export const announceRescheduled = (postId: number, at: Date) => signal({ kind: "post-rescheduled", postId, at });
export const announceScheduleCancelled = (postId: number) => signal({ kind: "schedule-cancelled", postId });
export const announcePlanWriting = (planId: number, userId: string) => signal({ kind: "plan-queued", planId, userId });
