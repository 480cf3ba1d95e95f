// GET /api/calendar/queue: the user's slots over the next `days` days (the brand's calendar days), each at
// its instant in the brand's time zone, with the scheduled posts at that instant (none: an open slot), and
// which of those posts are at risk (the calendar's reply says).
import "server-only";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import type { PostsAtRisk } from "@/lib/posts/schemas/post";
import type { CalendarEntry } from "@/lib/calendar/schemas/calendar";
import { listCalendar } from "./list-calendar";
import { listPostingSlots } from "./list-posting-slots";
import { daysAfter, slotInstants } from "./slot-instants";
import { queueReplySchema, type QueueReply } from "@/lib/calendar/schemas/slots";

/** Its first statement (the slots) holds `who`'s scope. */
export async function upcomingSlots(who: string | ReadScope, from: Date, days: number): Promise<QueueReply> {
  const { userId } = scopeOf(who);
  const { timeZone, slots } = await listPostingSlots(who);
  const to = daysAfter(from, days, timeZone);
  const instants = slotInstants(slots, timeZone, from, to);
  const scheduled = new Map<string, CalendarEntry[]>();
  let atRisk: PostsAtRisk = {};
  if (instants.length > 0) {
    // The calendar's range is [from, to): one millisecond on takes in a post at the last slot.
    const range = { from: instants[0]!.at, to: new Date(instants.at(-1)!.at.getTime() + 1) };
    const calendar = await listCalendar(userId, range, "every post");
    for (const post of calendar.posts) {
      if (post.status === "SCHEDULED") scheduled.set(post.at, [...(scheduled.get(post.at) ?? []), post]);
    }
    atRisk = calendar.atRisk;
  }
  const queue = instants.map(({ at, ...slot }) => ({ ...slot, at: at.toISOString(), posts: scheduled.get(at.toISOString()) ?? [] }));
  const queued = new Set(queue.flatMap((slot) => slot.posts.map((post) => String(post.id))));
  return queueReplySchema.parse({
    timeZone,
    from: from.toISOString(),
    to: to.toISOString(),
    open: queue.filter((slot) => slot.posts.length === 0).length,
    slots: queue,
    atRisk: Object.fromEntries(Object.entries(atRisk).filter(([id]) => queued.has(id))),
  });
}
