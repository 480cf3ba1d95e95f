// Money matters the owner should hear of before they find out by a refusal: credits running low (under 10% of
// the plan's) or used up, told once per credit period; and a payment Stripe could not take, once per invoice.
// Each is raised in the transaction of what caused it, so it exists exactly when that happened.
import "server-only";
import { TYPICAL_TEXT_CREDITS, trialCredits } from "./credit-costs";
import { whatCreditsBuy } from "@/lib/credits/what-credits-buy";
import { db, type DbTransaction } from "@/lib/db";
import { env } from "@/lib/env";
import { formatterFor } from "@/lib/format";
import { getPlan, PLANS } from "@/lib/plans/catalogue";
import { formatInZone } from "@/lib/time/zoned-time";
import { notify } from "@/lib/notifications/notify";

const SUBSCRIPTION_LINK = "/subscription";
/** Under this share of the plan's credits, the owner is told. */
const LOW_SHARE = 0.1;
/** Below what the smallest post costs, the credits are used up. */
const USED_UP_BELOW = TYPICAL_TEXT_CREDITS.SHORT;

/** A balance at or above this is not low for any plan: no need to look the plan up. */
const neverLowFrom = () => Math.max(...PLANS.map((plan) => plan.credits), trialCredits(env.IMAGE_CREDIT_COST)) * LOW_SHARE;

/** After credits were spent: tells the owner, once per period, when what is left falls under 10% of the plan's, or runs out. */
export async function alertCreditsLeft(userId: string, balance: number, tx: DbTransaction = db): Promise<void> {
  if (balance >= neverLowFrom()) return;
  const account = await tx.user.findUnique({
    where: { id: userId },
    select: { subscription: { select: { type: true, currentPeriodEnd: true } }, businessProfile: { select: { timeZone: true } } },
  });
  const plan = account?.subscription?.type ? getPlan(account.subscription.type) : null;
  const allowance = plan?.credits ?? trialCredits(env.IMAGE_CREDIT_COST);
  if (balance >= allowance * LOW_SHARE) return;

  const renews = plan ? account?.subscription?.currentPeriodEnd : null;
  const period = renews ? renews.toISOString() : "trial";
  const zone = account?.businessProfile?.timeZone ?? "UTC";
  const renewal = renews ? `Your credits renew on ${formatInZone(renews, zone, "d MMMM")}.` : "Your trial's credits don't renew.";
  const format = formatterFor();
  if (balance < USED_UP_BELOW) {
    await notify(
      userId,
      {
        kind: "CREDITS_USED_UP",
        key: `credits-used-up:${period}`,
        title: "You've used your credits",
        body: `Postloom can't write new posts until you have more credits. ${renewal} Your scheduled posts still go out. To keep writing now, ${plan ? "move to a larger plan" : "choose a plan"} on the Subscription page.`,
        link: SUBSCRIPTION_LINK,
      },
      tx,
    );
    return;
  }
  await notify(
    userId,
    {
      kind: "CREDITS_LOW",
      key: `credits-low:${period}`,
      title: "Your credits are running low",
      body: `You have ${format.credits(balance)} left, under 10% of ${plan ? `your ${plan.name} plan's ${format.number(allowance)}` : `your trial's ${format.number(allowance)}`}: ${whatCreditsBuy(balance, format)}. ${renewal}`,
      link: SUBSCRIPTION_LINK,
    },
    tx,
  );
}

/** invoice.payment_failed: Stripe could not take a subscription payment; told once per invoice. */
export async function alertPaymentFailed(userId: string, invoiceId: string, nextAttempt: Date | null, tx: DbTransaction = db): Promise<void> {
  const profile = await tx.businessProfile.findUnique({ where: { userId }, select: { timeZone: true } });
  const retry = nextAttempt ? ` We'll try again on ${formatInZone(nextAttempt, profile?.timeZone ?? "UTC", "EEEE d MMMM")}.` : "";
  await notify(
    userId,
    {
      kind: "PAYMENT_FAILED",
      key: `payment-failed:${invoiceId}`,
      title: "We couldn't take your payment",
      body: `Your card was declined for your Postloom subscription.${retry} Update your payment details on the Subscription page so your plan and credits carry on.`,
      link: SUBSCRIPTION_LINK,
    },
    tx,
  );
}
