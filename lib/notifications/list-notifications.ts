// The bell: the newest notifications and how many are unread; marking them read.
import "server-only";
import { db } from "@/lib/db";
import { notificationListSchema, NOTIFICATIONS_LISTED, type MarkRead, type NotificationList } from "./schemas";

export async function listNotifications(userId: string): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    db.notification.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: NOTIFICATIONS_LISTED,
      select: { id: true, kind: true, title: true, body: true, link: true, createdAt: true, readAt: true },
    }),
    db.notification.count({ where: { userId, readAt: null } }),
  ]);
  return notificationListSchema.parse({
    unread,
    notifications: rows.map(({ createdAt, readAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString(), read: readAt !== null })),
  });
}

/** Marks the user's notifications read (ids of anyone else's are passed over); resolves to how many unread remain. */
export async function markNotificationsRead(userId: string, which: MarkRead): Promise<number> {
  await db.notification.updateMany({ where: { userId, readAt: null, ...("ids" in which && { id: { in: which.ids } }) }, data: { readAt: new Date() } });
  return db.notification.count({ where: { userId, readAt: null } });
}
