import { z } from "zod";
import { SubscriptionStatus, TrialHold } from "@/lib/generated/prisma/enums";
import { SUBSCRIPTION_TYPES } from "./plans";

/** GET /api/subscription?subscriptionType=… */
export const checkoutQuerySchema = z.object({
  subscriptionType: z.enum(SUBSCRIPTION_TYPES, { error: "Choose a plan: STANDARD or PROFESSIONAL." }),
});

/** GET /api/subscription/details: the plan, its status and the credits left, read by the top bar, Plans & Billing and the screens that spend credits. */
export const subscriptionDetailsSchema = z.strictObject({
  subscriptionStatus: z.enum(SubscriptionStatus).nullable(),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES).nullable(),
  creditAmount: z.number(),
  /** What the credits left buy, in words (lib/credits/what-credits-buy.ts). */
  creditsBuy: z.string(),
  /** ISO date the paid period ends (renews, or ends when cancelAtPeriodEnd). */
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The plan it changes to at currentPeriodEnd (a downgrade waits for then); null when none is scheduled. */
  scheduledType: z.enum(SUBSCRIPTION_TYPES).nullable(),
  /** ISO time the free trial ends (or ended); null for an account without one. */
  trialEndsAt: z.iso.datetime().nullable(),
  /** Why a confirmed account has no running trial (lib/billing/trial.ts); null while it runs, or without one. */
  trialHold: z.enum(TrialHold).nullable(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;
