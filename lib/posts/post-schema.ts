// The post as every API reply sends it (PRODUCT-SPEC §3) and as the browser reads it: one schema. The
// server serialises single posts through it (post-view.ts); the list, built in SQL for speed, is held to it
// by a test; the browser's types are inferred from it.
import { z } from "zod";
import { PLATFORMS } from "@/lib/social/schemas";
import { POST_STATUSES } from "./list-schemas";

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

export const postSchema = z.strictObject({
  id: z.number(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  status: z.enum(POST_STATUSES),
  createdAt: time,
  scheduledTime: time.nullable(),
  publishedAt: time.nullable(),
  cost: z.number(),
  writer: z.string().nullable(),
  postPlatforms: z.array(postTargetSchema),
});
export type Post = z.infer<typeof postSchema>;

export const postListSchema = z.strictObject({ postList: z.array(postSchema), numberOfPages: z.number(), numberOfRecords: z.number() });
export type PostListReply = z.infer<typeof postListSchema>;
