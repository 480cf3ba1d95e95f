// What the Insights page says in words (docs/insights.md, "The page's figures"): each figure against the period
// before, and a one-line reading of each chart. Pure, shared by the page (server-rendered) and its charts.
import { WEEKDAY_NAMES } from "@/lib/calendar/calendar-limits";
import { POST_KIND_LABELS, POST_KINDS, type PostKind } from "@/lib/writing/post-kinds";
import { INDUSTRY_LABELS, type Industry } from "@/lib/writing/vocabulary";
import type { InsightsReply } from "./schemas";

const POST_TYPE_LABELS: Record<string, string> = { SOCIAL_MEDIA_AD: "Social posts", BLOG: "Blog posts", EMAIL: "Emails", OTHER: "Written by hand" };

/** A kind of post in the owner's words: the plan's kinds, the generator's post types, or "Written by hand". */
export function kindLabel(kind: string): string {
  return (POST_KINDS as readonly string[]).includes(kind) ? POST_KIND_LABELS[kind as PostKind] : (POST_TYPE_LABELS[kind] ?? kind);
}

/** The plural a kind is spoken of in a sentence: "tips", "offers", "posts written by hand". */
function kindPlural(kind: string): string {
  const label = kindLabel(kind);
  if (kind === "BEHIND_THE_SCENES") return "behind-the-scenes posts";
  if (kind === "OTHER") return "posts written by hand";
  if (kind === "CUSTOMER_STORY") return "customer stories";
  return label.endsWith("s") ? label.toLowerCase() : `${label.toLowerCase()}s`;
}

/** What the outline says on an item of a kind that does well for the owner: "Tips do well for you". */
export function doesWellText(kind: string): string {
  const plural = kindPlural(kind);
  return `${plural.charAt(0).toUpperCase()}${plural.slice(1)} do well for you`;
}

/** Whose general times a default gives, in words: "food and drink businesses", "small businesses". */
export const industryBusinesses = (industry: Industry) => (industry === "other" ? "small businesses" : `${INDUSTRY_LABELS[industry].toLowerCase()} businesses`);

/** A weekday (1 Monday … 7 Sunday) by name. */
export const weekdayName = (weekday: number) => WEEKDAY_NAMES[weekday - 1]!;

/** An hour of the day as a shop owner says it: "9 am", "12 pm", "6 pm". */
export const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? "am" : "pm"}`;

/** "+18% vs the 28 days before", "−5% vs …", "Same as …", or what there is to say without a figure before. */
export function comparedText(value: number | null, previous: number | null, days: number): string {
  const before = `the ${days === 1 ? "day" : `${days} days`} before`;
  if (value === null) return "";
  if (previous === null || previous === 0) return value === 0 ? `None in ${before} either` : `None in ${before}`;
  const change = Math.round(((value - previous) / Math.abs(previous)) * 100);
  if (change === 0) return `Same as ${before}`;
  return `${change > 0 ? "+" : "−"}${Math.abs(change)}% vs ${before}`;
}

/** How many times `a` is `b`, in words: "twice", "three times", "1.4 times". */
function times(a: number, b: number): string {
  const ratio = a / b;
  if (Math.abs(ratio - 2) < 0.15) return "twice";
  if (Math.abs(ratio - 3) < 0.2) return "three times";
  return `${ratio >= 10 ? Math.round(ratio) : Math.round(ratio * 10) / 10} times`;
}

/** Engagement a post, of a row of the reply (0 without posts). */
export const perPost = (row: { posts: number; engagement: number }) => (row.posts ? row.engagement / row.posts : 0);

/** Whether the best row does within a tenth of the least (both engaged): then no row is named the best. */
const aboutEven = (best: { posts: number; engagement: number }, worst: { posts: number; engagement: number }) =>
  perPost(worst) > 0 && perPost(best) / perPost(worst) < 1.1;

/** The kinds' chart in a line: "Your tips get twice the engagement of your offers." */
export function kindReading(byKind: InsightsReply["byKind"]): string {
  const ranked = byKind.filter((row) => row.posts > 0);
  if (ranked.length === 0) return "No posts went out in this range yet.";
  const [best] = ranked;
  const worst = ranked.at(-1)!;
  if (ranked.length === 1 || perPost(worst) === 0 || best === worst)
    return `Your ${kindPlural(best!.kind)} get ${Math.round(perPost(best!))} interactions a post.`;
  if (aboutEven(best!, worst)) return "Every kind of post does about as well as the others.";
  return `Your ${kindPlural(best!.kind)} get ${times(perPost(best!), perPost(worst))} the engagement of your ${kindPlural(worst.kind)}.`;
}

/** The heatmap in a line: "Your posts on Tuesday at 9 am do best." */
export function heatmapReading(heatmap: InsightsReply["heatmap"]): string {
  const best = [...heatmap].sort((a, b) => perPost(b) - perPost(a) || b.posts - a.posts)[0];
  if (!best || perPost(best) === 0) return "Post a few times to see which days and hours do best.";
  return `Your posts on ${weekdayName(best.weekday)} at ${hourLabel(best.hour)} do best, with ${Math.round(perPost(best))} interactions a post.`;
}

/** The channels' chart in a line. */
export function channelReading(byChannel: InsightsReply["byChannel"], label: (channel: string) => string): string {
  const ranked = [...byChannel].filter((row) => row.posts > 0).sort((a, b) => perPost(b) - perPost(a));
  if (ranked.length === 0) return "No posts went out in this range yet.";
  if (ranked.length === 1) return `All of this range's posts went to ${label(ranked[0]!.channel)}.`;
  const best = ranked[0]!;
  const worst = ranked.at(-1)!;
  if (aboutEven(best, worst)) return `Every channel does about as well as the others: about ${Math.round(perPost(best))} interactions a post.`;
  return `${label(best.channel)} gets the most engagement a post: ${Math.round(perPost(best))}, against ${Math.round(perPost(worst))} on ${label(worst.channel)}.`;
}

/** The series in a line: its busiest day. */
export function seriesReading(series: InsightsReply["series"], formatDay: (day: string) => string): string {
  const best = [...series].sort((a, b) => b.engagement - a.engagement)[0];
  if (!best || best.engagement === 0) return "Nothing to show for this range yet.";
  return `Posts from ${formatDay(best.day)} drew the most engagement: ${best.engagement}.`;
}
