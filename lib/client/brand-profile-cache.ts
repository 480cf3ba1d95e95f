// The browser copy of the brand profile (docs/product.md §3, §10): localStorage, with the time it was saved,
// trusted for 6 hours. Anything unreadable counts as no copy, so a bad entry can only cost one request.
import { INDUSTRY_LABELS } from "@/lib/business/profile-fields";
import type { BusinessProfile } from "@/lib/business/schemas";
import { BRAND_PROFILE_CACHE_KEY } from "./session-caches";

export const BRAND_PROFILE_CACHE_TTL_MS = 6 * 60 * 60 * 1000;

export type BrandProfileCacheEntry = { profile: BusinessProfile; savedAt: number };

/**
 * The copy holds what the server answered, so its shape is all there is to check (the profile's schema would
 * bring zod to every page that reads the copy). A copy saved before profiles had a time zone is no copy: the
 * zone decides every time shown.
 */
function isEntry(value: unknown): value is BrandProfileCacheEntry {
  const entry = value as Partial<BrandProfileCacheEntry> | null;
  const profile = entry?.profile;
  return (
    typeof entry?.savedAt === "number" &&
    typeof profile?.id === "number" &&
    Object.hasOwn(INDUSTRY_LABELS, profile.industry) &&
    [profile.businessName, profile.description, profile.targetAudience, profile.painPoints, profile.timeZone, profile.updatedAt].every(
      (field) => typeof field === "string",
    )
  );
}

export function readBrandProfileCache(now = Date.now()): BrandProfileCacheEntry | null {
  try {
    const raw = window.localStorage.getItem(BRAND_PROFILE_CACHE_KEY);
    const entry: unknown = raw ? JSON.parse(raw) : null;
    if (!isEntry(entry)) return null;
    const age = now - entry.savedAt;
    return age >= 0 && age < BRAND_PROFILE_CACHE_TTL_MS ? entry : null;
  } catch {
    return null;
  }
}

export function writeBrandProfileCache(profile: BusinessProfile, now = Date.now()) {
  try {
    window.localStorage.setItem(BRAND_PROFILE_CACHE_KEY, JSON.stringify({ profile, savedAt: now } satisfies BrandProfileCacheEntry));
  } catch {
    // Full or unavailable storage: the profile is simply fetched again next time.
  }
}

export function clearBrandProfileCache() {
  try {
    window.localStorage.removeItem(BRAND_PROFILE_CACHE_KEY);
  } catch {
    // Nothing to clear.
  }
}
