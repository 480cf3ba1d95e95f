// The kinds of post a plan mixes across its range (issue 21), with what the owner reads for each and what the
// writer is told. Shared by the planner (server), the prompt builder and the outline editor (browser).

export const POST_KINDS = ["OFFER", "BEHIND_THE_SCENES", "TIP", "CUSTOMER_STORY", "QUESTION", "SEASONAL"] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** The kinds an outline cycles through; SEASONAL is placed on dated occasions only. */
export const EVERYDAY_KINDS = ["TIP", "BEHIND_THE_SCENES", "OFFER", "QUESTION", "CUSTOMER_STORY"] as const satisfies readonly PostKind[];
export type EverydayKind = (typeof EVERYDAY_KINDS)[number];

export const POST_KIND_LABELS: Record<PostKind, string> = {
  OFFER: "Offer",
  BEHIND_THE_SCENES: "Behind the scenes",
  TIP: "Tip",
  CUSTOMER_STORY: "Customer story",
  QUESTION: "Question for your audience",
  SEASONAL: "Seasonal",
};

/** What the writer is asked to do for each kind (the prompt's "Kind of post" line). */
export const POST_KIND_GUIDES: Record<PostKind, string> = {
  OFFER: "an offer: say plainly what is on offer, for whom and until when, and end with one clear call to action",
  BEHIND_THE_SCENES: "behind the scenes: show the people, the work and the care behind the business, in a personal voice",
  TIP: "a practical tip: one useful piece of advice readers can use today, explained simply, without selling",
  CUSTOMER_STORY: "a customer story: a short, believable moment with a customer and what changed for them; invent no names, figures or quotes",
  QUESTION: "a question for the audience: start a conversation, and end with one open question people can answer in the comments",
  SEASONAL: "a seasonal post: tie the business to the occasion or season named in the brief, warmly and without clichés",
};
