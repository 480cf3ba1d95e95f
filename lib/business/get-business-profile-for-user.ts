import "server-only";
import { AppError } from "@/lib/api/errors";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { db } from "@/lib/db";
import { BUSINESS_PROFILE_SELECT, toBusinessProfile } from "./to-business-profile";
import type { BusinessProfile } from "./schemas";

/** The user's brand profile, read under `who`'s scope in one statement; BUSINESS_NOT_FOUND (404) when they have none yet. */
export async function getBusinessProfileForUser(who: string | ReadScope): Promise<BusinessProfile> {
  const scope = scopeOf(who);
  const user = await db.user.findFirst({ relationLoadStrategy: "join", where: scope.user, select: { businessProfile: { select: BUSINESS_PROFILE_SELECT } } });
  if (!user) throw scope.gone();
  if (!user.businessProfile) throw new AppError("BUSINESS_NOT_FOUND");
  return toBusinessProfile(user.businessProfile);
}
