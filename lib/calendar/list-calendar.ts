// The posts of a date range for the calendar: each post with a date (scheduled, or published without a
// schedule) in [from, to), oldest first, with its targets. A range is at most MAX_CALENDAR_DAYS, so a reply
// stays small however many posts an account has; two indexes (user and scheduled time, user and published
// time) find them.
import "server-only";
import { db } from "@/lib/db";
import { calendarReplySchema, excerptOf, type CalendarQuery, type CalendarReply } from "./calendar-schema";

/** Posts that have a place on the calendar: drafts have none. */
const DATED = ["SCHEDULED", "PUBLISHED", "PARTLY_PUBLISHED", "FAILED", "UNCONFIRMED"] as const;

export async function listCalendar(userId: string, { from, to }: CalendarQuery): Promise<CalendarReply> {
  const rows = await db.post.findMany({
    where: {
      userId,
      status: { in: [...DATED] },
      OR: [{ scheduledTime: { gte: from, lt: to } }, { scheduledTime: null, publishedAt: { gte: from, lt: to } }],
    },
    select: {
      id: true,
      content: true,
      status: true,
      imageUrl: true,
      scheduledTime: true,
      publishedAt: true,
      platforms: { select: { platform: true, accountName: true, status: true }, orderBy: { id: "asc" } },
    },
  });
  const posts = rows
    .map(({ id, content, status, imageUrl, scheduledTime, publishedAt, platforms }) => ({
      id,
      excerpt: excerptOf(content),
      status,
      at: (scheduledTime ?? publishedAt)!.toISOString(),
      imageUrl,
      targets: platforms,
    }))
    .sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id);
  return calendarReplySchema.parse({ from: from.toISOString(), to: to.toISOString(), posts });
}
