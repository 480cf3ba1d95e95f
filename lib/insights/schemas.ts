// GET /api/insights: its query and its reply, one schema each; the server answers through the reply's, and the
// browser's types are inferred from it. Shared with the browser (the page's range picker and filters).
import { z } from "zod";
import { CHANNEL_KEYS } from "@/lib/channels/facts";
import { daysBetween } from "@/lib/time/calendar-day";
import { boundedDay } from "@/lib/time/date-limits";

/** The ranges the picker offers, in days ending today; any other range is a custom one. */
export const INSIGHT_RANGES = [7, 28, 90] as const;
/** The longest range asked for at once: a year and a day. */
export const MAX_INSIGHT_DAYS = 366;

const CHANNELS_MESSAGE = `channels must be a comma-separated list of ${CHANNEL_KEYS.join(", ")}.`;

export const insightsQuerySchema = z
  .object({
    from: boundedDay("from must be a day, e.g. 2026-11-01."),
    to: boundedDay("to must be a day, e.g. 2026-11-28."),
    /** Comma-separated channel keys; none (or empty) means every channel. */
    channels: z
      .string({ error: CHANNELS_MESSAGE })
      .max(200, CHANNELS_MESSAGE)
      .optional()
      .transform((value, context) => {
        const keys = [...new Set((value ?? "").split(",").filter(Boolean))];
        if (keys.some((key) => !(CHANNEL_KEYS as readonly string[]).includes(key))) {
          context.addIssue({ code: "custom", message: CHANNELS_MESSAGE });
          return z.NEVER;
        }
        return (keys.length ? keys : [...CHANNEL_KEYS]) as (typeof CHANNEL_KEYS)[number][];
      }),
  })
  .superRefine(({ from, to }, context) => {
    if (typeof from !== "string" || typeof to !== "string") return;
    const days = daysBetween(from, to) + 1;
    if (days < 1) context.addIssue({ code: "custom", message: "to must be on or after from.", path: ["to"] });
    else if (days > MAX_INSIGHT_DAYS) context.addIssue({ code: "custom", message: `Ask for at most ${MAX_INSIGHT_DAYS} days at a time.`, path: ["to"] });
  });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** The query of GET /api/insights and of its export, from the address's parameters. */
export const insightsQueryFrom = (params: URLSearchParams) =>
  insightsQuerySchema.parse({ from: params.get("from") ?? undefined, to: params.get("to") ?? undefined, channels: params.get("channels") ?? undefined });

const count = z.number().int().nonnegative();
/** A figure of the range, beside the one of the period of equal length just before it (null where there is none). */
const compared = <T extends z.ZodType>(figure: T) => z.strictObject({ value: figure, previous: figure });
const channel = z.enum(CHANNEL_KEYS);

export const rankedPostSchema = z.strictObject({
  id: z.number().int(),
  excerpt: z.string(),
  deliveredAt: z.iso.datetime(),
  channels: z.array(channel),
  kind: z.string(),
  reach: count.nullable(),
  engagement: count,
});
export type RankedPost = z.infer<typeof rankedPostSchema>;

export const insightsReplySchema = z.strictObject({
  from: z.iso.date(),
  to: z.iso.date(),
  /** The first day of the period compared against. */
  previousFrom: z.iso.date(),
  /** The brand's time zone, whose days and hours the figures are counted in. */
  timeZone: z.string(),
  channels: z.array(channel),
  cards: z.strictObject({
    posts: compared(count),
    reach: compared(count.nullable()),
    /** Engagement over reach, of the posts whose channel reports reach; null without any. */
    engagementRate: compared(z.number().nonnegative().nullable()),
    /** Followers gained (or lost) over the period, where the channels count them; null where none does. */
    newFollowers: compared(z.number().int().nullable()),
  }),
  /** Every day of the range, with what went out that day and what it has done since. */
  series: z.array(z.strictObject({ day: z.iso.date(), posts: count, reach: count, engagement: count })),
  /** By weekday (1 Monday … 7 Sunday) and hour, the cells with posts: how many, and their engagement in all. */
  heatmap: z.array(z.strictObject({ weekday: z.number().int().min(1).max(7), hour: z.number().int().min(0).max(23), posts: count, engagement: count })),
  byKind: z.array(z.strictObject({ kind: z.string(), posts: count, engagement: count })),
  byChannel: z.array(z.strictObject({ channel, posts: count, reach: count.nullable(), engagement: count })),
  /** The range's posts that did best and least well, by engagement on all their channels. */
  top: z.array(rankedPostSchema),
  bottom: z.array(rankedPostSchema),
});
export type InsightsReply = z.infer<typeof insightsReplySchema>;

/** GET /api/insights/best-times: up to 7 weekly slots, from the owner's results or (too few) their industry's. */
export const bestTimesReplySchema = z.strictObject({
  timeZone: z.string(),
  /** The brand's industry, whose general times a suggestion of "industry" gives. */
  industry: z.string(),
  /**
   * "yours": from the owner's own posts; "industry": a general default, for want of enough of them; "even": a general
   * default, since no time of the owner's stands out from the others.
   */
  basis: z.enum(["yours", "industry", "even"]),
  /** How sure the suggestion is (null for a general default). */
  sureness: z.enum(["high", "medium", "low"]).nullable(),
  /** The posts (one per channel each went to) the suggestion looked at. */
  postsConsidered: count,
  slots: z.array(
    z.strictObject({
      weekday: z.number().int().min(1).max(7),
      time: z.string(),
      /** How many times the median post's engagement this slot's posts had; null for a general default. */
      lift: z.number().nullable(),
      posts: count,
    }),
  ),
});
export type BestTimesReply = z.infer<typeof bestTimesReplySchema>;
