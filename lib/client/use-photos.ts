"use client";
// The media library's pages (GET /api/photos), newest first and narrowed by a search and a tag; a photo's
// details changed, and its alt text suggested; photos deleted, one or several at once, or tagged together.
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiClientError } from "@/lib/api/client";
import { ANY_PHOTO } from "@/lib/media/photo-fields";
import type { Photo, PhotoBulk, PhotoChange, PhotoFilter, PhotoPage, PhotoUse } from "@/lib/media/schemas";
import { api } from "./api";
import { useRefreshSubscriptionDetails } from "./subscription-details";

export const photoKeys = { all: ["photos"] as const, list: (filter: PhotoFilter) => ["photos", filter] as const };

export function usePhotoLibrary(filter: PhotoFilter = ANY_PHOTO) {
  return useInfiniteQuery({
    queryKey: photoKeys.list(filter),
    queryFn: async ({ pageParam }) =>
      (
        await api.get<PhotoPage>("/api/photos", {
          after: pageParam,
          q: filter.search ?? undefined,
          tag: filter.tag ?? undefined,
          used: filter.used === null ? undefined : String(filter.used),
          origin: filter.origin ?? undefined,
        })
      ).object,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    refetchOnMount: "always",
    staleTime: 0,
    // While a search is typed, the photos shown stay until the new ones come.
    placeholderData: (previous) => previous,
  });
}

/** Invalidates every page of every filter once the change has settled. */
function usePhotoMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.all }) });
}

/** Deletes a photo; one that posts still to go out carry is refused (inUseOf names them) unless `confirm`. */
export const useDeletePhoto = () =>
  usePhotoMutation(
    async ({ id, confirm }: { id: string; confirm: boolean }) =>
      (await api.delete<null>(`/api/photos/${id}`, undefined, confirm ? { confirm: "true" } : undefined)).message,
  );

/** The posts still to go out that a refused delete named: the owner is asked, and may delete anyway. */
export function inUseOf(error: unknown): PhotoUse[] | null {
  if (!(error instanceof ApiClientError) || error.code !== "CONFLICT") return null;
  const inUse = (error.object as { inUse?: PhotoUse[] } | null)?.inUse;
  return Array.isArray(inUse) && inUse.length ? inUse : null;
}

export const useChangePhoto = () =>
  usePhotoMutation(async ({ id, change }: { id: string; change: PhotoChange }) => (await api.patch<Photo>(`/api/photos/${id}`, change)).object);

export const useChangePhotos = () => usePhotoMutation(async (bulk: PhotoBulk) => (await api.post<{ count: number }>("/api/photos/bulk", bulk)).message);

/** The writer's alt text for a photo, for the owner to check (nothing is saved; its tokens cost credits). */
export function useSuggestAltText() {
  const refreshCredits = useRefreshSubscriptionDetails();
  return useMutation({
    mutationFn: async (id: string) => (await api.post<{ altText: string }>(`/api/photos/${id}/alt-text`)).object,
    onSettled: refreshCredits,
  });
}
