// The bell: the newest notifications and how many are unread; marking them read. A notice about a connection's
// trouble is read against the connection as it is now (one join, as the bell is polled): once it works again,
// the notice says so and stops counting as unread.
import "server-only";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { connectionName } from "@/lib/channels/facts";
import { notificationListSchema, NOTIFICATIONS_LISTED, type MarkRead, type NotificationList } from "./schemas";

/** Unread, and not about a connection that works again. */
const unreadOf = (userId: string): Prisma.NotificationWhereInput => ({
  userId,
  readAt: null,
  OR: [{ connectionId: null }, { connection: { is: { health: { not: "HEALTHY" } } } }],
});

/** The bell's list and unread count, read under `who`'s scope in one statement. */
export async function listNotifications(who: string | ReadScope): Promise<NotificationList> {
  const scope = scopeOf(who);
  const user = await db.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: {
      notifications: {
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: NOTIFICATIONS_LISTED,
        select: {
          id: true,
          kind: true,
          title: true,
          body: true,
          link: true,
          createdAt: true,
          readAt: true,
          connection: { select: { platform: true, accountName: true, health: true } },
        },
      },
      _count: { select: { notifications: { where: unreadOf(scope.userId) } } },
    },
  });
  if (!user) throw scope.gone();
  const [rows, unread] = [user.notifications, user._count.notifications];
  return notificationListSchema.parse({
    unread,
    notifications: rows.map(({ createdAt, readAt, connection, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      read: readAt !== null,
      resolution: connection?.health === "HEALTHY" ? `${connectionName(connection)} is connected and working again.` : null,
    })),
  });
}

/** Marks the user's notifications read (ids of anyone else's are passed over); resolves to how many unread remain. */
export async function markNotificationsRead(userId: string, which: MarkRead): Promise<number> {
  await db.notification.updateMany({ where: { userId, readAt: null, ...("ids" in which && { id: { in: which.ids } }) }, data: { readAt: new Date() } });
  return db.notification.count({ where: unreadOf(userId) });
}
