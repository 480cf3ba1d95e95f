// Credits: every change is a ledger entry, and the balance always equals the sum of the entries.
// Writes use conditional updates inside transactions, so the balance never goes below zero even
// when PostgreSQL runs many requests for one user at the same time (a CHECK constraint backs this up).
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db, type DbTransaction } from "@/lib/db";
import { alertCreditsLeft } from "@/lib/notifications/billing-alerts";

export async function getCreditBalance(userId: string): Promise<number> {
  const account = await db.creditAccount.findUnique({ where: { userId }, select: { balance: true } });
  return account?.balance ?? 0;
}

/**
 * Takes `amount` credits for work about to happen (e.g. a generation), held under `reference` until the work
 * settles them (settleReservation) or the sweep returns them (releaseExpiredReservations). Throws
 * INSUFFICIENT_CREDIT_AMOUNT, carrying the remaining balance, when the balance does not cover it. Returns the
 * balance after.
 *
 * One statement: the conditional decrement, its ledger entry and the reservation commit together, and the
 * account's row is locked only while it runs, so many drafts of one owner at once (a plan) barely wait on it.
 */
export async function reserveCredits(userId: string, amount: number, reference: string): Promise<number> {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`Invalid credit amount ${amount}`);
  const [row] = await db.$queryRaw<{ balance: number }[]>`
    WITH account AS (
      UPDATE "CreditAccount" SET "balance" = "balance" - ${amount}, "updatedAt" = now()
      WHERE "userId" = ${userId} AND "balance" >= ${amount}
      RETURNING "balance"
    ), entry AS (
      INSERT INTO "CreditLedger" ("userId", "kind", "delta", "balanceAfter", "reference", "createdAt")
      SELECT ${userId}, 'RESERVE'::"CreditEntryKind", ${-amount}, "balance", ${reference}, now() FROM account
    ), held AS (
      INSERT INTO "CreditReservation" ("userId", "reference", "amount", "createdAt")
      SELECT ${userId}, ${reference}, ${amount}, now() FROM account
    )
    SELECT "balance" FROM account`;
  if (!row) {
    throw new AppError("INSUFFICIENT_CREDIT_AMOUNT", "Insufficient Credit Amount", {
      remainingCreditAmount: await getCreditBalance(userId),
    });
  }
  return row.balance;
}

/** Gives back credits (a reservation's unused part). Returns the balance after. */
async function refundIn(tx: DbTransaction, userId: string, amount: number, reference: string, reason?: string): Promise<number> {
  const [row] = await tx.$queryRaw<{ balance: number }[]>`
    UPDATE "CreditAccount" SET "balance" = "balance" + ${amount}, "updatedAt" = now()
    WHERE "userId" = ${userId}
    RETURNING "balance"`;
  if (!row) throw new Error(`No credit account for user ${userId}`);
  await tx.creditLedger.create({ data: { userId, kind: "REFUND", delta: amount, balanceAfter: row.balance, reference, reason } });
  return row.balance;
}

/** A reservation the sweep already returned: the work it held credits for took too long to count. */
export class ReservationExpired extends Error {
  constructor(reference: string) {
    super(`The credit reservation ${reference} was already returned`);
    this.name = "ReservationExpired";
  }
}

/**
 * Settles a reservation: keeps `cost` of it and returns the rest, once. Pass `tx` to settle in the same
 * transaction as what the credits paid for (the saved post), so there is never one without the other; settle last
 * in it, so the account's row is locked only from here to the commit. Throws ReservationExpired when the sweep
 * returned the reservation first. Returns the balance after.
 *
 * One statement: the reservation closed, the refund of its unused part and its ledger entry.
 */
export async function settleReservation(userId: string, reference: string, cost: number, tx: DbTransaction = db): Promise<number> {
  if (!Number.isInteger(cost) || cost < 0) throw new Error(`Invalid credit amount ${cost}`);
  const [row] = await tx.$queryRaw<{ balance: number | null }[]>`
    WITH held AS (
      UPDATE "CreditReservation" SET "settledAt" = now()
      WHERE "reference" = ${reference} AND "userId" = ${userId} AND "settledAt" IS NULL AND "amount" >= ${cost}
      RETURNING "amount" - ${cost} AS "unused"
    ), account AS (
      UPDATE "CreditAccount" SET "balance" = "balance" + (SELECT "unused" FROM held), "updatedAt" = now()
      WHERE "userId" = ${userId} AND EXISTS (SELECT 1 FROM held)
      RETURNING "balance"
    ), entry AS (
      INSERT INTO "CreditLedger" ("userId", "kind", "delta", "balanceAfter", "reference", "createdAt")
      SELECT ${userId}, 'REFUND'::"CreditEntryKind", held."unused", account."balance", ${reference}, now()
      FROM held, account WHERE held."unused" > 0
    )
    SELECT (SELECT "balance" FROM account) AS "balance"`;
  if (row?.balance === null || row?.balance === undefined) {
    const open = await tx.creditReservation.findFirst({ where: { userId, reference, settledAt: null }, select: { amount: true } });
    if (open) throw new Error(`Cost ${cost} is more than the ${open.amount} credits reserved`);
    throw new ReservationExpired(reference);
  }
  // Spent work is when the balance falls: the owner hears of it running low in the same transaction.
  if (cost > 0) await alertCreditsLeft(userId, row.balance, tx);
  return row.balance;
}

