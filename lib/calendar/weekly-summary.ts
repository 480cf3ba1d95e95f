// The weekly summary, on Monday from 08:00 in the brand's zone: last week's posts that went out, the top one
// by engagement (read from Facebook now; a post whose figures can't be read is passed over), and the week
// ahead's scheduled posts and open slots, and (where the caller gives one) a suggestion: Insights' best time to
// post, passed in by the jobs that raise the summaries, since Insights stands above the calendar. Once per brand
// week, whichever runner or retry raises it.
import "server-only";
import { engagementScore, reportedFigures } from "@/lib/channels/engagement";
import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";
import { upcomingSlots } from "@/lib/calendar/upcoming-slots";
import { excerptOf } from "@/lib/format";
import { db } from "@/lib/db";
import { formatterFor } from "@/lib/format";
import { getPostEngagementForUser } from "@/lib/posts/get-post-engagement";
import { formatInZone } from "@/lib/time/zoned-time";
import { notify } from "@/lib/notifications/notify";

/** The summary is raised from this hour of the brand's Monday. */
const FROM_HOUR = 8;
/** Last week's posts whose engagement is read for the top one, newest first. */
const POSTS_WEIGHED = 10;

type Due = { userId: string; timeZone: string; week: string };

/** A line of advice for the owner's week ahead, or null for none. */
export type WeeklySuggestion = (userId: string, now: Date) => Promise<string | null>;

/** Brands whose Monday morning it is and whose summary for this week is not raised yet. */
function findDue(now: Date, limit: number): Promise<Due[]> {
  const at = now.toISOString();
  return db.$queryRaw<Due[]>`
    SELECT b."userId", b."timeZone", to_char(timezone(b."timeZone", ${at}::timestamptz), 'IYYY-"W"IW') AS "week"
    FROM "BusinessProfile" b
    WHERE extract(isodow FROM timezone(b."timeZone", ${at}::timestamptz)) = 1
      AND extract(hour FROM timezone(b."timeZone", ${at}::timestamptz)) >= ${FROM_HOUR}
      AND NOT EXISTS (
        SELECT 1 FROM "Notification" n
        WHERE n."userId" = b."userId"
          AND n."key" = 'weekly-summary:' || to_char(timezone(b."timeZone", ${at}::timestamptz), 'IYYY-"W"IW')
      )
    ORDER BY b."userId"
    LIMIT ${limit}`;
}

const plural = (n: number, one: string, many = `${one}s`) => formatterFor().count(n, one, many);

async function topPost(userId: string, posts: { id: number; content: string }[]) {
  let best: { content: string; score: number; line: string } | null = null;
  for (const post of posts.slice(0, POSTS_WEIGHED)) {
    const engagement = await getPostEngagementForUser(userId, post.id).catch(() => null);
    if (!engagement?.available) continue;
    const score = engagementScore(engagement);
    if (score > 0 && (!best || score > best.score)) {
      const figures = reportedFigures(engagement).map(({ count, one }) => plural(count, one));
      best = { content: post.content, score, line: `${figures.slice(0, -1).join(", ")} and ${figures.at(-1)}` };
    }
  }
  return best;
}

/** Raises one brand's summary for the week that began this Monday; true when this call raised it. */
export async function raiseWeeklySummary({ userId, timeZone, week }: Due, now: Date, suggest?: WeeklySuggestion): Promise<boolean> {
  const monday = startOfDay(new TZDate(now.getTime(), timeZone));
  const lastMonday = addDays(monday, -7);
  const [published, scheduled, slots, suggestion] = await Promise.all([
    db.post.findMany({
      where: {
        userId,
        status: { in: ["PUBLISHED", "PARTLY_PUBLISHED"] },
        publishedAt: { gte: new Date(lastMonday.getTime()), lt: new Date(monday.getTime()) },
      },
      orderBy: { publishedAt: "desc" },
      select: { id: true, content: true },
    }),
    db.post.count({ where: { userId, status: "SCHEDULED", scheduledTime: { gte: now, lt: new Date(addDays(monday, 7).getTime()) } } }),
    upcomingSlots(userId, now, 7),
    suggest ? suggest(userId, now) : null,
  ]);
  const top = published.length > 0 ? await topPost(userId, published) : null;
  const span = `${formatInZone(lastMonday, timeZone, "d MMMM")} to ${formatInZone(addDays(monday, -1), timeZone, "d MMMM")}`;
  const lines = [
    published.length > 0 ? `Last week (${span}), ${plural(published.length, "post")} went out.` : `No posts went out last week (${span}).`,
    ...(top ? [`Your top post was "${excerptOf(top.content).slice(0, 80)}", with ${top.line}.`] : []),
    ...(suggestion ? [suggestion] : []),
    slots.slots.length > 0 || scheduled > 0
      ? `The week ahead: ${plural(scheduled, "post")} scheduled and ${plural(slots.open, "open slot")}.${slots.open > 0 ? " Fill them from the calendar." : ""}`
      : "Nothing is scheduled for the week ahead. Set your posting slots on the calendar and Postloom keeps a queue for you.",
  ];
  return notify(userId, {
    kind: "WEEKLY_SUMMARY",
    key: `weekly-summary:${week}`,
    title: published.length > 0 ? `Your week on Postloom: ${plural(published.length, "post")} went out` : "Your week on Postloom",
    body: lines.join("\n"),
    link: "/calendar",
  });
}

/** Raises every summary that is due, batch after batch; resolves to how many were raised. */
export async function raiseWeeklySummaries({
  now = new Date(),
  batchSize = 200,
  suggest,
}: { now?: Date; batchSize?: number; suggest?: WeeklySuggestion } = {}): Promise<number> {
  let raised = 0;
  for (;;) {
    const due = await findDue(now, batchSize);
    let raisedNow = 0;
    for (const brand of due) {
      try {
        if (await raiseWeeklySummary(brand, now, suggest)) raisedNow++;
      } catch (error) {
        console.error(`[summary] the weekly summary of ${brand.userId} failed`, error);
      }
    }
    raised += raisedNow;
    // A batch that raised nothing would come back the same: what failed waits for the next round.
    if (due.length < batchSize || raisedNow === 0) return raised;
  }
}
