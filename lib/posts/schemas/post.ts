// The post as every API reply sends it (docs/product.md §3) and as the browser reads it: one schema. The
// server serialises single posts through it (post-view.ts); the list, built in SQL for speed, is held to it
// by a test; the browser's types are inferred from it.
import { z } from "zod";
import { postPhotoSchema } from "@/lib/media/schemas";
import { channelOptionsSchema } from "@/lib/channels/options";
import { PLATFORMS } from "@/lib/social/platforms";
import { POST_STATUSES } from "@/lib/posts/schemas/list";

export const DELIVERY_STATUSES = ["PENDING", "SENDING", "SUCCESS", "FAILED", "UNCONFIRMED"] as const;

const time = z.iso.datetime();

/** One target of a post and its delivery. */
export const postTargetSchema = z.strictObject({
  id: z.number(),
  platform: z.enum(PLATFORMS),
  status: z.enum(DELIVERY_STATUSES),
  /** The connection it goes to; null once that page or account is disconnected. */
  connectionId: z.number().nullable(),
  /** The page's name or the Instagram username when it was chosen. */
  accountName: z.string().nullable(),
  errorMessage: z.string().nullable(),
  externalPostId: z.string().nullable(),
  /** Where the delivered post can be seen on the platform. */
  permalink: z.string().nullable(),
  deliveredAt: time.nullable(),
  /** When the last request to the platform started. */
  sentAt: time.nullable(),
  /** For an unconfirmed delivery: when Postloom looked and did not find the post. */
  checkedAt: z.array(time),
  /** When it will look again; null once the looking is over (then the owner is asked). */
  nextCheckAt: time.nullable(),
});
export type PostTarget = z.infer<typeof postTargetSchema>;

/**
 * While a runner is publishing the post: when it was last heard from, and when its hold is known to have stopped
 * if it stays silent (the owner can cancel or change the post from then, and what it was sending is looked for on
 * the page). Null when nothing is publishing it.
 */
export const publishingSchema = z.strictObject({ heardAt: time, stopsAt: time });

export const postSchema = z.strictObject({
  id: z.number(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  /** The owner's photos on it, in order (then imageUrl is null). */
  photos: z.array(postPhotoSchema),
  status: z.enum(POST_STATUSES),
  createdAt: time,
  scheduledTime: time.nullable(),
  publishedAt: time.nullable(),
  cost: z.number(),
  writer: z.string().nullable(),
  postPlatforms: z.array(postTargetSchema),
  publishing: publishingSchema.nullable(),
  /**
   * What each channel takes beside the text, as last sent or scheduled (lib/channels/options.ts); null when none, or
   * when what is kept no longer reads.
   */
  channelOptions: channelOptionsSchema.nullable().catch(null),
});
export type Post = z.infer<typeof postSchema>;

/** The connection states that stop a delivery: the owner must reconnect (and allow what Postloom asks for). */
export const AT_RISK_HEALTH = ["MISSING_PERMISSION", "NEEDS_RECONNECT"] as const;

/** A target of a post at risk: the page or account it waits for, which can't post until it is reconnected. */
export const atRiskTargetSchema = z.strictObject({ platform: z.enum(PLATFORMS), accountName: z.string(), health: z.enum(AT_RISK_HEALTH) });
export type AtRiskTarget = z.infer<typeof atRiskTargetSchema>;

/**
 * The posts of a reply that won't go out as things stand, by id: scheduled, with a delivery still to make to a
 * connection in one of the AT_RISK_HEALTH states. Read live from the connections (lib/posts/posts-at-risk.ts),
 * so a reconnect clears it. Posts not at risk are left out: normally it is {}.
 */
export const postsAtRiskSchema = z.record(z.string().regex(/^[1-9]\d*$/), z.array(atRiskTargetSchema).min(1));
export type PostsAtRisk = z.infer<typeof postsAtRiskSchema>;

export const postListSchema = z.strictObject({
  postList: z.array(postSchema),
  numberOfPages: z.number(),
  numberOfRecords: z.number(),
  /** Which posts of the page are at risk, and why. */
  atRisk: postsAtRiskSchema,
});
export type PostListReply = z.infer<typeof postListSchema>;

/** GET /api/post/stats: the Posts Overview figures. */
export type PostStats = {
  postCount: number;
  /** Posts that reached at least one of their targets. */
  postsPublished: number;
  /** Published / created, as a fraction; null when there are no posts. */
  publishRate: number | null;
  /** When the newest post was made (ISO 8601); null when there are none. */
  latestPostDate: string | null;
};
