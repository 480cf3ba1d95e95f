import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { checkPlace } from "./check-place";
import { BUSINESS_PROFILE_SELECT, toBusinessProfile } from "./to-business-profile";
import { businessProfileSchema, type BusinessProfile } from "./schemas";

/** Replaces the five fields of the user's own profile; BUSINESS_NOT_FOUND (404) when they have none. */
export async function updateBusinessProfile(userId: string, input: unknown): Promise<BusinessProfile> {
  const data = checkPlace(businessProfileSchema.parse(input));
  try {
    return toBusinessProfile(await db.businessProfile.update({ where: { userId }, data, select: BUSINESS_PROFILE_SELECT }));
  } catch (error) {
    if ((error as { code?: unknown })?.code === "P2025") throw new AppError("BUSINESS_NOT_FOUND");
    throw error;
  }
}
