// The day's free-trial allowances: one row per allowance (the credits all trials were granted, the trials one
// client got), counted for one UTC day and started afresh on the next. Taking from one is a single conditional
// write, so trials decided at the same moment (on several servers) never pass a limit together: the row's lock
// orders them, and the one that would go past the limit writes nothing.
import "server-only";
import type { DbTransaction } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/** The credits granted to all trials of the day (TRIAL_CREDITS_PER_DAY). */
export const CREDITS_ALLOWANCE = "credits";

/** The trials granted to one client (lib/http/client-key.ts) in the day (TRIALS_PER_CLIENT_PER_DAY). */
export const clientAllowance = (client: string) => `client:${client}`;

/** Takes `amount` from the allowance for the UTC day of `now`; false, and nothing taken, when it would pass `max`. */
export async function takeTrialAllowance(tx: DbTransaction, key: string, amount: number, max: number, now: Date): Promise<boolean> {
  const day = Prisma.sql`timezone('UTC', ${now.toISOString()}::timestamptz)::date`;
  const taken = await tx.$queryRaw<unknown[]>`
    INSERT INTO "TrialAllowance" ("key", "day", "used")
    SELECT ${key}, ${day}, ${amount}::int WHERE ${amount}::int <= ${max}::int
    ON CONFLICT ("key") DO UPDATE SET
      "used" = CASE WHEN "TrialAllowance"."day" < EXCLUDED."day" THEN EXCLUDED."used" ELSE "TrialAllowance"."used" + EXCLUDED."used" END,
      "day" = GREATEST("TrialAllowance"."day", EXCLUDED."day")
    WHERE "TrialAllowance"."day" < EXCLUDED."day" OR "TrialAllowance"."used" + EXCLUDED."used" <= ${max}::int
    RETURNING 1`;
  return taken.length > 0;
}
