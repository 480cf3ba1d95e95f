// The day's ceiling on free-trial credits (TRIAL_CREDITS_PER_DAY): past it a trial waits, the owner is told it
// starts shortly and the operator's log says why; the next day the worker (or Inngest's start-waiting-trials)
// starts waiting trials in the order they waited, as far as the day allows, with nothing lost or granted twice.
import { InngestTestEngine } from "@inngest/test";
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// Room for two trials a day; set before lib/env.ts first reads process.env.
vi.hoisted(() => {
  process.env.TRIAL_CREDITS_PER_DAY = String(2 * 10 * (450 + 5_000) + 1);
});

const { startWaitingTrialsFunction } = await import("@/inngest/functions/start-waiting-trials");
const { assertActiveSubscription } = await import("@/lib/billing/entitlement");
const { TRIAL_DAYS, trialCredits } = await import("@/lib/credits/credit-costs");
const { getSubscriptionDetails } = await import("@/lib/billing/get-subscription-details");
const { startTrial, startWaitingTrials } = await import("@/lib/billing/trial");
const { getCreditBalance, resetCredits } = await import("@/lib/credits/ledger");
const { db } = await import("@/lib/db");
const { env } = await import("@/lib/env");
const { warmUpDatabase } = await import("../support/users");

let warn: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  await warmUpDatabase();
});
afterEach(() => warn.mockClear());

const DAY_MS = 24 * 60 * 60 * 1000;
const trial = () => trialCredits(env.IMAGE_CREDIT_COST);
let clients = 0;
const newUser = async () => {
  const email = `ceiling-${randomUUID().slice(0, 8)}@example.test`;
  return { id: (await db.user.create({ data: { email } })).id, email };
};
/** Confirms a new account at `at`, each from a client of its own. */
async function confirmed(at: Date) {
  const user = await newUser();
  return { ...user, decision: await startTrial(user.id, user.email, `198.51.100.${++clients}`, at) };
}
/** Days of their own, each later than the one before and all before today (the Inngest run's day). */
let days = 0;
const nextDay = () => new Date(Date.UTC(2025, 0, 1 + 3 * days++, 10));

it("reads the setting", () => {
  expect(env.TRIAL_CREDITS_PER_DAY).toBe(2 * trial() + 1);
  expect(env.TRIALS_PER_CLIENT_PER_DAY).toBeNull();
});

