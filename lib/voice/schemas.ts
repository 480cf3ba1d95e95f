// The 'Your voice' card (issue 21): what GET /api/voice answers and what the owner changes, one schema each,
// shared by the card (browser) and the routes (server).
import { z } from "zod";
import { serialIdFrom } from "@/lib/validation/ids";
import { text } from "@/lib/validation/text";
import { SUMMARY_MAX_CHARS, VOICE_SOURCES } from "@/lib/writing/voice";

const time = z.iso.datetime();

export const voiceExampleViewSchema = z.strictObject({
  id: z.number(),
  /** Why the writer would see it: pinned, an edit, a best post, an option chosen. */
  source: z.enum(VOICE_SOURCES),
  before: z.string().nullable(),
  text: z.string(),
  pinned: z.boolean(),
  /** Among the examples the writer sees now (they fit the prompt's budget). */
  inUse: z.boolean(),
  /** Reactions, comments and shares, for a best post. */
  engagement: z.number().nullable(),
  postId: z.number().nullable(),
  createdAt: time,
});
export type VoiceExampleView = z.infer<typeof voiceExampleViewSchema>;

export const voiceReplySchema = z.strictObject({
  learning: z.boolean(),
  summary: z.string().nullable(),
  summaryByOwner: z.boolean(),
  summaryAt: time.nullable(),
  examples: z.array(voiceExampleViewSchema),
});
export type VoiceReply = z.infer<typeof voiceReplySchema>;

const SUMMARY_MESSAGE = `Keep the summary under ${SUMMARY_MAX_CHARS} characters.`;

/** PATCH /api/voice: learning on or off; the summary in the owner's words (empty: let Postloom write it again). */
export const voicePatchSchema = z
  .object({
    learning: z.boolean({ error: "learning must be true or false." }).optional(),
    summary: text({ error: "summary must be text." }).trim().max(SUMMARY_MAX_CHARS, SUMMARY_MESSAGE).optional(),
  })
  .refine((patch) => patch.learning !== undefined || patch.summary !== undefined, { message: "Nothing to change." });
export type VoicePatch = z.infer<typeof voicePatchSchema>;

/** PATCH /api/voice/examples/{id}: pin an example, or unpin it. */
export const examplePatchSchema = z.object({ pinned: z.boolean({ error: "pinned must be true or false." }) });

export const exampleIdFromParams = ({ id }: { id: string }) => serialIdFrom(id, "We couldn't find that example.");
