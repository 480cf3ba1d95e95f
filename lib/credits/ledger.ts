// Credits: every change is a ledger entry, and the balance always equals the sum of the entries.
// Writes use conditional updates inside transactions, so the balance never goes below zero even
// when PostgreSQL runs many requests for one user at the same time (a CHECK constraint backs this up).
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db, PREPARED, type DbTransaction } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { alertCreditsLeft } from "./billing-alerts";

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
 * account's row is locked only while it runs. The reservations one owner asks for at the same moment (a plan's
 * drafts, three options) go in one statement, each with its own entry, if the balance covers them all; if not,
 * each is asked for on its own, in turn, so each gets the answer it would have had alone.
 */
export function reserveCredits(userId: string, amount: number, reference: string): Promise<number> {
  if (!Number.isInteger(amount) || amount < 0) return Promise.reject(new Error(`Invalid credit amount ${amount}`));
  return new Promise((resolve, reject) => {
    let asks = asking.get(userId);
    if (!asks) {
      const batch: Ask[] = (asks = []);
      asking.set(userId, batch);
      setImmediate(() => {
        asking.delete(userId);
        void reserveTogether(userId, batch);
      });
    }
    asks.push({ amount, reference, resolve, reject });
  });
}

type Ask = { amount: number; reference: string; resolve: (balance: number) => void; reject: (error: unknown) => void };

/** The reservations asked for in this turn of the event loop, by owner. */
const asking = new Map<string, Ask[]>();

async function reserveTogether(userId: string, asks: Ask[]): Promise<void> {
  if (asks.length > 1) {
    const balance = await reserveAll(userId, asks).catch(() => null);
    if (balance !== null) {
      // Each is told the balance after its own reservation, in the order of the ledger's entries.
      let after = balance + asks.reduce((sum, ask) => sum + ask.amount, 0);
      for (const ask of asks) ask.resolve((after -= ask.amount));
      return;
    }
  }
  for (const ask of asks) {
    try {
      const balance = await reserveAll(userId, [ask]);
      if (balance === null)
        throw new AppError("INSUFFICIENT_CREDIT_AMOUNT", "Insufficient Credit Amount", { remainingCreditAmount: await getCreditBalance(userId) });
      ask.resolve(balance);
    } catch (error) {
      ask.reject(error);
    }
  }
}

/** Reserves every one of `asks` or none: the balance after, or null when it does not cover them all. */
async function reserveAll(userId: string, asks: readonly Ask[]): Promise<number | null> {
  const asked = JSON.stringify(asks.map(({ amount, reference }, n) => ({ amount, reference, n })));
  const [row] = await db.$queryRaw<{ balance: number }[]>`${PREPARED}
    WITH asked AS (
      SELECT * FROM json_to_recordset(${asked}::json) AS a("amount" int, "reference" text, "n" int)
    ), total AS (
      SELECT sum("amount")::int AS "amount" FROM asked
    ), account AS (
      UPDATE "CreditAccount" SET "balance" = "balance" - (SELECT "amount" FROM total), "updatedAt" = now()
      WHERE "userId" = ${userId} AND "balance" >= (SELECT "amount" FROM total)
      RETURNING "balance"
    ), entry AS (
      INSERT INTO "CreditLedger" ("userId", "kind", "delta", "balanceAfter", "reference", "createdAt")
      SELECT ${userId}, 'RESERVE'::"CreditEntryKind", -a."amount", account."balance" + total."amount" - sum(a."amount") OVER (ORDER BY a."n"), a."reference", now()
      FROM asked a, account, total
    ), held AS (
      INSERT INTO "CreditReservation" ("userId", "reference", "amount", "createdAt")
      SELECT ${userId}, a."reference", a."amount", now() FROM asked a, account
    )
    SELECT "balance" FROM account`;
  return row?.balance ?? null;
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
 * Settles a reservation: keeps `cost` of it and returns the rest, once. Throws ReservationExpired when the sweep
 * returned the reservation first. Returns the balance after. One statement (see settlement); a statement that
 * saves what the credits paid for settles them itself, with the settlement in it.
 */
export async function settleReservation(userId: string, reference: string, cost: number, tx: DbTransaction = db): Promise<number> {
  const { ctes, balance } = settlement(userId, reference, cost);
  const [row] = await tx.$queryRaw<{ balance: number | null }[]>`WITH ${ctes} SELECT ${balance} AS "balance"`;
  if (row?.balance === null || row?.balance === undefined)
    throw (await unsettled(userId, reference, cost, tx)) ?? new Error(`The reservation ${reference} was not settled`);
  await settled(userId, cost, row.balance, tx);
  return row.balance;
}

/** Returns a reservation whole (the work it held credits for failed); one the sweep returned already is no error. */
export async function releaseReservation(userId: string, reference: string): Promise<void> {
  await settleReservation(userId, reference, 0).catch((error) => {
    if (!(error instanceof ReservationExpired)) throw error;
  });
}

/**
 * A reservation's settlement, to place in a statement: `ctes`, its common table expressions (after WITH); `settled`,
 * a condition that holds once they closed the reservation (still open and `when` holding) and gave its unused part
 * back, with its ledger entry; `balance`, the balance after, as an expression. A statement that saves what the
 * credits paid for writes it only while `settled` holds, so there is never one without the other. The owner's
 * balance is locked from the settlement to the commit only. The names the fragments share stay in this module.
 */
export type Settlement = { ctes: Prisma.Sql; settled: Prisma.Sql; balance: Prisma.Sql };

export function settlement(userId: string, reference: string, cost: number, when: Prisma.Sql = Prisma.sql`TRUE`): Settlement {
  if (!Number.isInteger(cost) || cost < 0) throw new Error(`Invalid credit amount ${cost}`);
  const ctes = Prisma.sql`
    held AS (
      UPDATE "CreditReservation" SET "settledAt" = now()
      WHERE "reference" = ${reference} AND "userId" = ${userId} AND "settledAt" IS NULL AND "amount" >= ${cost} AND ${when}
      RETURNING "amount" - ${cost} AS "unused"
    ), account AS (
      UPDATE "CreditAccount" SET "balance" = "balance" + (SELECT "unused" FROM held), "updatedAt" = now()
      WHERE "userId" = ${userId} AND EXISTS (SELECT 1 FROM held)
      RETURNING "balance"
    ), entry AS (
      INSERT INTO "CreditLedger" ("userId", "kind", "delta", "balanceAfter", "reference", "createdAt")
      SELECT ${userId}, 'REFUND'::"CreditEntryKind", held."unused", account."balance", ${reference}, now()
      FROM held, account WHERE held."unused" > 0
    )`;
  return { ctes, settled: Prisma.sql`EXISTS (SELECT 1 FROM held)`, balance: Prisma.sql`(SELECT "balance" FROM account)` };
}

/**
 * Why a settlement settled nothing: the sweep returned the reservation first, or more was asked than it holds.
 * Null for neither: the condition it waited on did not hold.
 */
export async function unsettled(userId: string, reference: string, cost: number, tx: DbTransaction = db): Promise<Error | null> {
  const open = await tx.creditReservation.findFirst({ where: { userId, reference, settledAt: null }, select: { amount: true } });
  if (!open) return new ReservationExpired(reference);
  return open.amount < cost ? new Error(`Cost ${cost} is more than the ${open.amount} credits reserved`) : null;
}

/** After a settlement: spent work is when the balance falls, so the owner hears of it running low. */
export async function settled(userId: string, cost: number, balance: number, tx: DbTransaction = db): Promise<void> {
  if (cost > 0) await alertCreditsLeft(userId, balance, tx);
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
