// Plan my week (issue 21): the requests of /api/plans and the plan as every reply sends it, one schema each,
// shared by the planner's dialog (browser) and the routes (server).
import { z } from "zod";
import { choice } from "@/lib/posts/schemas/draft";
import { POST_STATUSES } from "@/lib/posts/schemas/list";
import { PLATFORMS } from "@/lib/social/platforms";
import { MAX_ID, serialIdFrom } from "@/lib/validation/ids";
import { text } from "@/lib/validation/text";
import { boundedDay } from "@/lib/time/date-limits";
import { POST_LENGTHS, POST_TONES, REPLY_LANGUAGES } from "@/lib/writing/vocabulary";
import { POST_KINDS } from "@/lib/writing/post-kinds";
import { MAX_PLAN_DAYS, PLAN_MESSAGES, THEME_MAX } from "@/lib/planning/plan-limits";

const day = boundedDay("Dates must look like 2026-12-01.");

const connectionIds = z
  .array(
    z.number({ error: "targets must be connection ids." }).int("targets must be connection ids.").positive("targets must be connection ids.").max(MAX_ID),
    {
      error: "targets must be a list.",
    },
  )
  .max(50)
  .transform((list) => [...new Set(list)]);

/** How a plan's drafts are written: the Create Post form's choices, once for the whole plan. */
export const planSettingsSchema = z.object({
  postTone: choice(POST_TONES, "Please select a tone of voice.").default("FRIENDLY"),
  postLength: choice(POST_LENGTHS, "Please select a post length.").default("MEDIUM"),
  replyLanguage: choice(REPLY_LANGUAGES, "Please select a language.").default("ENGLISH"),
  generateHashtags: z.boolean({ error: "generateHashtags must be true or false." }).default(true),
  /** Each item starts with an image or without; the outline changes it per item. */
  withImages: z.boolean({ error: "withImages must be true or false." }).default(false),
  /** "Use my photos first": items take the owner's unused library photos (with alt text), newest first, and their themes. */
  usePhotos: z.boolean({ error: "usePhotos must be true or false." }).default(false),
  weight: z.number({ error: "Brand emphasis must be a number from 0 to 100." }).int().min(0).max(100).default(50),
  /** Where the posts go once approved: connection ids; none means the default page or account of each platform. */
  targets: connectionIds.default([]),
});
export type PlanSettings = z.output<typeof planSettingsSchema>;
export type PlanSettingsForm = z.input<typeof planSettingsSchema>;

const DAY_MS = 86_400_000;

/** POST /api/plans: an outline for the open slots of these days (in the brand's zone). */
export const createPlanSchema = z.object({ from: day, to: day, settings: planSettingsSchema.default(planSettingsSchema.parse({})) }).refine(
  ({ from, to }) => {
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    return days >= 0 && days < MAX_PLAN_DAYS;
  },
  { message: PLAN_MESSAGES.range, path: ["to"] },
);
export type CreatePlanInput = z.infer<typeof createPlanSchema>;

const themeSchema = text({ error: PLAN_MESSAGES.theme }).trim().min(1, PLAN_MESSAGES.theme).max(THEME_MAX, `Keep it under ${THEME_MAX} characters.`);

/** PATCH /api/plan-items/{id}: the owner's changes to an outline item. */
export const planItemPatchSchema = z
  .object({
    theme: themeSchema.optional(),
    kind: z.enum(POST_KINDS, { error: `kind must be one of ${POST_KINDS.join(", ")}.` }).optional(),
    withImage: z.boolean({ error: "withImage must be true or false." }).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: "Nothing to change." });
export type PlanItemPatch = z.infer<typeof planItemPatchSchema>;

/** POST /api/plan-items/swap: two items of an outline trade places (each keeps its slot). */
export const swapPlanItemsSchema = z.object({
  itemIds: z
    .array(z.number({ error: "itemIds must be item ids." }).int().positive().max(MAX_ID), { error: "itemIds must be a list." })
    .length(2, "Choose two items.")
    .refine(([a, b]) => a !== b, "Choose two different items."),
});

export const PLAN_STATUSES = ["OUTLINE", "WRITING", "DONE", "STOPPED"] as const;
export const PLAN_ITEM_STATUSES = ["OUTLINED", "QUEUED", "WRITING", "WRITTEN", "FAILED", "OUT_OF_CREDITS"] as const;

const time = z.iso.datetime();

export const planItemSchema = z.strictObject({
  id: z.number(),
  /** The slot's instant. */
  at: time,
  kind: z.enum(POST_KINDS),
  theme: z.string(),
  occasion: z.string().nullable(),
  withImage: z.boolean(),
  /** The owner's photo it is written about and goes out with ("Use my photos first"). */
  photo: z.strictObject({ id: z.string(), altText: z.string(), thumbUrl: z.string() }).nullable(),
  status: z.enum(PLAN_ITEM_STATUSES),
  /** Being rewritten ('Regenerate'). */
  rewrite: z.boolean(),
  error: z.string().nullable(),
  /** Its post once written: PROPOSED until approved. */
  post: z.strictObject({ id: z.number(), content: z.string(), imageUrl: z.string().nullable(), status: z.enum(POST_STATUSES), cost: z.number() }).nullable(),
});
export type PlanItem = z.infer<typeof planItemSchema>;

export const planSchema = z.strictObject({
  id: z.number(),
  status: z.enum(PLAN_STATUSES),
  /** The range's first and last days, in the brand's zone. */
  from: z.iso.date(),
  to: z.iso.date(),
  timeZone: z.string(),
  settings: planSettingsSchema,
  /** The kinds that did best for the owner when it was outlined: "Tips do well for you" on their items. */
  favouredKinds: z.array(z.enum(POST_KINDS)),
  createdAt: time,
  /** Where the posts go once approved. */
  targets: z.array(z.strictObject({ id: z.number(), platform: z.enum(PLATFORMS), accountName: z.string() })),
  progress: z.strictObject({
    /** Items to write (the outline's, once writing starts). */
    total: z.number(),
    written: z.number(),
    /** Written and waiting for the owner's approval. */
    proposed: z.number(),
    failed: z.number(),
    outOfCredits: z.number(),
  }),
  /** What writing the outline would cost, while it is an outline: about `credits`, at most `upTo`, against the balance. */
  estimate: z.strictObject({ credits: z.number(), upTo: z.number(), balance: z.number() }).nullable(),
  items: z.array(planItemSchema),
});
export type Plan = z.infer<typeof planSchema>;

export const planListSchema = z.strictObject({
  /** The newest plans first: those still in hand (an outline, being written, or with posts to approve). */
  plans: z.array(planSchema),
});
export type PlanList = z.infer<typeof planListSchema>;

/** POST /api/plans/{id}/approve: what approving every proposed post did. */
export const approveAllReplySchema = z.strictObject({
  approved: z.number(),
  /** Posts left proposed, and why (their time has passed, say). */
  skipped: z.array(z.strictObject({ postId: z.number(), reason: z.string() })),
  plan: planSchema,
});
export type ApproveAllReply = z.infer<typeof approveAllReplySchema>;

export const planIdFromParams = ({ id }: { id: string }) => serialIdFrom(id, "We couldn't find that plan.");
export const planItemIdFromParams = ({ id }: { id: string }) => serialIdFrom(id, "We couldn't find that item of the plan.");
