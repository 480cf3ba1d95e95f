import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/errors";
import { trialCredits } from "@/lib/credits/credit-costs";
import { assertActiveSubscription, hasActiveSubscription, TRIAL_ENDED_MESSAGE } from "@/lib/billing/entitlement";
import { startTrial, trialKey } from "@/lib/billing/trial";
import { trialLabel, trialState } from "@/lib/billing/trial-state";
import { getCreditBalance, ledgerTotal, resetCredits } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { formatterFor } from "@/lib/format";
import { env } from "@/lib/env";

/** The client the accounts confirm from: no limit applies here (tests/billing/trial-limits.test.ts has them). */
const CLIENT = "203.0.113.30";

async function newUser(email = `trial-${crypto.randomUUID()}@example.test`) {
  return (await db.user.create({ data: { email } })).id;
}

describe("the free trial", () => {
  it("grants 14 days and credits for about 10 posts with images, once, as a ledger grant", async () => {
    const email = `trial-${crypto.randomUUID()}@example.test`;
    const userId = await newUser(email);
    const now = new Date("2026-11-23T10:00:00Z");
    expect(await startTrial(userId, email, CLIENT, now)).toBe("STARTED");
    expect(await startTrial(userId, email, CLIENT, now)).toBeNull();

    const credits = trialCredits(env.IMAGE_CREDIT_COST);
    expect(credits).toBe(10 * (450 + env.IMAGE_CREDIT_COST));
    expect(await getCreditBalance(userId)).toBe(credits);
    expect(await ledgerTotal(userId)).toBe(credits);
    expect(await db.creditLedger.findMany({ where: { userId } })).toEqual([expect.objectContaining({ kind: "GRANT", delta: credits, reference: "trial" })]);
    const { trialEndsAt, status } = await db.subscription.findUniqueOrThrow({ where: { userId } });
    expect(trialEndsAt?.toISOString()).toBe("2026-12-07T10:00:00.000Z");
    expect(status).toBeNull();
    expect(await hasActiveSubscription(userId)).toBe(true);
  });

  it("ends: the user is refused, and told the trial is over", async () => {
    const email = `trial-${crypto.randomUUID()}@example.test`;
    const userId = await newUser(email);
    await startTrial(userId, email, CLIENT, new Date(Date.now() - 15 * 24 * 60 * 60 * 1000));
    expect(await hasActiveSubscription(userId)).toBe(false);
    const error = await assertActiveSubscription(userId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "NO_ACTIVE_SUBSCRIPTION", status: 402, message: TRIAL_ENDED_MESSAGE });
  });

  it("is once per person: the same mailbox written another way, or after the account is deleted, gets none", async () => {
    const id = crypto.randomUUID().slice(0, 8);
    const first = await newUser(`owner.${id}@gmail.com`);
    expect(await startTrial(first, `owner.${id}@gmail.com`, CLIENT)).toBe("STARTED");
    await db.user.delete({ where: { id: first } });

    for (const again of [`owner.${id}@gmail.com`, `Owner${id}+shop@GoogleMail.com`]) {
      const userId = await newUser(again.toLowerCase());
      expect(await startTrial(userId, again, CLIENT)).toBe("MAILBOX_USED");
      expect(await getCreditBalance(userId)).toBe(0);
      expect(await hasActiveSubscription(userId)).toBe(false);
      await db.user.delete({ where: { id: userId } });
    }
    expect(trialKey("a.b+x@example.test")).not.toBe(trialKey("ab@example.test"));
    expect(trialKey("A.B+x@Example.test")).toBe(trialKey("a.b@example.test"));
  });

  it("does not stack with a paid plan: an account that has had credits gets none, and a plan replaces the trial's", async () => {
    const paidEmail = `paid-${crypto.randomUUID()}@example.test`;
    const paid = await newUser(paidEmail);
    await resetCredits(paid, 150_000, "in_paid");
    expect(await startTrial(paid, paidEmail, CLIENT)).toBeNull();
    expect(await getCreditBalance(paid)).toBe(150_000);

    const email = `trial-${crypto.randomUUID()}@example.test`;
    const userId = await newUser(email);
    await startTrial(userId, email, CLIENT);
    await resetCredits(userId, 150_000, "in_first");
    expect(await getCreditBalance(userId)).toBe(150_000);
    expect(await ledgerTotal(userId)).toBe(150_000);
  });

  it("counts whole days left, with a correct plural", () => {
    const format = formatterFor();
    const now = new Date("2026-11-23T10:00:00Z");
    expect(trialLabel(trialState("2026-12-07T10:00:00Z", now), format)).toBe("Trial: 14 days left");
    expect(trialLabel(trialState("2026-11-23T12:00:00Z", now), format)).toBe("Trial: 1 day left");
    expect(trialLabel(trialState("2026-11-23T09:00:00Z", now), format)).toBe("Trial ended");
  });
});
