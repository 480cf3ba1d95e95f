// POST /api/plans: an outline for the open posting slots of a range of days in the brand's zone (issue 21,
// step 1). Nothing is written or charged yet: the owner edits the outline first.
// - Open slots: the weekly slots' instants in the range (from now on), less those a scheduled or proposed post
//   holds, or an item of another plan in hand.
// - Occasions: the public holidays of the brand's country and region (the time zone's country until the
//   profile names one), on the brand's own days.
// - Themes: none of the owner's recent posts' (60 days), none twice in the range.
// - Kinds: those that did best for the owner take more of the slots (docs/insights.md, "The plan").
import "server-only";
import { picturesNeededBy } from "@/lib/channels/facts";
import { AppError } from "@/lib/api/errors";
import { listPostingSlots } from "@/lib/calendar/list-posting-slots";
import { slotInstants } from "@/lib/calendar/slot-instants";
import { db } from "@/lib/db";
import { favouredKinds } from "@/lib/insights/favoured-kinds";
import { compareDays } from "@/lib/time/calendar-day";
import { assertWithinReach } from "@/lib/time/date-limits";
import { startOfDayIn, wallTimeOf } from "@/lib/time/zoned-time";
import { dayAfter } from "@/lib/calendar/calendar-days";
import { buildOutline, type OutlineItem } from "./build-outline";
import { loadPlan } from "./load-plan";
import { countryOfTimeZone, publicHolidays } from "./occasions";
import { type CreatePlanInput, type Plan } from "@/lib/planning/schemas";
import { PLAN_MESSAGES, THEME_MAX } from "./plan-limits";
import { planTargets } from "./plan-targets";

/** How far back the owner's themes are looked at, so a plan does not repeat them. */
export const RECENT_THEMES_DAYS = 60;
/** Plan items still in hand: their slots are taken. */
export const ITEMS_IN_HAND = ["OUTLINED", "QUEUED", "WRITING"] as const;

/** Themes of the owner's recent posts and plans: the outline proposes none of them again. */
async function recentThemes(userId: string, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - RECENT_THEMES_DAYS * 86_400_000);
  const [items, posts] = await Promise.all([
    db.planItem.findMany({ where: { userId, createdAt: { gte: since } }, select: { theme: true } }),
    db.post.findMany({
      where: { userId, createdAt: { gte: since }, request: { not: { equals: null } } },
      select: { request: true },
      orderBy: { createdAt: "desc" },
      take: 200,
    }),
  ]);
  const described = posts
    .map(({ request }) => (request as { description?: unknown } | null)?.description)
    .filter((d): d is string => typeof d === "string" && d.trim() !== "");
  return [...items.map((item) => item.theme), ...described];
}

/** A photo's alt text as an item's theme: its first words, within what a theme may hold. */
function themeOf(altText: string): string {
  const characters = Array.from(altText.trim());
  return characters.length <= THEME_MAX
    ? characters.join("")
    : `${characters
        .slice(0, THEME_MAX - 1)
        .join("")
        .trimEnd()}…`;
}

/**
 * "Use my photos first": the owner's ready photos (uploaded, not the AI's) no post uses and no outline holds,
 * newest first, that say what they show (their alt text is the item's theme), at most `count`.
 */
function unusedPhotos(userId: string, count: number) {
  return db.photo.findMany({
    where: {
      userId,
      status: "READY",
      origin: "UPLOADED",
      altText: { not: "" },
      posts: { none: {} },
      planItems: { none: { postId: null, status: { in: [...ITEMS_IN_HAND] } } },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: count,
    select: { id: true, altText: true },
  });
}

/** The everyday items, in order, each take the next photo, and its alt text as their theme; a dated occasion keeps its own. */
function withPhotos(outline: OutlineItem[], photos: { id: string; altText: string }[]) {
  let next = 0;
  return outline.map(({ at, kind, theme, occasion }) => {
    const photo = kind === "SEASONAL" ? undefined : photos[next++];
    return { at, kind, occasion, theme: photo ? themeOf(photo.altText) : theme, photoId: photo?.id ?? null };
  });
}

export async function createPlan(userId: string, input: CreatePlanInput, now: () => Date = () => new Date()): Promise<Plan> {
  const at = now();
  const profile = await db.businessProfile.findUnique({
    where: { userId },
    select: { businessName: true, industry: true, timeZone: true, country: true, region: true },
  });
  if (!profile) throw new AppError("BUSINESS_NOT_FOUND");
  const zone = profile.timeZone;
  if (compareDays(input.from, wallTimeOf(at, zone).date) < 0)
    throw new AppError("VALIDATION_ERROR", PLAN_MESSAGES.past, { fieldErrors: { from: [PLAN_MESSAGES.past] } });
  const end = new Date(startOfDayIn(dayAfter(input.to), zone).getTime() - 1);
  assertWithinReach(end, at, "to");

  const { slots } = await listPostingSlots(userId);
  if (slots.length === 0) throw new AppError("CONFLICT", PLAN_MESSAGES.noSlots);
  const start = new Date(Math.max(at.getTime(), startOfDayIn(input.from, zone).getTime() - 1));
  const instants = slotInstants(slots, zone, start, end);

  const range = { gte: instants[0]?.at ?? start, lte: instants.at(-1)?.at ?? end };
  const [held, planned, targets, themes, plans, favoured] = await Promise.all([
    db.post.findMany({ where: { userId, status: { in: ["SCHEDULED", "PROPOSED"] }, scheduledTime: range }, select: { scheduledTime: true } }),
    db.planItem.findMany({ where: { userId, postId: null, status: { in: [...ITEMS_IN_HAND] }, at: range }, select: { at: true } }),
    planTargets(userId, input.settings.targets),
    recentThemes(userId, at),
    db.contentPlan.count({ where: { userId } }),
    favouredKinds(userId, at),
  ]);
  const taken = new Set([...held.map((p) => p.scheduledTime!.getTime()), ...planned.map((i) => i.at.getTime())]);
  const open = instants.filter((slot) => !taken.has(slot.at.getTime()));
  if (open.length === 0) throw new AppError("CONFLICT", PLAN_MESSAGES.noOpenSlots);

  const country = profile.country ?? countryOfTimeZone(zone);
  const outline = buildOutline({
    slots: open.map(({ at: slotAt, date }) => ({ at: slotAt, date })),
    occasions: country ? publicHolidays({ country, region: profile.country ? profile.region : null }, input.from, input.to) : [],
    brandName: profile.businessName,
    industry: profile.industry,
    recentThemes: themes,
    favoured,
    seed: plans,
  });
  // Instagram takes no post without a picture: a plan going there has one for every post.
  const withImage = input.settings.withImages || picturesNeededBy(targets.map((t) => t.platform)).length > 0;
  const settings = { ...input.settings, withImages: withImage, targets: targets.map((t) => t.id) };
  const photos = input.settings.usePhotos ? await unusedPhotos(userId, outline.filter((item) => item.kind !== "SEASONAL").length) : [];

  const plan = await db.contentPlan.create({
    data: {
      userId,
      fromDay: new Date(`${input.from}T00:00:00Z`),
      toDay: new Date(`${input.to}T00:00:00Z`),
      settings,
      favouredKinds: favoured,
      items: { create: withPhotos(outline, photos).map((item) => ({ userId, ...item, withImage: withImage && !item.photoId })) },
    },
    select: { id: true },
  });
  return (await loadPlan(userId, plan.id))!;
}
