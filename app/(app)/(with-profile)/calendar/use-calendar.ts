"use client";
// The calendar's data: the posts of the days shown (GET /api/calendar, in the brand's zone), and moving one
// (PATCH /api/post/{id}/schedule). The query sits under the posts' key, so any change to a post reloads it.
import { useQuery } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiClientError } from "@/lib/api/client";
import type { CalendarReply } from "@/lib/calendar/calendar-schema";
import { api } from "@/lib/client/api";
import type { Post } from "@/lib/client/post-types";
import { postKeys, useRefreshPosts } from "@/lib/client/use-posts";
import { describeScheduleTime } from "@/lib/publishing/schedule-time";

export function useCalendar(from: Date, to: Date) {
  return useQuery({
    queryKey: [...postKeys.all, "calendar", from.toISOString(), to.toISOString()],
    queryFn: async () => (await api.get<CalendarReply>("/api/calendar", { from: from.toISOString(), to: to.toISOString() })).object,
    refetchOnMount: "always",
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** Moves a scheduled post; says where it went, or why it could not. Resolves true when it moved. */
export function useMovePost(zone: string) {
  const refresh = useRefreshPosts();
  return async (postId: number, at: Date): Promise<boolean> => {
    try {
      await api.patch<Post>(`/api/post/${postId}/schedule`, { scheduledAt: at.toISOString() });
      toast.success(`Moved to ${describeScheduleTime(at, zone)}`);
      return true;
    } catch (error) {
      toast.error(error instanceof ApiClientError ? error.message : "Failed to move the post. Please try again.");
      return false;
    } finally {
      await refresh();
    }
  };
}
