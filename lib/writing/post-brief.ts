// Everything a writer needs for one post: the brand profile plus the validated draft request.
// The prompt builder turns it into model instructions; the offline writer composes from it directly
// (it reaches the model through the AI SDK's providerOptions, so it is plain JSON).
import { z } from "zod";
import { POST_KINDS } from "./post-kinds";
import { INDUSTRIES, POST_LENGTHS, POST_TONES, POST_TYPES, REPLY_LANGUAGES, WRITE_FOR } from "./vocabulary";
import { VOICE_SOURCES, type BriefVoice } from "./voice";

const briefVoiceSchema = z.object({
  summary: z.string().nullable(),
  examples: z.array(z.object({ source: z.enum(VOICE_SOURCES), before: z.string().nullable(), text: z.string() })),
}) satisfies z.ZodType<BriefVoice>;

export const postBriefSchema = z.object({
  brand: z.object({
    name: z.string(),
    industry: z.enum(INDUSTRIES),
    description: z.string(),
    targetAudience: z.string(),
    painPoints: z.string(),
  }),
  description: z.string(),
  extraInstructions: z.string(),
  postType: z.enum(POST_TYPES),
  postLength: z.enum(POST_LENGTHS),
  postTone: z.enum(POST_TONES),
  replyLanguage: z.enum(REPLY_LANGUAGES),
  generateHashtags: z.boolean(),
  /** Instagram: a caption, its hashtags grouped at the end, and no links (Instagram does not make them clickable). */
  platform: z.enum(WRITE_FOR),
  links: z.array(z.string()),
  weight: z.number().min(0).max(100),
  /** A planned post's kind (Plan my week), and the occasion a seasonal one is for. */
  kind: z.enum(POST_KINDS).optional(),
  occasion: z.string().optional(),
  /** The owner's voice, learned from their edits, choices and best posts; absent when learning is off. */
  voice: briefVoiceSchema.optional(),
  /** One of 'Give me 3 options' (1 to 3): each option takes its own angle. */
  variant: z.number().int().min(1).max(3).optional(),
  /** 'Regenerate': the text being replaced, which the new one must not repeat. */
  rewriteOf: z.string().optional(),
  /** What the owner's photos on the post show, as their alt texts say, in order ("" for one not described yet). */
  photos: z.array(z.string()).optional(),
});

export type PostBrief = z.infer<typeof postBriefSchema>;
export type BrandBrief = PostBrief["brand"];

/** The key under providerOptions that carries the brief to the model call. */
export const BRIEF_PROVIDER_KEY = "postloom";
