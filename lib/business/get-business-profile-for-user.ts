import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { BUSINESS_PROFILE_SELECT, toBusinessProfile } from "./to-business-profile";
import type { BusinessProfile } from "./schemas";

/** The user's brand profile; BUSINESS_NOT_FOUND (404) when they have none yet. */
export async function getBusinessProfileForUser(userId: string): Promise<BusinessProfile> {
  const profile = await db.businessProfile.findUnique({ where: { userId }, select: BUSINESS_PROFILE_SELECT });
  if (!profile) throw new AppError("BUSINESS_NOT_FOUND");
  return toBusinessProfile(profile);
}
