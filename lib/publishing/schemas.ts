// Publish, schedule and cancel inputs (docs/product.md §3, §5, §7), shared by the Confirm Post dialog and the API.
import { z } from "zod";
import { postPhotoIdsSchema } from "@/lib/media/schemas";
import { ROOMIEST_CHANNEL } from "@/lib/channels/facts";
import { MAX_ID, serialIdFrom } from "@/lib/validation/ids";
import { text } from "@/lib/validation/text";
import { boundedInstant } from "@/lib/time/date-limits";
import { channelNames } from "@/lib/channels/facts";
import { channelOptionsSchema } from "@/lib/channels/options";
import { PUBLISHABLE_PLATFORMS } from "@/lib/social/platforms";
import { SCHEDULE_MESSAGES } from "./publishing-limits";

const postId = z.coerce
  .number({ error: "postID must be a post id." })
  .int("postID must be a post id.")
  .positive("postID must be a post id.")
  .max(MAX_ID, "postID must be a post id.");

const platforms = z
  .array(z.enum(PUBLISHABLE_PLATFORMS, { error: `Only ${channelNames("and")} can be posted to.` }), { error: "platforms must be a list." })
  .max(PUBLISHABLE_PLATFORMS.length)
  .transform((list) => [...new Set(list)]);

/** A post's text, as saved and as sent. */
export const postContentSchema = text({ error: "The post text is missing." })
  .trim()
  .min(1, "The post text must not be blank.")
  .max(
    ROOMIEST_CHANNEL.rules.maxCharacters,
    `${ROOMIEST_CHANNEL.label} accepts at most ${ROOMIEST_CHANNEL.rules.maxCharacters.toLocaleString("en-US")} characters.`,
  );

/** Connections named by id (GET /api/social lists them): several pages and Instagram accounts at once. */
const targets = z
  .array(
    z.number({ error: "targets must be connection ids." }).int("targets must be connection ids.").positive("targets must be connection ids.").max(MAX_ID),
    {
      error: "targets must be a list.",
    },
  )
  .max(50)
  .transform((list) => [...new Set(list)]);

const base = z.object({
  /** Absent (or null) when the text was typed without generating: the post is created first. */
  postID: postId.nullish(),
  postContent: postContentSchema,
  /** A bare platform means the user's default account of it (docs/product.md §3). */
  platforms: platforms.optional().default([]),
  targets: targets.optional().default([]),
  /** The owner's photos on the post, in order, when they come with it (lib/posts/post-photos.ts); left out, it keeps its pictures. */
  photoIds: postPhotoIdsSchema.optional(),
  /** What a channel takes beside the text (Google's post type and button), by channel; left out, the post keeps what it has. */
  channelOptions: channelOptionsSchema.optional(),
});

export const publishSchema = base;
export type PublishInput = z.infer<typeof publishSchema>;
/** Where a post goes: bare platforms and connection ids. */
export type TargetChoice = Pick<PublishInput, "platforms" | "targets">;

/** An instant with its offset (the browser converts the brand's wall time to it). */
const scheduledAt = boundedInstant(SCHEDULE_MESSAGES.futureTime);

export const scheduleSchema = base
  .extend({ scheduledAt })
  .refine((input) => input.platforms.length + input.targets.length > 0, { message: SCHEDULE_MESSAGES.platform, path: ["platforms"] });
export type ScheduleInput = z.infer<typeof scheduleSchema>;

/** PATCH /api/post/{id}/schedule: the scheduled post's new time. */
export const rescheduleSchema = z.object({ scheduledAt });

export const cancelScheduleSchema = z.object({
  postID: z.number({ error: "postID must be a number." }).int().positive().max(MAX_ID),
  /** One target's delivery (a postPlatforms id) to cancel; without it, the whole schedule. */
  targetId: z.number({ error: "targetId must be a delivery id." }).int().positive().max(MAX_ID).optional(),
});

/** The post id of an address such as /api/post/{id}; 404 when it cannot be one. */
export const postIdFromParams = ({ id }: { id: string }) => serialIdFrom(id, "We couldn't find that post.");

/** POST /api/post/{id}/resolve: the owner's answer about a post we could not confirm. */
export const resolveUnconfirmedSchema = z.object({
  answer: z.enum(["published", "resend"], { error: "Tell us whether the post is on your page (published) or should be sent again (resend)." }),
});

/** PATCH /api/post/{id} and POST /api/post: the owner's text, saved as they type. */
export const postTextSchema = z.object({ content: postContentSchema });
