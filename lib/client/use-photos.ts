"use client";
// The media library's pages (GET /api/photos), newest first, and deleting a photo.
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { PhotoPage } from "@/lib/media/schemas";
import { api } from "./api";

export const photoKeys = { all: ["photos"] as const };

export function usePhotoLibrary() {
  return useInfiniteQuery({
    queryKey: photoKeys.all,
    queryFn: async ({ pageParam }) => (await api.get<PhotoPage>("/api/photos", { after: pageParam })).object,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    refetchOnMount: "always",
    staleTime: 0,
  });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.delete<null>(`/api/photos/${id}`)).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoKeys.all }),
  });
}
