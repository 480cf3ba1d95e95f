import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/errors";
import {
  EXPIRED_RESERVATION_REASON,
  getCreditBalance,
  ledgerTotal,
  releaseExpiredReservations,
  ReservationExpired,
  reserveCredits,
  resetCredits,
  settleReservation,
} from "@/lib/credits/ledger";
import { db } from "@/lib/db";

async function newUser() {
  const user = await db.user.create({ data: { email: `credits-${crypto.randomUUID()}@example.test` } });
  return user.id;
}

describe("credit ledger", () => {
  it("starts at zero and refuses a reservation it cannot cover", async () => {
    const userId = await newUser();
    expect(await getCreditBalance(userId)).toBe(0);
    const error = await reserveCredits(userId, 1, "gen-1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "INSUFFICIENT_CREDIT_AMOUNT", status: 402, details: { remainingCreditAmount: 0 } });
  });

  it("resets once per invoice, reserves, settles, and keeps the ledger equal to the balance", async () => {
    const userId = await newUser();
    expect(await resetCredits(userId, 1000, "in_1")).toBe(true);
    expect(await resetCredits(userId, 1000, "in_1")).toBe(false);
    expect(await reserveCredits(userId, 300, "gen-1")).toBe(700);
    expect(await settleReservation(userId, "gen-1", 180)).toBe(820);
    // Settled once: a second settlement is refused.
    await expect(settleReservation(userId, "gen-1", 0)).rejects.toBeInstanceOf(ReservationExpired);
    // A new period replaces what is left, whatever it was.
    expect(await resetCredits(userId, 1000, "in_2")).toBe(true);
    expect(await getCreditBalance(userId)).toBe(1000);
    expect(await ledgerTotal(userId)).toBe(1000);
    const kinds = (await db.creditLedger.findMany({ where: { userId }, orderBy: { id: "asc" } })).map((e) => [e.kind, e.delta, e.balanceAfter]);
    expect(kinds).toEqual([
      ["RESET", 1000, 1000],
      ["RESERVE", -300, 700],
      ["REFUND", 120, 820],
      ["RESET", 180, 1000],
    ]);
  });

  it("reservations asked for together are each their own: each its entry and its balance after, and, when not all fit, the first that fit", async () => {
    const userId = await newUser();
    await resetCredits(userId, 1000, "in_together");
    expect(await Promise.all([reserveCredits(userId, 100, "a"), reserveCredits(userId, 200, "b"), reserveCredits(userId, 300, "c")])).toEqual([900, 700, 400]);
    const entries = await db.creditLedger.findMany({
      where: { userId, kind: "RESERVE" },
      orderBy: { id: "asc" },
      select: { reference: true, delta: true, balanceAfter: true },
    });
    expect(entries).toEqual([
      { reference: "a", delta: -100, balanceAfter: 900 },
      { reference: "b", delta: -200, balanceAfter: 700 },
      { reference: "c", delta: -300, balanceAfter: 400 },
    ]);
    expect(await db.creditReservation.count({ where: { userId, settledAt: null } })).toBe(3);

    // 400 left: 250 and 100 fit, 200 after them does not, as if each had been asked for alone, in turn.
    const outcomes = await Promise.allSettled([reserveCredits(userId, 250, "d"), reserveCredits(userId, 200, "e"), reserveCredits(userId, 100, "f")]);
    expect(outcomes.map((o) => (o.status === "fulfilled" ? o.value : (o.reason as AppError).details))).toEqual([150, { remainingCreditAmount: 150 }, 50]);
    expect(await getCreditBalance(userId)).toBe(50);
    expect(await ledgerTotal(userId)).toBe(50);
  });

  it("50 concurrent reservations against a balance covering 10 give exactly 10", async () => {
    const userId = await newUser();
    await resetCredits(userId, 10 * 100, "in_concurrent");
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => reserveCredits(userId, 100, `gen-${i}`)));
    const granted = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(granted).toHaveLength(10);
    expect(refused.every((r) => (r as PromiseRejectedResult).reason?.code === "INSUFFICIENT_CREDIT_AMOUNT")).toBe(true);
    expect(await getCreditBalance(userId)).toBe(0);
    expect(await ledgerTotal(userId)).toBe(0);
  });

  it("20 concurrent resets for the same invoice apply once", async () => {
    const userId = await newUser();
    const results = await Promise.all(Array.from({ length: 20 }, () => resetCredits(userId, 5000, "in_same")));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await getCreditBalance(userId)).toBe(5000);
    expect(await db.creditLedger.count({ where: { userId } })).toBe(1);
  });

  it("a reservation nothing settled is returned by the sweep, once, with a ledger entry that says why", async () => {
    const userId = await newUser();
    await resetCredits(userId, 10_000, "in_sweep");
    await reserveCredits(userId, 4_000, "draft:died");
    await reserveCredits(userId, 3_000, "draft:alive");
    await db.creditReservation.updateMany({ where: { userId, reference: "draft:died" }, data: { createdAt: new Date(Date.now() - 11 * 60_000) } });

    expect(await releaseExpiredReservations()).toBe(1);
    expect(await releaseExpiredReservations()).toBe(0);
    expect(await getCreditBalance(userId)).toBe(7_000);
    expect(await ledgerTotal(userId)).toBe(7_000);
    const refund = await db.creditLedger.findFirstOrThrow({ where: { userId, kind: "REFUND", reference: "draft:died" } });
    expect(refund).toMatchObject({ delta: 4_000, reason: EXPIRED_RESERVATION_REASON });
    // The draft that died cannot settle afterwards; the live one still can.
    await expect(settleReservation(userId, "draft:died", 100)).rejects.toBeInstanceOf(ReservationExpired);
    expect(await settleReservation(userId, "draft:alive", 1_000)).toBe(9_000);
  });

  it("concurrent sweeps and a late settlement return a reservation exactly once", async () => {
    const userId = await newUser();
    await resetCredits(userId, 5_000, "in_race");
    await reserveCredits(userId, 5_000, "draft:race");
    await db.creditReservation.updateMany({ where: { userId }, data: { createdAt: new Date(Date.now() - 11 * 60_000) } });
    const outcomes = await Promise.allSettled([
      releaseExpiredReservations(),
      releaseExpiredReservations(),
      settleReservation(userId, "draft:race", 2_000),
      releaseExpiredReservations(),
    ]);
    expect(await getCreditBalance(userId)).toBeLessThanOrEqual(5_000);
    expect(await ledgerTotal(userId)).toBe(await getCreditBalance(userId));
    expect(await db.creditLedger.count({ where: { userId, kind: "REFUND" } })).toBe(1);
    expect(outcomes.filter((o) => o.status === "rejected").every((o) => (o as PromiseRejectedResult).reason instanceof ReservationExpired)).toBe(true);
  });
});
