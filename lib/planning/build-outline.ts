// A plan's outline (issue 21, step 1): for each open slot of the range, a kind and a theme. Pure, so it is
// tested on its own and costs no credits.
// - Dated occasions come first: each takes the slot on its own day (the brand's day), or failing that the last
//   slot of the two days before it, as a SEASONAL post.
// - The other slots take the everyday kinds in turn, so a range mixes them and no two in a row are alike. The
//   kinds that do best for the owner (docs/insights.md, "The plan") come round twice as often.
// - Themes are frames filled with the industry's topics: never one the range already has, nor one of the
//   owner's recent posts; a topic is used once while others are left.
import "server-only";
import { daysBetween } from "@/lib/time/calendar-day";
import type { Industry } from "@/lib/writing/vocabulary";
import type { Occasion } from "./occasions";
import { EVERYDAY_KINDS, type EverydayKind, type PostKind } from "@/lib/writing/post-kinds";
import { INDUSTRY_TOPICS, SEASONAL_FRAMES, THEME_FRAMES } from "./theme-ideas";

/** A slot to fill: its instant and its day in the brand's zone (yyyy-MM-dd). */
export type OutlineSlot = { at: Date; date: string };

export type OutlineIdea = { kind: PostKind; theme: string; occasion: string | null };
export type OutlineItem = OutlineIdea & OutlineSlot;

export type IdeaContext = {
  brandName: string;
  industry: Industry;
  /** Themes to stay clear of: the owner's recent posts' and the rest of the outline's. */
  avoid: readonly string[];
  seed: number;
};

/** How many days ahead of an occasion a post about it may go, when its own day has no slot. */
export const OCCASION_LEAD_DAYS = 2;

/** Themes compared as a reader would: case, spacing and punctuation aside. */
export function normaliseTheme(theme: string): string {
  return theme
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** FNV-1a, so an outline is the same for the same seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const fill = (frame: string, values: Record<string, string>) => frame.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

/** The everyday themes of a kind, in the order the seed gives, each with its topic. */
function candidates(kind: EverydayKind, { brandName, industry, seed }: IdeaContext) {
  const topics = [...INDUSTRY_TOPICS[industry]].sort((a, b) => hash(`${seed}:${a}`) - hash(`${seed}:${b}`));
  const frames = THEME_FRAMES[kind];
  const shift = seed % frames.length;
  return frames.flatMap((_, f) => {
    const frame = frames[(f + shift) % frames.length]!;
    return topics.map((topic) => {
      const filledTopic = fill(topic, { brand: brandName });
      return { topic: normaliseTheme(filledTopic), theme: fill(frame, { topic: filledTopic, brand: brandName }) };
    });
  });
}

/**
 * An everyday theme of `kind` not in `avoid`, on a topic `avoid` does not mention where one is left; null when
 * every theme of the kind is taken.
 */
export function everydayIdea(kind: EverydayKind, context: IdeaContext): OutlineIdea | null {
  const avoided = context.avoid.map(normaliseTheme);
  const taken = new Set(avoided);
  const options = candidates(kind, context).filter((c) => !taken.has(normaliseTheme(c.theme)));
  const fresh = options.find((c) => !avoided.some((theme) => theme.includes(c.topic)));
  const chosen = fresh ?? options[0];
  return chosen ? { kind, theme: chosen.theme, occasion: null } : null;
}

/** A seasonal theme for `occasion`, on its day or ahead of it; another frame where one is taken. */
export function seasonalIdea(occasion: string, onTheDay: boolean, context: IdeaContext): OutlineIdea {
  const taken = new Set(context.avoid.map(normaliseTheme));
  const frames = onTheDay ? [SEASONAL_FRAMES[0]!, SEASONAL_FRAMES[2]!, SEASONAL_FRAMES[1]!] : [SEASONAL_FRAMES[1]!, SEASONAL_FRAMES[2]!, SEASONAL_FRAMES[0]!];
  const themes = frames.map((frame) => fill(frame, { occasion, brand: context.brandName }));
  const theme = themes.find((t) => !taken.has(normaliseTheme(t))) ?? `${themes[0]} (${occasion})`;
  return { kind: "SEASONAL", theme, occasion };
}

/** Which slot each occasion takes: the first on its day, else the last of the days just before it. */
function placeOccasions(slots: readonly OutlineSlot[], occasions: readonly Occasion[]): Map<number, { occasion: Occasion; onTheDay: boolean }> {
  const placed = new Map<number, { occasion: Occasion; onTheDay: boolean }>();
  for (const occasion of occasions) {
    const sameDay = slots.findIndex((slot, i) => slot.date === occasion.date && !placed.has(i));
    if (sameDay >= 0) {
      placed.set(sameDay, { occasion, onTheDay: true });
      continue;
    }
    for (let i = slots.length - 1; i >= 0; i--) {
      const before = daysBetween(slots[i]!.date, occasion.date);
      if (before > 0 && before <= OCCASION_LEAD_DAYS && !placed.has(i)) {
        placed.set(i, { occasion, onTheDay: false });
        break;
      }
    }
  }
  return placed;
}

/**
 * The order the everyday kinds take turns in: each favoured kind twice a round, once at its start and once halfway
 * through the others, so no two alike are next to each other, even from the round's end to the next one's start.
 */
export function kindCycle(favoured: readonly EverydayKind[] = []): EverydayKind[] {
  const others = EVERYDAY_KINDS.filter((kind) => !favoured.includes(kind));
  if (favoured.length === 0 || others.length < 2) return [...favoured, ...others];
  const half = Math.ceil(others.length / 2);
  return [...favoured, ...others.slice(0, half), ...favoured, ...others.slice(half)];
}

export type OutlineInput = {
  /** The open slots of the range, earliest first. */
  slots: readonly OutlineSlot[];
  /** The range's dated occasions (the brand's public holidays), in date order. */
  occasions: readonly Occasion[];
  brandName: string;
  industry: Industry;
  /** The owner's recent themes: none is proposed again. */
  recentThemes: readonly string[];
  /** The kinds that do best for the owner, best first: they take more of the slots. */
  favoured?: readonly EverydayKind[];
  seed: number;
};

export function buildOutline({ slots, occasions, brandName, industry, recentThemes, favoured, seed }: OutlineInput): OutlineItem[] {
  const seasonal = placeOccasions(slots, occasions);
  const avoid = [...recentThemes];
  const items: OutlineItem[] = [];
  const cycle = kindCycle(favoured);
  let turn = seed % cycle.length;
  for (const [i, slot] of slots.entries()) {
    const context = { brandName, industry, avoid, seed };
    const dated = seasonal.get(i);
    let idea: OutlineIdea | null = null;
    if (dated) idea = seasonalIdea(dated.occasion.name, dated.onTheDay, context);
    // A kind whose themes have all been used gives its turn to the next.
    for (let tries = 0; !idea && tries < cycle.length; tries++) {
      idea = everydayIdea(cycle[turn % cycle.length]!, context);
      turn++;
    }
    if (!idea) break;
    avoid.push(idea.theme);
    items.push({ ...idea, ...slot });
  }
  return items;
}
