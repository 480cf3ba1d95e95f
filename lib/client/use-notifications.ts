"use client";
// The bell's notifications (GET /api/notifications), looked at again every minute and when the window comes
// back into focus, and marking them read (at once on screen, then on the server).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MarkRead, NotificationList, NotificationView } from "@/lib/notifications/schemas";
import { api } from "./api";

export const NOTIFICATIONS_KEY = ["notifications"] as const;

/** What the bell counts: not read, and its trouble not over (the server's `unread` counts the same). */
export const isUnread = (notification: NotificationView) => !notification.read && notification.resolution === null;

export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: async () => (await api.get<NotificationList>("/api/notifications")).object,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: MarkRead) => api.post<{ unread: number }>("/api/notifications/read", which),
    onMutate: (which) => {
      // Read at once on screen; the server's answer follows.
      queryClient.setQueryData<NotificationList>(NOTIFICATIONS_KEY, (list) => {
        if (!list) return list;
        const marked = (id: number) => "all" in which || which.ids.includes(id);
        const flipped = list.notifications.filter((n) => isUnread(n) && marked(n.id)).length;
        return {
          unread: "all" in which ? 0 : Math.max(0, list.unread - flipped),
          notifications: list.notifications.map((n) => (marked(n.id) ? { ...n, read: true } : n)),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** After something that may have raised a notification (a check, a publish): look again now, not in a minute. */
export function useRefreshNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
}
