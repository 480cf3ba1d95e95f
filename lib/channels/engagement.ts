// A post's live figures as the channels report them (lib/channels/channel.ts, Engagement): which there are, in the
// order the screens list them, what a channel leaves out, and how much people did with the post. Shared with the
// browser.

export const ENGAGEMENT_FIGURES = [
  { key: "reactions", one: "reaction" },
  { key: "comments", one: "comment" },
  { key: "shares", one: "share" },
  { key: "views", one: "view" },
  { key: "clicks", one: "click" },
] as const;

export type EngagementFigure = (typeof ENGAGEMENT_FIGURES)[number]["key"];

/**
 * Every figure a channel may report of a post, in Postloom's names: the unique accounts that saw it, and what they
 * did with it. Each channel's module maps its own names to these (a like is a reaction; Instagram's "saved" a save).
 */
export const METRICS = ["reach", "reactions", "comments", "shares", "saves", "clicks", "views"] as const;

export type Metric = (typeof METRICS)[number];

/** Each figure, or null where the channel does not report it. */
export type EngagementFigures = Record<Metric, number | null>;

/** The figures the channel reports, with their counts. */
export const reportedFigures = (figures: EngagementFigures) =>
  ENGAGEMENT_FIGURES.flatMap((figure) => (figures[figure.key] === null ? [] : [{ ...figure, count: figures[figure.key]! }]));

/** What people did with the post: everything it reports but its reach and views, which say nothing of how it landed. */
export const engagementScore = ({ reactions, comments, shares, saves, clicks }: EngagementFigures) =>
  (reactions ?? 0) + (comments ?? 0) + (shares ?? 0) + (saves ?? 0) + (clicks ?? 0);

/** The feed's figures (reactions, comments, shares) the channel leaves out, for "Google doesn't report …". */
export const unreportedFeedFigures = (figures: EngagementFigures) =>
  ENGAGEMENT_FIGURES.slice(0, 3).flatMap((figure) => (figures[figure.key] === null ? [`${figure.one}s`] : []));
