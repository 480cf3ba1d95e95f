"use client";
// The signed-in user's brand profile for any client component (Brand Profile page, Post Workspace header):
// the browser copy while it is under 6 hours old, else GET /api/business. `data` is null when there is none.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiClientError } from "@/lib/api/client";
import type { BusinessProfile } from "@/lib/business/schemas";
import { api } from "./api";
import { BRAND_PROFILE_CACHE_TTL_MS, clearBrandProfileCache, readBrandProfileCache, writeBrandProfileCache } from "./brand-profile-cache";

export const BRAND_PROFILE_QUERY_KEY = ["business-profile"] as const;

/** The browser copy while fresh, else the server; null when the user has no profile (404). */
export async function loadBrandProfile(): Promise<BusinessProfile | null> {
  const cached = readBrandProfileCache();
  if (cached) return cached.profile;
  try {
    const { object } = await api.get<BusinessProfile>("/api/business");
    writeBrandProfileCache(object);
    return object;
  } catch (error) {
    if (error instanceof ApiClientError && (error.code === "BUSINESS_NOT_FOUND" || error.status === 404)) return null;
    throw error;
  }
}

export function useBrandProfile() {
  return useQuery({
    queryKey: BRAND_PROFILE_QUERY_KEY,
    queryFn: loadBrandProfile,
    // Fresh as long as the browser copy is; a page opened after that asks the server again.
    staleTime: BRAND_PROFILE_CACHE_TTL_MS,
    refetchOnMount: true,
  });
}

/** What the forms call after saving, so every reader of the profile sees the saved one (PRODUCT-SPEC §4). */
export function useBrandProfileRefresh() {
  const queryClient = useQueryClient();
  return {
    /** After a create: set to the new profile, then refreshed. */
    async created(profile: BusinessProfile) {
      writeBrandProfileCache(profile);
      queryClient.setQueryData(BRAND_PROFILE_QUERY_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: BRAND_PROFILE_QUERY_KEY });
    },
    /** After an update: the copy is dropped and the profile fetched again from the server. */
    async updated(profile: BusinessProfile) {
      clearBrandProfileCache();
      queryClient.setQueryData(BRAND_PROFILE_QUERY_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: BRAND_PROFILE_QUERY_KEY });
    },
  };
}
