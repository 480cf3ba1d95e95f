// Credits: every change is a ledger entry, and the balance always equals the sum of the entries.
// Writes use conditional updates inside transactions, so the balance never goes below zero even
// when PostgreSQL runs many requests for one user at the same time (a CHECK constraint backs this up).
import { AppError } from "@/lib/api/errors";
import { db, type DbTransaction } from "@/lib/db";

export async function getCreditBalance(userId: string): Promise<number> {
  const account = await db.creditAccount.findUnique({ where: { userId }, select: { balance: true } });
  return account?.balance ?? 0;
}

/**
 * Takes `amount` credits for work about to happen (e.g. a generation). Throws INSUFFICIENT_CREDIT_AMOUNT,
 * carrying the remaining balance, when the balance does not cover it. Returns the balance after.
 */
export async function reserveCredits(userId: string, amount: number, reference: string): Promise<number> {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`Invalid credit amount ${amount}`);
  const balance = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ balance: number }[]>`
      UPDATE "CreditAccount" SET "balance" = "balance" - ${amount}, "updatedAt" = now()
      WHERE "userId" = ${userId} AND "balance" >= ${amount}
      RETURNING "balance"`;
    if (!row) return null;
    await tx.creditLedger.create({ data: { userId, kind: "RESERVE", delta: -amount, balanceAfter: row.balance, reference } });
    return row.balance;
  });
  if (balance === null) {
    throw new AppError("INSUFFICIENT_CREDIT_AMOUNT", "Insufficient Credit Amount", {
      remainingCreditAmount: await getCreditBalance(userId),
    });
  }
  return balance;
}

/** Gives back credits a reservation did not use (or all of it, when the work failed). Returns the balance after. */
export async function refundCredits(userId: string, amount: number, reference: string): Promise<number> {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`Invalid credit amount ${amount}`);
  if (amount === 0) return getCreditBalance(userId);
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ balance: number }[]>`
      UPDATE "CreditAccount" SET "balance" = "balance" + ${amount}, "updatedAt" = now()
      WHERE "userId" = ${userId}
      RETURNING "balance"`;
    if (!row) throw new Error(`No credit account for user ${userId}`);
    await tx.creditLedger.create({ data: { userId, kind: "REFUND", delta: amount, balanceAfter: row.balance, reference } });
    return row.balance;
  });
}

/**
 * Sets the balance to `amount` for a new billing period, once per `reference` (a paid invoice id).
 * Returns false when that reference was already applied. Pass `tx` to make the reset part of the
 * caller's transaction (the Stripe webhook records the event id in the same one).
 */
export async function resetCredits(userId: string, amount: number, reference: string, tx?: DbTransaction): Promise<boolean> {
  if (!Number.isInteger(amount) || amount < 0) throw new Error(`Invalid credit amount ${amount}`);
  return tx ? resetCreditsIn(tx, userId, amount, reference) : db.$transaction((own) => resetCreditsIn(own, userId, amount, reference));
}

async function resetCreditsIn(tx: DbTransaction, userId: string, amount: number, reference: string): Promise<boolean> {
  await tx.$executeRaw`
    INSERT INTO "CreditAccount" ("userId", "balance", "updatedAt") VALUES (${userId}, 0, now())
    ON CONFLICT ("userId") DO NOTHING`;
  // One statement: lock the account, write the entry (its delta computed from the balance it replaces),
  // and set the balance only if the entry was new. The CTE locks the row and the UPDATE writes it once.
  const applied = await tx.$queryRaw<{ balance: number }[]>`
    WITH account AS (
      SELECT "balance" FROM "CreditAccount" WHERE "userId" = ${userId} FOR UPDATE
    ), entry AS (
      INSERT INTO "CreditLedger" ("userId", "kind", "delta", "balanceAfter", "reference", "createdAt")
      SELECT ${userId}, 'RESET'::"CreditEntryKind", ${amount} - account."balance", ${amount}, ${reference}, now() FROM account
      ON CONFLICT ("userId", "kind", "reference") DO NOTHING
      RETURNING "id"
    )
    UPDATE "CreditAccount" SET "balance" = ${amount}, "updatedAt" = now()
    WHERE "userId" = ${userId} AND EXISTS (SELECT 1 FROM entry)
    RETURNING "balance"`;
  return applied.length > 0;
}

/** Sum of the user's ledger entries; equals the balance whenever no write is in flight. */
export async function ledgerTotal(userId: string): Promise<number> {
  const { _sum } = await db.creditLedger.aggregate({ where: { userId }, _sum: { delta: true } });
  return _sum.delta ?? 0;
}
