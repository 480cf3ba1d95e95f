// Best times to post, from the owner's own results (docs/insights.md, "Best times"): the weekday-and-hour cells of the
// brand's week whose posts did better than the owner's median post by enough, over enough posts to mean something;
// with too few, a general default for the industry, labelled as such. Pure.
import "server-only";
import type { Industry } from "@/lib/generated/prisma/enums";

/** At most this many slots a week are suggested. */
export const MAX_SUGGESTED = 7;
/** A cell counts from this many posts in it… */
export const MIN_POSTS_IN_CELL = 3;
/** …doing at least this much better than the median post. */
export const MIN_LIFT = 1.2;
/** Fewer posts than this in all, and there is nothing of the owner's own to go on. */
export const MIN_POSTS = 12;
/** No more than this many suggested slots on one weekday, so the week is spread. */
const MAX_A_DAY = 2;

/** A cell of the week: its weekday (1 Monday … 7 Sunday), hour, how many posts went out in it and their engagement. */
export type WeekCell = { weekday: number; hour: number; posts: number; engagement: number };

export type Sureness = "high" | "medium" | "low";

export type SuggestedSlot = {
  weekday: number;
  /** "HH:00", in the brand's time zone: the posting slots' format. */
  time: string;
  /** How many times the median post's engagement its posts had (null for a general default). */
  lift: number | null;
  posts: number;
};

export type Suggestion =
  | { basis: "yours"; slots: SuggestedSlot[]; sureness: Sureness; postsConsidered: number }
  /** `even`: enough posts, but no time of theirs stands out from the rest. */
  | { basis: "industry" | "even"; slots: SuggestedSlot[]; sureness: null; postsConsidered: number };

const at = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** General times by industry, when the owner's own results are too few: when such businesses' customers scroll. */
const INDUSTRY_TIMES: Record<Industry, [number, number][]> = {
  food_drink: [
    [2, 11],
    [3, 11],
    [4, 17],
    [5, 11],
    [5, 17],
    [6, 10],
    [7, 10],
  ],
  hospitality: [
    [1, 19],
    [3, 12],
    [4, 19],
    [5, 12],
    [5, 18],
    [6, 10],
    [7, 11],
  ],
  retail: [
    [1, 12],
    [2, 12],
    [3, 19],
    [4, 12],
    [5, 12],
    [6, 10],
    [7, 14],
  ],
  beauty_wellness: [
    [1, 19],
    [2, 12],
    [3, 19],
    [4, 12],
    [5, 17],
    [6, 9],
    [7, 18],
  ],
  fitness: [
    [1, 6],
    [1, 18],
    [2, 18],
    [3, 6],
    [4, 18],
    [6, 8],
    [7, 17],
  ],
  trades_home: [
    [1, 7],
    [2, 7],
    [3, 12],
    [4, 7],
    [5, 12],
    [6, 9],
  ],
  professional_services: [
    [1, 8],
    [2, 9],
    [3, 9],
    [4, 8],
    [4, 12],
    [5, 9],
  ],
  technology: [
    [1, 9],
    [2, 10],
    [3, 10],
    [4, 14],
    [5, 9],
  ],
  finance: [
    [1, 8],
    [2, 8],
    [3, 12],
    [4, 8],
    [5, 8],
  ],
  health: [
    [1, 8],
    [2, 12],
    [3, 8],
    [4, 12],
    [5, 8],
    [6, 10],
  ],
  education: [
    [1, 16],
    [2, 16],
    [3, 12],
    [4, 16],
    [7, 18],
  ],
  other: [
    [1, 9],
    [2, 11],
    [3, 9],
    [4, 11],
    [5, 9],
    [6, 10],
    [7, 18],
  ],
};

/** The median of the owner's posts' engagement is given, computed where the posts are (one per delivered target). */
export function suggestTimes(cells: readonly WeekCell[], median: number, industry: Industry): Suggestion {
  const postsConsidered = cells.reduce((total, cell) => total + cell.posts, 0);
  const general = (basis: "industry" | "even"): Suggestion => ({
    basis,
    slots: INDUSTRY_TIMES[industry].map(([weekday, hour]) => ({ weekday, time: at(hour), lift: null, posts: 0 })),
    sureness: null,
    postsConsidered,
  });
  if (postsConsidered < MIN_POSTS) return general("industry");
  // Against a median of 0 any engagement is a lift; one interaction a post is the least that counts then.
  const floor = Math.max(median, 1);
  const strong = cells
    .filter((cell) => cell.posts >= MIN_POSTS_IN_CELL)
    .map((cell) => ({ ...cell, lift: cell.engagement / cell.posts / floor }))
    .filter((cell) => cell.lift >= MIN_LIFT && cell.engagement / cell.posts > median)
    // Best lift first; a tie goes to the cell with more posts behind it, then to the earlier in the week.
    .sort((a, b) => b.lift - a.lift || b.posts - a.posts || a.weekday - b.weekday || a.hour - b.hour);
  const chosen: typeof strong = [];
  for (const cell of strong) {
    if (chosen.length === MAX_SUGGESTED) break;
    if (chosen.filter((other) => other.weekday === cell.weekday).length < MAX_A_DAY) chosen.push(cell);
  }
  if (chosen.length === 0) return general("even");
  const slots = chosen
    .map((cell) => ({ weekday: cell.weekday, time: at(cell.hour), lift: Math.round(cell.lift * 100) / 100, posts: cell.posts }))
    .sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time));
  return { basis: "yours", slots, sureness: sureness(chosen, postsConsidered), postsConsidered };
}

/** How sure: many posts behind each chosen slot and a clear lift, or a first hint. */
function sureness(chosen: readonly { posts: number; lift: number }[], postsConsidered: number): Sureness {
  const fewest = Math.min(...chosen.map((cell) => cell.posts));
  const weakest = Math.min(...chosen.map((cell) => cell.lift));
  if (postsConsidered >= 60 && fewest >= 6 && weakest >= 1.5) return "high";
  if (postsConsidered >= 30 && fewest >= 4) return "medium";
  return "low";
}
