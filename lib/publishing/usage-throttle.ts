// Meta's usage before a publish call, by the thresholds in lib/channels/facebook/graph-usage.ts: below
// PACE_FROM_PERCENT a delivery goes at once; from there, publish calls on one budget take turns, further
// apart as usage grows; from DEFER_FROM_PERCENT, or while Meta names a time to regain access, nothing is
// sent until the reading lapses. Turns are shared by every runner in this process (the worker's batches run
// side by side).
import "server-only";
import { DEFER_FROM_PERCENT, graphUsage, type GraphUsage, type Usage } from "@/lib/channels/facebook/graph-usage";
import { PACE_MAX_WAIT_MS, paceGapMs } from "./delivery-policy";

/** Whom a publish call's usage is counted against: the account (an Instagram account's own) and its page. */
export type UsageTarget = { accountId: string; pageId: string };

/** Go after `waitMs`, or wait unsent until `until`. */
export type Turn = { go: true; waitMs: number } | { go: false; until: Date };

/** Budgets whose turns are remembered at most (turns long past are dropped first). */
const MAX_TURNS = 1_000;

const globalForPacing = globalThis as unknown as { __postloomPacing?: Map<string, number> };
/** The last turn given on each budget (epoch ms): a business object's id, or "app" for the app's own. */
const turns = (globalForPacing.__postloomPacing ??= new Map<string, number>());

const budgetsOf = (target: UsageTarget) => [...new Set([target.accountId, target.pageId])];

function heldUntil(usage: Usage, now: Date): Date | null {
  if (usage.regainAt && usage.regainAt > now) return usage.regainAt;
  if (usage.percent >= DEFER_FROM_PERCENT && usage.lastsUntil) return usage.lastsUntil;
  return null;
}

/** When usage lets calls about the target go again, if it holds them back at `now`. */
export function usageHold(target: UsageTarget, now: Date, usage: GraphUsage = graphUsage()): Date | null {
  return heldUntil(usage.current(budgetsOf(target), now), now);
}

/**
 * A scheduled delivery's turn on its budget: how long to wait before the publish call (and the turn is
 * taken), or, when usage holds it back or its turn is more than PACE_MAX_WAIT_MS away, when to try again.
 */
export function takeTurn(target: UsageTarget, now: Date, usage: GraphUsage = graphUsage()): Turn {
  const current = usage.current(budgetsOf(target), now);
  const held = heldUntil(current, now);
  if (held) return { go: false, until: held };
  const gap = paceGapMs(current.percent);
  if (gap === 0) return { go: true, waitMs: 0 };
  const budget = current.scope ?? "app";
  const turn = Math.max(now.getTime(), (turns.get(budget) ?? -Infinity) + gap);
  if (turn - now.getTime() > PACE_MAX_WAIT_MS) return { go: false, until: new Date(turn) };
  if (turns.size >= MAX_TURNS && !turns.has(budget)) {
    for (const [key, at] of turns) if (at < now.getTime()) turns.delete(key);
  }
  turns.set(budget, turn);
  return { go: true, waitMs: turn - now.getTime() };
}

/** Forgets every turn (tests, between cases). */
export function resetPacing(): void {
  turns.clear();
}
