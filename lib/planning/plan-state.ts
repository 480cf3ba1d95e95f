// A plan's row: locked by every change to the plan (so an outline never changes once writing starts), and
// marked done once every item is settled.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { PREPARED, type DbTransaction } from "@/lib/db";
import { planSettingsSchema, type PlanSettings } from "@/lib/planning/schemas";

export const PLAN_NOT_FOUND = "We couldn't find that plan.";
export const ITEM_NOT_FOUND = "We couldn't find that item of the plan.";

export type LockedPlan = { id: number; status: string; settings: PlanSettings };

/** The user's plan, locked for the rest of the transaction. */
export async function lockPlan(tx: DbTransaction, userId: string, planId: number): Promise<LockedPlan> {
  const [row] = await tx.$queryRaw<{ id: number; status: string; settings: unknown }[]>`
    SELECT "id", "status"::text AS "status", "settings" FROM "ContentPlan" WHERE "id" = ${planId} AND "userId" = ${userId} FOR UPDATE`;
  if (!row) throw new AppError("NOT_FOUND", PLAN_NOT_FOUND);
  return { id: row.id, status: row.status, settings: planSettingsSchema.parse(row.settings) };
}

/** The plan an item of the user's belongs to, locked for the rest of the transaction. */
export async function lockPlanOfItem(tx: DbTransaction, userId: string, itemId: number): Promise<LockedPlan> {
  const item = await tx.planItem.findFirst({ where: { id: itemId, userId }, select: { planId: true } });
  if (!item) throw new AppError("NOT_FOUND", ITEM_NOT_FOUND);
  return lockPlan(tx, userId, item.planId);
}

/**
 * A plan whose items are all settled is done (a stopped one stays stopped). `writer`, the claim a writer has just
 * finished with: its item's updatedAt says when (after its post was committed), in the same round trip.
 */
export async function finishPlanIfDone(client: DbTransaction, planId: number, writer?: { id: number; attempt: number; runner: string }): Promise<void> {
  await client.$executeRaw`${PREPARED}
    WITH finished AS (
      UPDATE "PlanItem" SET "updatedAt" = clock_timestamp()
      WHERE "id" = ${writer?.id ?? null}::int AND "attempt" = ${writer?.attempt ?? null}::int AND "claimedBy" = ${writer?.runner ?? null}
    )
    UPDATE "ContentPlan" SET "status" = 'DONE', "updatedAt" = now()
    WHERE "id" = ${planId} AND "status" = 'WRITING'
      AND NOT EXISTS (SELECT 1 FROM "PlanItem" WHERE "planId" = ${planId} AND "status" IN ('QUEUED', 'WRITING'))`;
}
