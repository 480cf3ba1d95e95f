// Raising a notification: once per key, whatever retries the job that raises it. The bell lists it at once;
// its email goes out from the outbox (lib/notifications/send-emails.ts).
import "server-only";
import { db, type DbTransaction } from "@/lib/db";
import type { NotificationKindName } from "./schemas";

export type NewNotification = {
  kind: NotificationKindName;
  /** What makes it one notification, e.g. `post-failed:42`. */
  key: string;
  title: string;
  body: string;
  link: string;
  /** The connection a notice of its trouble is about (the bell reads whether it works again). */
  connectionId?: number;
};

/** Raises it unless one with its key exists for the user; true when this call raised it. */
export async function notify(userId: string, notification: NewNotification, tx: DbTransaction = db): Promise<boolean> {
  const { count } = await tx.notification.createMany({ data: [{ userId, ...notification }], skipDuplicates: true });
  return count === 1;
}
