import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";

/**
 * The brand's time zone, or null when the user has not finished onboarding (no profile): one lookup on the
 * unique userId index, once per request.
 */
export const brandTimeZoneOf = cache(async (userId: string): Promise<string | null> => {
  const row = await db.businessProfile.findUnique({ where: { userId }, select: { timeZone: true } });
  return row?.timeZone ?? null;
});

/** Whether the user has finished onboarding. */
export async function hasBusinessProfile(userId: string): Promise<boolean> {
  return (await brandTimeZoneOf(userId)) !== null;
}
