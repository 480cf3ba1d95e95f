"use client";
// Post queries. Post lists always refetch when a screen opens (docs/product.md §9 overrides the global defaults).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "./api";
import type { Post, PostListReply, PostStats } from "./post-types";

export const postKeys = {
  all: ["posts"] as const,
  list: (params: { pageNo: number; status?: string }) => ["posts", "list", params] as const,
  recent: ["posts", "recent"] as const,
  stats: ["posts", "stats"] as const,
};

export function usePostList(params: { pageNo: number; status?: string }) {
  return useQuery({
    queryKey: postKeys.list(params),
    queryFn: async () => (await api.get<PostListReply>("/api/post", { pageNo: params.pageNo, pageSize: 10, status: params.status })).object,
    refetchOnMount: "always",
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

export function useRecentPosts() {
  return useQuery({
    queryKey: postKeys.recent,
    queryFn: async () => (await api.get<{ postList: Post[] }>("/api/post/recent")).object.postList,
    refetchOnMount: "always",
    staleTime: 0,
    gcTime: 0,
  });
}

/** One post as the server holds it now (GET /api/post/{id}); under the posts' key, so a change to any post reads it again. */
export function usePost(id: number | null) {
  return useQuery({
    queryKey: [...postKeys.all, "one", id],
    queryFn: async () => (await api.get<Post>(`/api/post/${id}`)).object,
    enabled: id !== null,
    staleTime: 0,
  });
}

export function usePostStats() {
  return useQuery({
    queryKey: postKeys.stats,
    queryFn: async () => (await api.get<PostStats>("/api/post/stats")).object,
    refetchOnMount: "always",
    staleTime: 0,
  });
}

/** After a change to any post, every list, the recent posts and the stats load again. */
export function useRefreshPosts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: postKeys.all });
}
