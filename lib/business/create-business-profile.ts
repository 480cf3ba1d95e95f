import "server-only";
import { AppError } from "@/lib/api/errors";
import { db, isUniqueViolation } from "@/lib/db";
import { checkPlace } from "./check-place";
import { BUSINESS_PROFILE_SELECT, toBusinessProfile } from "./to-business-profile";
import { businessProfileSchema, type BusinessProfile } from "./schemas";

const ALREADY_EXISTS = "You already have a brand profile. Edit it on the Brand Profile page instead.";

/** Creates the user's one brand profile. A second one is refused with CONFLICT (409). */
export async function createBusinessProfile(userId: string, input: unknown): Promise<BusinessProfile> {
  const data = checkPlace(businessProfileSchema.parse(input));
  try {
    return toBusinessProfile(await db.businessProfile.create({ data: { ...data, userId }, select: BUSINESS_PROFILE_SELECT }));
  } catch (error) {
    // The unique index on userId decides, also when two requests race.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", ALREADY_EXISTS);
    throw error;
  }
}
