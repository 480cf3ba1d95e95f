"use client";
// The top bar's bell: how many notifications are unread, and the newest of them in a popover, each leading
// to the post or connection it is about (opening one marks it read). Looked at again every minute and when
// the window comes back into focus.
import { Bell, CircleCheck } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { LoadFailed } from "@/components/load-failed";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { timeAgo } from "@/lib/client/time-ago";
import { isUnread, useMarkRead, useNotifications } from "@/lib/client/use-notifications";
import type { NotificationView } from "@/lib/notifications/schemas";
import { cn } from "@/lib/utils";

export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data, isPending, isError, refetch } = useNotifications();
  const markRead = useMarkRead();
  const unread = data?.unread ?? 0;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative size-11" aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}>
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              data-testid="unread-count"
              className="absolute top-1.5 right-1.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white"
            >
              {unread > 9 ? "9+" : unread}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(92vw,24rem)] p-0" aria-label="Notifications">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <h2 className="font-semibold">Notifications</h2>
          {unread > 0 && (
            <Button variant="ghost" size="sm" className="h-9" onClick={() => markRead.mutate({ all: true })}>
              Mark all read
            </Button>
          )}
        </div>
        <div className="max-h-[min(70vh,28rem)] overflow-y-auto">
          {isPending ? (
            <div aria-hidden="true" className="space-y-3 p-4">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ) : isError ? (
            <LoadFailed what="your notifications" onRetry={() => void refetch()} className="p-4" />
          ) : data.notifications.length === 0 ? (
            <p className="p-6 text-center text-sm text-muted-foreground">
              You&apos;re all caught up. We&apos;ll tell you here when a post fails or a connection needs you.
            </p>
          ) : (
            <ul aria-label="Notifications" className="divide-y">
              {data.notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={() => {
                    if (!notification.read) markRead.mutate({ ids: [notification.id] });
                    setOpen(false);
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}

/** One notice, leading to what it is about; a notice whose trouble is over says so and is not counted unread. */
function NotificationItem({ notification, onOpen }: { notification: NotificationView; onOpen: () => void }) {
  const unread = isUnread(notification);
  return (
    <li data-testid="notification" data-read={!unread}>
      <Link
        href={notification.link}
        className="block px-4 py-3 outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        onClick={onOpen}
      >
        <p className={cn("flex items-start gap-2 text-sm", unread && "font-semibold")}>
          {unread && <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />}
          <span>
            {notification.title}
            {unread && <span className="sr-only"> (unread)</span>}
          </span>
        </p>
        {notification.resolution && (
          <p className="mt-1 flex items-start gap-1.5 text-sm font-medium text-success">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>Resolved: {notification.resolution}</span>
          </p>
        )}
        <p className="mt-1 line-clamp-3 text-sm text-muted-foreground">{notification.body}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          <time dateTime={notification.createdAt} title={new Date(notification.createdAt).toLocaleString()}>
            {timeAgo(notification.createdAt)}
          </time>
        </p>
      </Link>
    </li>
  );
}
