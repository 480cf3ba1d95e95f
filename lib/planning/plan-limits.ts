// A plan's limits and messages, with no validation code, so the calendar's plan dialog loads without zod.
// The requests' and replies' schemas are ./schemas.

/** A plan covers at most this many days (a month). */
export const MAX_PLAN_DAYS = 31;

export const THEME_MAX = 300;

export const PLAN_MESSAGES = {
  range: `Choose a range of at most ${MAX_PLAN_DAYS} days.`,
  past: "Choose a range that starts today or later.",
  noSlots: "Set your posting slots first: a plan proposes one post for each of them.",
  noOpenSlots: "Every posting slot in those days already has a post. Choose other days, or add posting slots.",
  theme: "Please describe what the post is about.",
  notOutline: "This plan's drafts are being written already, so its outline can't change.",
  empty: "The outline is empty: add posting slots, or choose other days.",
  notProposed: "Only a proposed post can be approved.",
  passed: "Its time has passed. Open it in the workspace to schedule it for another time.",
  noTargets: "Connect a Facebook Page or an Instagram account first, so the post has somewhere to go.",
  approved: "This post has been approved already, so it stays.",
} as const;
