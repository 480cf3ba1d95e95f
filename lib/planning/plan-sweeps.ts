// What the sweeps of plans read: the items of a plan still to write, and the plans whose items waited too long
// for a writer (sent to the writers again).
import "server-only";
import { db } from "@/lib/db";
import { PLAN_CLAIM_LEASE_MS } from "./write-plan";

/** The items of a plan waiting for a writer, in slot order. */
export async function queuedItemIds(planId: number): Promise<number[]> {
  const items = await db.planItem.findMany({
    where: { planId, status: { in: ["QUEUED", "WRITING"] } },
    select: { id: true },
    orderBy: [{ at: "asc" }, { id: "asc" }],
  });
  return items.map((item) => item.id);
}

/** A plan's items waiting this long for a writer are sent to the writers again (the sweep). */
export const WAITING_TOO_LONG_MS = 2 * 60_000;

/** Plans with items queued for a while, or held by a writer whose hold lapsed: the Inngest sweep sends them again. */
export async function plansWaitingForWriters(now = new Date(), leaseMs = PLAN_CLAIM_LEASE_MS): Promise<{ planId: number; userId: string }[]> {
  const rows = await db.planItem.findMany({
    where: {
      OR: [
        { status: "QUEUED", updatedAt: { lt: new Date(now.getTime() - WAITING_TOO_LONG_MS) } },
        { status: "WRITING", claimedAt: { lt: new Date(now.getTime() - leaseMs) } },
      ],
    },
    distinct: ["planId"],
    select: { planId: true, userId: true },
    take: 100,
  });
  return rows;
}
