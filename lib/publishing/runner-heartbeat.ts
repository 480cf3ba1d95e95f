// A runner delivering posts (the embedded worker, an Inngest run, a "Post Now" request) says it is alive every
// HEARTBEAT_EVERY_MS, in one row of its own however many posts it holds. A claim whose runner has not been heard
// from for STOPPED_AFTER_MS is known to have stopped (claim-state.ts): the next runner takes it over and the owner
// may cancel, half a minute after a crash rather than after the claim's lease.
//
// The beats come from a timer, not from the work, so a runner that is merely slow (a long Graph call) goes on
// beating. One that is paused (a stalled event loop, a frozen function) may be written off while it is paused,
// and the runner that takes over marks what it was sending as in doubt. So that the paused one, once it wakes,
// never sends one of those: a publish call starts only while the runner's last written beat is recent
// (SEND_WITHIN_MS, well inside STOPPED_AFTER_MS, with room for clocks that differ), and a beat that comes after a
// gap long enough for a takeover fences every hold taken before it, for good.
import "server-only";
import { db } from "@/lib/db";
import { STOPPED_AFTER_MS } from "@/lib/posts/claim-timing";

export const HEARTBEAT_EVERY_MS = 5_000;
/** Clocks of two app servers may differ by this much. */
const CLOCK_SKEW_MS = 10_000;
/**
 * A publish call starts only within this long of the runner's last written beat: even on a clock CLOCK_SKEW_MS
 * ahead, another runner is then still 5 s short of counting it stopped.
 */
const SEND_WITHIN_MS = STOPPED_AFTER_MS - CLOCK_SKEW_MS - 5_000;
/** After a gap this long between beats another runner may have taken over: holds from before it are fenced. */
const FENCE_AFTER_MS = STOPPED_AFTER_MS - CLOCK_SKEW_MS;

export type Heartbeat = {
  /** False once the runner has gone quiet long enough that another may have written off what it holds. */
  mayStillSend(): boolean;
  release(): Promise<void>;
};

type Beating = {
  runner: string;
  now: () => Date;
  holds: number;
  /** The time written by the last beat known to be committed (ms on `now`'s clock). */
  lastBeat: number | null;
  /** Raised by a beat after a gap: holds taken before it may no longer send. */
  generation: number;
  timer: NodeJS.Timeout;
};

const beating = new Map<string, Beating>();
/** Each runner's writes, in order: a beat never lands after the delete that follows it. */
const writes = new Map<string, Promise<void>>();

function inOrder(runner: string, write: () => Promise<void>): Promise<void> {
  const done = (writes.get(runner) ?? Promise.resolve()).then(write);
  const tail = done.catch(() => {});
  writes.set(runner, tail);
  void tail.then(() => writes.get(runner) === tail && writes.delete(runner));
  return done;
}

function beat(entry: Beating): Promise<void> {
  return inOrder(entry.runner, async () => {
    const at = entry.now();
    await db.$executeRaw`
      INSERT INTO "RunnerHeartbeat" ("runner", "beatAt") VALUES (${entry.runner}, ${at}::timestamp(3))
      ON CONFLICT ("runner") DO UPDATE SET "beatAt" = EXCLUDED."beatAt"`;
    // The silence another runner may have seen lasts from the last beat until this one is written.
    if (entry.lastBeat !== null && entry.now().getTime() - entry.lastBeat >= FENCE_AFTER_MS) entry.generation++;
    entry.lastBeat = at.getTime();
  });
}

/**
 * Holds `runner`'s heartbeat while it delivers: the first hold starts the beats (one written at once unless a
 * recent one stands), and the last release stops them and removes the row.
 */
export async function holdHeartbeat(runner: string, now: () => Date = () => new Date()): Promise<Heartbeat> {
  let entry = beating.get(runner);
  if (!entry) {
    const created: Beating = {
      runner,
      now,
      holds: 0,
      lastBeat: null,
      generation: 0,
      timer: setInterval(() => beat(created).catch((error) => console.error(`[scheduler] ${runner} could not beat`, error)), HEARTBEAT_EVERY_MS),
    };
    created.timer.unref();
    beating.set(runner, created);
    entry = created;
  }
  const held = entry;
  held.holds++;
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    if (--held.holds > 0) return;
    clearInterval(held.timer);
    beating.delete(runner);
    await inOrder(runner, async () => {
      await db.$executeRaw`DELETE FROM "RunnerHeartbeat" WHERE "runner" = ${runner}`;
    });
  };
  try {
    if (held.lastBeat === null || now().getTime() - held.lastBeat >= HEARTBEAT_EVERY_MS) await beat(held);
  } catch (error) {
    await release().catch(() => {});
    throw error;
  }
  const generation = held.generation;
  return {
    mayStillSend: () => held.generation === generation && held.lastBeat !== null && held.now().getTime() - held.lastBeat < SEND_WITHIN_MS,
    release,
  };
}
