// Credits running low are told once per credit period, in the transaction that spent them: under 10% of the
// plan's, and again when they are used up (less than the smallest post costs); a new period may tell again.
import { describe, expect, it } from "vitest";
import { reserveCredits, resetCredits, settleReservation } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { createUser } from "../support/session";

async function spend(userId: string, amount: number) {
  const reference = `gen-${crypto.randomUUID()}`;
  await reserveCredits(userId, amount + 100, reference);
  return settleReservation(userId, reference, amount);
}

const alerts = (userId: string) =>
  db.notification.findMany({ where: { userId }, orderBy: { id: "asc" }, select: { kind: true, key: true, title: true, body: true, link: true } });

describe("credit alerts", () => {
  it("tells a Standard plan's owner once under 10% and once when used up, per period", async () => {
    const user = await createUser("credits");
    const periodEnd = new Date("2026-12-24T10:00:00Z");
    await db.subscription.create({ data: { userId: user.id, type: "STANDARD", status: "ACTIVE", currentPeriodEnd: periodEnd } });
    await resetCredits(user.id, 150_000, "in_1");

    await spend(user.id, 130_000); // 20,000 left: 13%, not low yet
    expect(await alerts(user.id)).toEqual([]);
    expect(await spend(user.id, 6_000)).toBe(14_000); // under 15,000
    await spend(user.id, 1_000);
    expect(await alerts(user.id)).toEqual([
      {
        kind: "CREDITS_LOW",
        key: `credits-low:${periodEnd.toISOString()}`,
        title: "Your credits are running low",
        body: "You have 14,000 credits left, under 10% of your Standard plan's 150,000: about 2 posts with pictures, or 31 without. Your credits renew on 24 December.",
        link: "/subscription",
      },
    ]);

    await spend(user.id, 12_700); // 300 left: not enough for the shortest post
    await spend(user.id, 100);
    expect((await alerts(user.id)).map((a) => a.kind)).toEqual(["CREDITS_LOW", "CREDITS_USED_UP"]);
    expect((await alerts(user.id))[1]!.body).toBe(
      "Postloom can't write new posts until you have more credits. Your credits renew on 24 December. Your scheduled posts still go out. To keep writing now, move to a larger plan on the Subscription page.",
    );

    // The next period: told again when it runs low.
    const next = new Date("2027-01-24T10:00:00Z");
    await db.subscription.update({ where: { userId: user.id }, data: { currentPeriodEnd: next } });
    await resetCredits(user.id, 150_000, "in_2");
    await spend(user.id, 140_000);
    expect((await alerts(user.id)).map((a) => a.key)).toEqual([
      `credits-low:${periodEnd.toISOString()}`,
      `credits-used-up:${periodEnd.toISOString()}`,
      `credits-low:${next.toISOString()}`,
    ]);
  });

  it("a draft that costs nothing (a failed one, settled at 0) tells nothing", async () => {
    const user = await createUser("credits-free");
    await db.subscription.create({ data: { userId: user.id, type: "STANDARD", status: "ACTIVE", currentPeriodEnd: new Date(Date.now() + 86_400_000) } });
    await resetCredits(user.id, 1_000, "in_small");
    const reference = "gen-failed";
    await reserveCredits(user.id, 500, reference);
    await settleReservation(user.id, reference, 0);
    expect(await alerts(user.id)).toEqual([]);
  });
});
