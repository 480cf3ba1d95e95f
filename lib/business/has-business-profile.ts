import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";

/** Whether the user has finished onboarding: one lookup on the unique userId index, once per request. */
export const hasBusinessProfile = cache(async (userId: string): Promise<boolean> => {
  const row = await db.businessProfile.findUnique({ where: { userId }, select: { id: true } });
  return row !== null;
});
