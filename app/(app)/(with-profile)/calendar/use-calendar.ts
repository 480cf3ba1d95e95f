"use client";
// The calendar's data: the posts of the days shown (GET /api/calendar, in the brand's zone), moving one
// (PATCH /api/post/{id}/schedule), the posting slots and the queue, and the drafts tray.
// The queries of posts sit under the posts' key, so any change to a post reloads them.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiClientError } from "@/lib/api/client";
import type { CalendarReply } from "@/lib/calendar/schemas/calendar";
import { type PostingSlot, type PostingSlotsReply, type QueueReply, type QueueSwapReply } from "@/lib/calendar/schemas/slots";
import { DEFAULT_QUEUE_DAYS } from "@/lib/calendar/calendar-limits";
import { api } from "@/lib/client/api";
import type { Post, PostListReply } from "@/lib/client/post-types";
import { postKeys, useRefreshPosts } from "@/lib/client/use-posts";
import { describeScheduleTime } from "@/lib/publishing/schedule-time";

const POSTING_SLOTS_KEY = ["posting-slots"] as const;
/** How many drafts the tray lists, newest first. */
export const DRAFTS_SHOWN = 20;

export function useCalendar(from: Date, to: Date) {
  return useQuery({
    queryKey: [...postKeys.all, "calendar", from.toISOString(), to.toISOString()],
    queryFn: async () => (await api.get<CalendarReply>("/api/calendar", { from: from.toISOString(), to: to.toISOString() })).object,
    refetchOnMount: "always",
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** Runs a change to posts, says how it went, and reloads every post query. Resolves true when it went through. */
function useChangePosts() {
  const refresh = useRefreshPosts();
  return async (change: () => Promise<string>, failure: string): Promise<boolean> => {
    try {
      toast.success(await change());
      return true;
    } catch (error) {
      toast.error(error instanceof ApiClientError ? error.message : failure);
      return false;
    } finally {
      await refresh();
    }
  };
}

/** Moves a scheduled post; says where it went, or why it could not. Resolves true when it moved. */
export function useMovePost(zone: string) {
  const change = useChangePosts();
  return (postId: number, at: Date) =>
    change(async () => {
      await api.patch<Post>(`/api/post/${postId}/schedule`, { scheduledAt: at.toISOString() });
      return `Moved to ${describeScheduleTime(at, zone)}`;
    }, "Failed to move the post. Please try again.");
}

/** The slots of the next `days` days with their posts (GET /api/calendar/queue); under the posts' key, like the calendar. */
export function useQueue(days = DEFAULT_QUEUE_DAYS) {
  return useQuery({
    queryKey: [...postKeys.all, "queue", days],
    queryFn: async () => (await api.get<QueueReply>("/api/calendar/queue", { days })).object,
    refetchOnMount: "always",
    staleTime: 0,
  });
}

/** The weekly posting slots (GET /api/calendar/slots). */
export function usePostingSlots() {
  return useQuery({
    queryKey: POSTING_SLOTS_KEY,
    queryFn: async () => (await api.get<PostingSlotsReply>("/api/calendar/slots")).object,
    staleTime: 0,
  });
}

/** Saves the week's slots; the queue (under the posts' key) reads them again. */
export function useSavePostingSlots() {
  const queryClient = useQueryClient();
  const refresh = useRefreshPosts();
  return async (slots: PostingSlot[]) => {
    const reply = await api.put<PostingSlotsReply>("/api/calendar/slots", { slots });
    queryClient.setQueryData(POSTING_SLOTS_KEY, reply.object);
    toast.success(reply.message ?? "Posting slots saved");
    await refresh();
    return reply.object;
  };
}

/** Two queued posts trade times. Resolves true when they did. */
export function useSwapQueued() {
  const change = useChangePosts();
  return (a: number, b: number) =>
    change(async () => {
      await api.post<QueueSwapReply>("/api/calendar/queue/swap", { postIds: [a, b] });
      return "Swapped: each post now goes out at the other's time";
    }, "Failed to reorder the queue. Please try again.");
}

/** The newest drafts (posts without a date), for the calendar's tray. */
export function useDrafts() {
  return useQuery({
    queryKey: [...postKeys.all, "drafts", DRAFTS_SHOWN],
    queryFn: async () => (await api.get<PostListReply>("/api/post", { status: "GENERATED", pageSize: DRAFTS_SHOWN })).object,
    refetchOnMount: "always",
    staleTime: 0,
  });
}
