// The free trial: a new account, once its address is proven, gets TRIAL_DAYS days and credits for about
// TRIAL_POSTS posts with images, without a card. Once per person: the claim is kept by a hash of the
// normalised address (TrialClaim, which outlives the account), and an account that has ever had credits
// (a paid plan) gets none. A paid plan that starts later replaces the trial's balance (a RESET), so the two
// never stack.
import "server-only";
import { createHash } from "node:crypto";
import { db, isUniqueViolation } from "@/lib/db";
import { env } from "@/lib/env";
import { grantCredits } from "@/lib/credits/ledger";
import { TRIAL_DAYS, trialCredits } from "./credit-costs";
import { DAY_MS } from "./trial-state";

export const TRIAL_REFERENCE = "trial";

/** One key per mailbox: case, a '+tag' and, for Gmail, dots do not make a new person. */
export function trialKey(email: string): string {
  const [local = "", domain = ""] = email.trim().toLowerCase().split("@");
  let name = local.split("+")[0]!;
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  if (gmail) name = name.replaceAll(".", "");
  return createHash("sha256").update(`${name}@${gmail ? "gmail.com" : domain}`).digest("hex");
}

/** Starts the user's trial if they may have one. Returns whether it started. Safe to call more than once. */
export async function startTrial(userId: string, email: string, now = new Date()): Promise<boolean> {
  try {
    return await db.$transaction(async (tx) => {
      if (await tx.creditAccount.findUnique({ where: { userId }, select: { userId: true } })) return false;
      await tx.trialClaim.create({ data: { emailKey: trialKey(email), claimedAt: now } });
      const trialEndsAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
      await tx.subscription.upsert({ where: { userId }, create: { userId, trialEndsAt }, update: { trialEndsAt } });
      return grantCredits(userId, trialCredits(env.IMAGE_CREDIT_COST), TRIAL_REFERENCE, tx);
    });
  } catch (error) {
    // The address (or the same mailbox) has had its trial already.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