/** How long a reservation may stay open before the sweep returns it: well past the longest a draft may take. */
export const RESERVATION_EXPIRES_AFTER_MS = 10 * 60 * 1000;

export const EXPIRED_RESERVATION_REASON =
  "The draft did not finish (the server stopped, or the writer never answered), so the credits held for it were returned.";

/**
 * The sweep: returns, in full and once each, every reservation older than `olderThanMs` that nothing settled
 * (its work died with its server). Each return is a REFUND entry that says why. Returns how many it released.
 */
export async function releaseExpiredReservations(olderThanMs = RESERVATION_EXPIRES_AFTER_MS, limit = 100): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const expired = await db.creditReservation.findMany({
    where: { settledAt: null, createdAt: { lt: cutoff } },
    select: { reference: true, userId: true },
    orderBy: { createdAt: "asc" },
    take: limit,
  });
  let released = 0;
  for (const { reference, userId } of expired) {
    const done = await db.$transaction(async (tx) => {
      // Conditional, so a reservation settled meanwhile (or released by another sweep) is left alone.
      const [held] = await tx.$queryRaw<{ amount: number }[]>`
        UPDATE "CreditReservation" SET "settledAt" = now()
        WHERE "userId" = ${userId} AND "reference" = ${reference} AND "settledAt" IS NULL
        RETURNING "amount"`;
      if (!held) return false;
      if (held.amount > 0) await refundIn(tx, userId, held.amount, reference, EXPIRED_RESERVATION_REASON);
      return true;
    });
    if (done) released++;
  }
  return released;
}

/**
 * Sets the balance to `amount` for a new billing period, once per `reference` (a paid invoice id).
 * Returns false when that reference was already applied. Pass `tx` to make the reset part of the
 * caller's transaction (the Stripe webhook records the event id in the same one).
 */
export async function resetCredits(userId: string, amount: number, reference: string, tx?: DbTransaction): Promise<boolean> {
  return applyOnce("RESET", userId, amount, reference, tx);
}

/** Adds `amount` credits (a free trial's), once per `reference`. Returns false when that reference was already applied. */
export async function grantCredits(userId: string, amount: number, reference: string, tx?: DbTransaction): Promise<boolean> {
  return applyOnce("GRANT", userId, amount, reference, tx);
}

function applyOnce(kind: "RESET" | "GRANT", userId: string, amount: number, reference: string, tx?: DbTransaction): Promise<boolean> {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`Invalid credit amount ${amount}`);
  return tx ? applyOnceIn(tx, kind, userId, amount, reference) : db.$transaction((own) => applyOnceIn(own, kind, userId, amount, reference));
}

async function applyOnceIn(tx: DbTransaction, kind: "RESET" | "GRANT", userId: string, amount: number, reference: string): Promise<boolean> {
  await tx.$executeRaw`
    INSERT INTO "CreditAccount" ("userId", "balance", "updatedAt") VALUES (${userId}, 0, now())
    ON CONFLICT ("userId") DO NOTHING`;
  // A reset replaces the balance; a grant adds to it.
  const resets = kind === "RESET";
  // One statement: lock the account, write the entry (its delta computed from the balance it replaces),
  // and set the balance only if the entry was new. The CTE locks the row and the UPDATE writes it once.
  const applied = await tx.$queryRaw<{ balance: number }[]>`
    WITH account AS (
      SELECT "balance" FROM "CreditAccount" WHERE "userId" = ${userId} FOR UPDATE
    ), entry AS (
      INSERT INTO "CreditLedger" ("userId", "kind", "delta", "balanceAfter", "reference", "createdAt")
      SELECT ${userId}, ${kind}::"CreditEntryKind",
             CASE WHEN ${resets}::boolean THEN ${amount} - account."balance" ELSE ${amount} END,
             CASE WHEN ${resets}::boolean THEN ${amount} ELSE account."balance" + ${amount} END,
             ${reference}, now()
      FROM account
      ON CONFLICT ("userId", "kind", "reference") DO NOTHING
      RETURNING "balanceAfter"
    )
    UPDATE "CreditAccount" SET "balance" = (SELECT "balanceAfter" FROM entry), "updatedAt" = now()
    WHERE "userId" = ${userId} AND EXISTS (SELECT 1 FROM entry)
    RETURNING "balance"`;
  return applied.length > 0;
}

/** Sum of the user's ledger entries; equals the balance whenever no write is in flight. */
export async function ledgerTotal(userId: string): Promise<number> {
  const { _sum } = await db.creditLedger.aggregate({ where: { userId }, _sum: { delta: true } });
  return _sum.delta ?? 0;
}
