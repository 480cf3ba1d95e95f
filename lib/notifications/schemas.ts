// Notifications as the bell lists them (GET /api/notifications) and what marks them read: one shape, shared
// by the server, which writes it, and the client, whose types come from it.
import { z } from "zod";
import { MAX_ID } from "@/lib/validation/ids";

export const NOTIFICATION_KINDS = [
  "POST_FAILED",
  "POST_UNCONFIRMED",
  "CONNECTION_RECONNECT",
  "CONNECTION_EXPIRING",
  "POSTS_AT_RISK",
  "CREDITS_LOW",
  "CREDITS_USED_UP",
  "PAYMENT_FAILED",
  "WEEKLY_SUMMARY",
] as const;
export type NotificationKindName = (typeof NOTIFICATION_KINDS)[number];

/** How many notifications the bell lists, newest first. */
export const NOTIFICATIONS_LISTED = 30;

export const notificationViewSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where it leads in the app (a path). */
  link: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

export const notificationListSchema = z.object({ unread: z.number(), notifications: z.array(notificationViewSchema) });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/read: some notifications by id, or every one. */
export const markReadSchema = z.union(
  [
    z.strictObject({ ids: z.array(z.number().int().min(1).max(MAX_ID)).min(1, "Name at least one notification.").max(100, "At most 100 at a time.") }),
    z.strictObject({ all: z.literal(true) }),
  ],
  { error: "Send { ids: [...] } or { all: true }." },
);
export type MarkRead = z.infer<typeof markReadSchema>;
