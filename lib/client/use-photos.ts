"use client";
// The media library's pages (GET /api/photos), newest first and narrowed by a search and a tag; a photo's
// details changed, and its alt text suggested; photos deleted, one or several at once, or tagged together.
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Photo, PhotoBulk, PhotoChange, PhotoFilter, PhotoPage } from "@/lib/media/schemas";
import { api } from "./api";
import { useRefreshSubscriptionDetails } from "./subscription-details";

export const photoKeys = { all: ["photos"] as const, list: (filter: PhotoFilter) => ["photos", filter] as const };

export function usePhotoLibrary(filter: PhotoFilter = { search: null, tag: null }) {
  return useInfiniteQuery({
    queryKey: photoKeys.list(filter),
    queryFn: async ({ pageParam }) =>
      (await api.get<PhotoPage>("/api/photos", { after: pageParam, q: filter.search ?? undefined, tag: filter.tag ?? undefined })).object,
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

export const useDeletePhoto = () => usePhotoMutation(async (id: string) => (await api.delete<null>(`/api/photos/${id}`)).message);

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