describe("past the day's ceiling", () => {
  it("a trial waits, the owner is told it starts shortly, the log says why, and the next day it starts on its own", async () => {
    const day = nextDay();
    expect([(await confirmed(day)).decision, (await confirmed(day)).decision]).toEqual(["STARTED", "STARTED"]);
    const waiting = await confirmed(new Date(day.getTime() + 60_000));
    expect(waiting.decision).toBe("WAITING");
    expect(warn).toHaveBeenCalledWith(
      `[trial] the day's ${2 * trial() + 1} trial credits (TRIAL_CREDITS_PER_DAY) are all granted: user ${waiting.id}'s trial waits for the next day`,
    );
    expect(await getSubscriptionDetails(waiting.id)).toMatchObject({ trialHold: "WAITING", trialEndsAt: null, creditAmount: 0 });
    expect(await assertActiveSubscription(waiting.id).catch((error: Error) => error.message)).toBe(
      "Your free trial starts shortly. It starts on its own, with nothing for you to do, and you can write posts as soon as it does.",
    );

    // Later that day there is still no room; the next day there is.
    expect(await startWaitingTrials(new Date(day.getTime() + 12 * 60 * 60 * 1000))).toBe(0);
    const next = new Date(day.getTime() + DAY_MS);
    expect(await startWaitingTrials(next)).toBe(1);
    expect(await getSubscriptionDetails(waiting.id)).toMatchObject({
      trialHold: null,
      trialEndsAt: new Date(next.getTime() + TRIAL_DAYS * DAY_MS).toISOString(),
      creditAmount: trial(),
    });
    // Started once: another round grants nothing more.
    expect(await startWaitingTrials(next)).toBe(0);
    expect(await getCreditBalance(waiting.id)).toBe(trial());
  });

  it("waiting trials start in the order they waited, as far as the day allows; one whose owner bought a plan first does not", async () => {
    const day = nextDay();
    await confirmed(day);
    await confirmed(day);
    const queue: Awaited<ReturnType<typeof confirmed>>[] = [];
    for (let i = 0; i < 4; i++) queue.push(await confirmed(new Date(day.getTime() + (i + 1) * 60_000)));
    expect(queue.map((q) => q.decision)).toEqual(["WAITING", "WAITING", "WAITING", "WAITING"]);
    const [first, paid, third, fourth] = queue.map((q) => q.id) as [string, string, string, string];
    await resetCredits(paid, 150_000, "in_paid_first");
    await db.subscription.update({ where: { userId: paid }, data: { status: "ACTIVE", type: "STANDARD" } });

    const next = new Date(day.getTime() + DAY_MS);
    expect(await startWaitingTrials(next)).toBe(2);
    const holds = async () => Promise.all(queue.map(async ({ id }) => (await getSubscriptionDetails(id)).trialHold));
    expect(await holds()).toEqual([null, null, null, "WAITING"]);
    expect(await getCreditBalance(first)).toBe(trial());
    expect(await getCreditBalance(paid)).toBe(150_000);
    expect(await getCreditBalance(third)).toBe(trial());
    expect(await getCreditBalance(fourth)).toBe(0);

    expect(await startWaitingTrials(new Date(next.getTime() + DAY_MS))).toBe(1);
    expect(await getCreditBalance(fourth)).toBe(trial());
  });

  it("holds when confirmations and rounds race: of 6 at once, 2 start and 4 wait; two rounds at once the next day start 2, once each", async () => {
    const day = nextDay();
    const users = await Promise.all(Array.from({ length: 6 }, () => newUser()));
    const decisions = await Promise.all(users.map((user) => startTrial(user.id, user.email, `198.51.100.${++clients}`, day)));
    expect(decisions.filter((d) => d === "STARTED")).toHaveLength(2);
    expect(decisions.filter((d) => d === "WAITING")).toHaveLength(4);

    const next = new Date(day.getTime() + DAY_MS);
    const rounds = await Promise.all([startWaitingTrials(next), startWaitingTrials(next)]);
    expect(rounds[0] + rounds[1]).toBe(2);
    const ids = users.map((u) => u.id);
    expect(await db.subscription.count({ where: { userId: { in: ids }, trialHold: "WAITING" } })).toBe(2);
    const grants = await db.creditLedger.findMany({ where: { userId: { in: ids }, reference: "trial" }, select: { userId: true } });
    expect(grants).toHaveLength(4);
    expect(new Set(grants.map((g) => g.userId)).size).toBe(4);
    expect(await db.trialAllowance.findUniqueOrThrow({ where: { key: "credits" }, select: { day: true, used: true } })).toEqual({
      day: new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate())),
      used: 2 * trial(),
    });
    // The rest start the day after.
    expect(await startWaitingTrials(new Date(next.getTime() + DAY_MS))).toBe(2);
    expect(await db.subscription.count({ where: { userId: { in: ids }, trialHold: "WAITING" } })).toBe(0);
  });
});

describe("start-waiting-trials (Inngest)", () => {
  it("runs every minute, one at a time", () => {
    expect(startWaitingTrialsFunction.opts.triggers).toEqual([{ cron: "TZ=UTC * * * * *" }]);
    expect(startWaitingTrialsFunction.opts.concurrency).toEqual({ limit: 1 });
  });

  it("starts a trial that waited on an earlier day", async () => {
    const day = nextDay();
    await confirmed(day);
    await confirmed(day);
    const waiting = await confirmed(day);
    expect(waiting.decision).toBe("WAITING");
    const { result } = await new InngestTestEngine({ function: startWaitingTrialsFunction }).execute();
    expect(result).toEqual({ started: 1 });
    expect(await getCreditBalance(waiting.id)).toBe(trial());
  });
});
