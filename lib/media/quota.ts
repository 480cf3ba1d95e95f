// How much the owner's plan lets the media library hold: a paid plan's own quota, and the first plan's during
// the free trial (docs/media.md).
import "server-only";
import { db } from "@/lib/db";
import { getPlan } from "@/lib/plans/catalogue";

export async function photoQuotaOf(userId: string): Promise<{ files: number; bytes: number }> {
  const subscription = await db.subscription.findUnique({ where: { userId }, select: { type: true } });
  return getPlan(subscription?.type ?? "STANDARD").photos;
}
