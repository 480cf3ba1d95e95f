// The free trial: a new account, once its address is proven, gets TRIAL_DAYS days and credits for about
// TRIAL_POSTS posts with images, without a card. Trial credits buy real generation, so a trial is hard to farm:
// - once per person: the claim is kept by a hash of the normalised address (TrialClaim, which outlives the
//   account), and an account that has ever had credits (a paid plan) gets none;
// - none for an address at a disposable-mail domain;
// - at most TRIALS_PER_CLIENT_PER_DAY a day per client (lib/http/client-key.ts);
// - at most TRIAL_CREDITS_PER_DAY credits a day for all trials together: past it a trial waits, and
//   startWaitingTrials starts it when the next day brings room.
// Each account's trial is decided once, under its user row's lock, and an account without one keeps why
// (Subscription.trialHold), for the screens to say. A paid plan that starts later replaces the trial's
// balance (a RESET), so the two never stack.
import "server-only";
import { createHash } from "node:crypto";
import { db, type DbTransaction } from "@/lib/db";
import { env } from "@/lib/env";
import type { TrialHold } from "@/lib/generated/prisma/client";
import { grantCredits } from "@/lib/credits/ledger";
import { TRIAL_DAYS, trialCredits } from "@/lib/credits/credit-costs";
import { isDisposableAddress } from "./disposable-address";
import { clientAllowance, CREDITS_ALLOWANCE, takeTrialAllowance } from "./trial-allowance";
import { DAY_MS } from "./trial-state";

export const TRIAL_REFERENCE = "trial";

/** Waiting trials one round starts at most. */
const WAITING_TRIALS_PER_ROUND = 20;

export type TrialDecision = "STARTED" | TrialHold;

/** One key per mailbox: case, a '+tag' and, for Gmail, dots do not make a new person. */
export function trialKey(email: string): string {
  const [local = "", domain = ""] = email.trim().toLowerCase().split("@");
  let name = local.split("+")[0]!;
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  if (gmail) name = name.replaceAll(".", "");
  return createHash("sha256")
    .update(`${name}@${gmail ? "gmail.com" : domain}`)
    .digest("hex");
}

/**
 * Decides the user's trial: starts it, or keeps why not. `client` is the one confirming the address; the
 * client the account signed up from counts instead when there is one, because mail scanners follow links too.
 * Returns the decision, or null when it was made before or the account has had credits. Safe to call more than once.
 */
export async function startTrial(userId: string, email: string, client: string, now = new Date()): Promise<TrialDecision | null> {
  const decision = await db.$transaction(async (tx) => {
    const [user] = await tx.$queryRaw<{ signUpClient: string | null }[]>`SELECT "signUpClient" FROM "User" WHERE "id" = ${userId} FOR UPDATE`;
    if (!user) return null;
    const subscription = await tx.subscription.findUnique({ where: { userId }, select: { trialEndsAt: true, trialHold: true } });
    if (subscription?.trialEndsAt || subscription?.trialHold) return null;
    if (await tx.creditAccount.findUnique({ where: { userId }, select: { userId: true } })) return null;
    const decision = await decide(tx, email, user.signUpClient ?? client, now);
    if (decision === "STARTED") await begin(tx, userId, now);
    else
      await tx.subscription.upsert({
        where: { userId },
        create: { userId, trialHold: decision, trialRequestedAt: now },
        update: { trialHold: decision, trialRequestedAt: now },
      });
    return decision;
  });
  if (decision === "WAITING")
    console.warn(
      `[trial] the day's ${env.TRIAL_CREDITS_PER_DAY} trial credits (TRIAL_CREDITS_PER_DAY) are all granted: user ${userId}'s trial waits for the next day`,
    );
  if (decision === "CLIENT_LIMIT")
    console.warn(`[trial] client ${client} has had its ${env.TRIALS_PER_CLIENT_PER_DAY} trials today (TRIALS_PER_CLIENT_PER_DAY): user ${userId} gets none`);
  return decision;
}

async function decide(tx: DbTransaction, email: string, client: string, now: Date): Promise<TrialDecision> {
  if (await isDisposableAddress(email)) return "DISPOSABLE_ADDRESS";
  const emailKey = trialKey(email);
  // Another account with the same mailbox deciding now waits here for this one's commit.
  const { count: claimed } = await tx.trialClaim.createMany({ data: [{ emailKey, claimedAt: now }], skipDuplicates: true });
  if (claimed === 0) return "MAILBOX_USED";
  const perClient = env.TRIALS_PER_CLIENT_PER_DAY;
  if (perClient !== null && !(await takeTrialAllowance(tx, clientAllowance(client), 1, perClient, now))) {
    // The mailbox has not had its trial: an account of it signing up from elsewhere may.
    await tx.trialClaim.delete({ where: { emailKey } });
    return "CLIENT_LIMIT";
  }
  return (await takeDaysCredits(tx, now)) ? "STARTED" : "WAITING";
}

async function takeDaysCredits(tx: DbTransaction, now: Date): Promise<boolean> {
  const ceiling = env.TRIAL_CREDITS_PER_DAY;
  return ceiling === null || takeTrialAllowance(tx, CREDITS_ALLOWANCE, trialCredits(env.IMAGE_CREDIT_COST), ceiling, now);
}

async function begin(tx: DbTransaction, userId: string, now: Date) {
  const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  await tx.subscription.upsert({
    where: { userId },
    create: { userId, trialEndsAt, trialRequestedAt: now },
    update: { trialEndsAt, trialHold: null },
  });
  await grantCredits(userId, trialCredits(env.IMAGE_CREDIT_COST), TRIAL_REFERENCE, tx);
}

/**
 * Starts waiting trials, the oldest first, while the day's credits allow; at most WAITING_TRIALS_PER_ROUND a call,
 * each running TRIAL_DAYS from now. Several servers may run it at once: each takes waiting trials no other holds.
 */
export async function startWaitingTrials(now = new Date()): Promise<number> {
  if (!(await db.subscription.findFirst({ where: { trialHold: "WAITING" }, select: { userId: true } }))) return 0;
  const started = await db.$transaction(async (tx) => {
    const waiting = await tx.$queryRaw<{ userId: string; hasCredits: boolean }[]>`
      SELECT s."userId", a."userId" IS NOT NULL AS "hasCredits"
      FROM "Subscription" s LEFT JOIN "CreditAccount" a ON a."userId" = s."userId"
      WHERE s."trialHold" = 'WAITING'
      ORDER BY s."trialRequestedAt", s."userId"
      LIMIT ${WAITING_TRIALS_PER_ROUND}
      FOR UPDATE OF s SKIP LOCKED`;
    let started = 0;
    for (const { userId, hasCredits } of waiting) {
      // A paid plan came first: its credits replace a trial's, so none starts.
      if (hasCredits) await tx.subscription.update({ where: { userId }, data: { trialHold: null } });
      else if (await takeDaysCredits(tx, now)) {
        await begin(tx, userId, now);
        started++;
      } else break;
    }
    return started;
  });
  if (started > 0) console.info(`[trial] ${started} waiting trial${started === 1 ? "" : "s"} started`);
  return started;
}
