// The draft request (docs/product.md §3) and its rules (§5), shared by the Create Post form and POST /api/post/draft.
// The form keeps the spec's lower-case language and length values; the schema's output is the upper-case
// request the server works with, so one schema validates both sides with the same messages.
import { z } from "zod";
import { text } from "@/lib/validation/text";
import { channelNames } from "@/lib/channels/facts";
import { POST_LENGTHS, POST_TONES, POST_TYPES, REPLY_LANGUAGES, WRITE_FOR } from "@/lib/writing/vocabulary";
import { TEXT_LIMIT } from "@/lib/posts/draft-fields";
import { postPhotoIdsSchema } from "@/lib/media/schemas";

/** An enum field the form may send in any case; required, with the spec's message when missing or unknown. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return text({ error: message })
    .trim()
    .toUpperCase()
    .pipe(z.enum(values, { error: message }));
}

const linkSchema = text({ error: "Please enter a valid URL" })
  .trim()
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "Please enter a valid URL" }));

export const draftRequestSchema = z.object({
  description: text().max(TEXT_LIMIT, "Description must not exceed 500 characters.").default(""),
  extraInstructions: text().max(TEXT_LIMIT, "Instructions must not exceed 500 characters.").default(""),
  replyLanguage: choice(REPLY_LANGUAGES, "Please select a language."),
  postType: choice(POST_TYPES, "Please select a type of post."),
  postTone: choice(POST_TONES, "Please select a tone of voice."),
  postLength: choice(POST_LENGTHS, "Please select a post length."),
  generateHashtags: z.boolean().default(false),
  generateImage: z.boolean().default(false),
  /** The owner's photos the post goes out with, in order: the writer writes about them, and no AI image is made. */
  photoIds: postPhotoIdsSchema.optional(),
  /** What the post is written for (an addition to docs/product.md §3's request); the first channel when absent. */
  platform: choice(WRITE_FOR, `Choose ${channelNames("or")}.`).default(WRITE_FOR[0]),
  imageDescription: text().max(TEXT_LIMIT, "Image description must not exceed 500 characters.").default(""),
  links: z.array(linkSchema).max(10, "Add at most 10 links.").default([]),
  weight: z.number({ error: "Brand emphasis must be a number from 0 to 100." }).int().min(0).max(100).default(50),
});

/** What the form holds (input side of the schema). */
export type DraftForm = z.input<typeof draftRequestSchema>;
/** What the server receives after validation. */
export type DraftRequest = z.output<typeof draftRequestSchema>;

/** POST /api/post/variants/{id}/choose: which of the three options to keep. */
export const chooseVariantSchema = z.object({
  index: z
    .number({ error: "Choose one of the options shown." })
    .int("Choose one of the options shown.")
    .min(1, "Choose one of the options shown.")
    .max(3, "Choose one of the options shown."),
});
