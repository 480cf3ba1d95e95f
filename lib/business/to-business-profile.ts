import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BusinessProfile } from "./schemas";

/** The columns a profile reply carries: everything but the owner's id. */
export const BUSINESS_PROFILE_SELECT = {
  id: true,
  businessName: true,
  industry: true,
  description: true,
  targetAudience: true,
  painPoints: true,
  timeZone: true,
  country: true,
  region: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.BusinessProfileSelect;

type Row = Prisma.BusinessProfileGetPayload<{ select: typeof BUSINESS_PROFILE_SELECT }>;

/** One shape for the API, the server actions and the browser cache: dates as ISO strings. */
export function toBusinessProfile(row: Row): BusinessProfile {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
