"use client";
// The signed-in user's brand profile for any client component (Brand Profile page, Post Workspace header):
// the browser copy while it is under 6 hours old, else GET /api/business. `data` is null when there is none.
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { ApiClientError } from "@/lib/api/client";
import type { BusinessProfile } from "@/lib/business/schemas";
import { api } from "./api";
import { BRAND_PROFILE_CACHE_TTL_MS, clearBrandProfileCache, readBrandProfileCache, writeBrandProfileCache } from "./brand-profile-cache";

export const BRAND_PROFILE_QUERY_KEY = ["business-profile"] as const;

/** GET /api/business, whatever the browser copy holds, saving the answer as the new copy; null when there is no profile (404). */
export async function fetchBrandProfile(): Promise<BusinessProfile | null> {
  try {
    const { object } = await api.get<BusinessProfile>("/api/business");
    writeBrandProfileCache(object);
    return object;
  } catch (error) {
    if (error instanceof ApiClientError && (error.code === "BUSINESS_NOT_FOUND" || error.status === 404)) {
      clearBrandProfileCache();
      return null;
    }
    throw error;
  }
}

/** The browser copy while fresh, else the server; null when the user has no profile (404). */
export async function loadBrandProfile(): Promise<BusinessProfile | null> {
  return readBrandProfileCache()?.profile ?? fetchBrandProfile();
}

/** What useBrandProfile() asks TanStack Query for. */
export const brandProfileQuery = {
  queryKey: BRAND_PROFILE_QUERY_KEY,
  queryFn: loadBrandProfile,
  // Fresh as long as the browser copy is; a page opened after that asks the server again.
  staleTime: BRAND_PROFILE_CACHE_TTL_MS,
  refetchOnMount: true,
} as const;

export function useBrandProfile() {
  return useQuery(brandProfileQuery);
}

/**
 * The brand's name, for a page the server rendered with its own reading of it: the profile's once the query
 * has answered, the server's until then; null when there is no profile. The query answering with the same
 * name does not draw the page again (a whole workspace would be drawn a second time for nothing).
 */
export function useBrandName(serverName: string | null): string | null {
  const queryClient = useQueryClient();
  useQuery({ ...brandProfileQuery, notifyOnChangeProps: [] });
  const subscribe = useCallback((onChange: () => void) => queryClient.getQueryCache().subscribe(onChange), [queryClient]);
  const read = () => {
    const profile = queryClient.getQueryData<BusinessProfile | null>(BRAND_PROFILE_QUERY_KEY);
    return profile === undefined ? serverName : (profile?.businessName ?? null);
  };
  return useSyncExternalStore(subscribe, read, () => serverName);
}

/**
 * What the forms call after saving, so every reader of the profile sees the saved one (docs/product.md §4):
 * the saved profile at once, then the server's own answer. The refresh goes to the server itself: the query's
 * loader would answer from the browser copy, which after a create is the profile just written.
 */
export function brandProfileRefresh(queryClient: QueryClient) {
  async function refreshFromServer() {
    try {
      queryClient.setQueryData(BRAND_PROFILE_QUERY_KEY, await fetchBrandProfile());
    } catch {
      // The save itself succeeded and its profile stays shown; the API client has handled the failure.
    }
  }

  return {
    /** After a create: set to the new profile (query and browser copy), then refreshed from the server. */
    async created(profile: BusinessProfile) {
      // A load still under way must not land on top of the new profile.
      await queryClient.cancelQueries({ queryKey: BRAND_PROFILE_QUERY_KEY });
      writeBrandProfileCache(profile);
      queryClient.setQueryData(BRAND_PROFILE_QUERY_KEY, profile);
      await refreshFromServer();
    },
    /** After an update: the copy is dropped and the profile fetched again from the server. */
    async updated(profile: BusinessProfile) {
      await queryClient.cancelQueries({ queryKey: BRAND_PROFILE_QUERY_KEY });
      clearBrandProfileCache();
      queryClient.setQueryData(BRAND_PROFILE_QUERY_KEY, profile);
      await refreshFromServer();
    },
  };
}

export function useBrandProfileRefresh() {
  return brandProfileRefresh(useQueryClient());
}
