// The Create Post form's limits and defaults, with no validation code, so the workspace loads without zod
// until the owner first uses the form. The draft request's schema is ./schemas.
import { CHANNEL_KEYS } from "@/lib/channels/facts";
import type { DraftForm } from "@/lib/posts/schemas/draft";

export const TEXT_LIMIT = 500;

/**
 * The Extra Instructions a new post starts from when it is to be like one of the owner's ("Write another like this",
 * on Insights): the example's text, cut to fit the field.
 */
export function likeInstructions(example: string): string {
  const lead = "Write it like this post of mine, which did well, on a new subject: ";
  const room = TEXT_LIMIT - lead.length - 2;
  const characters = Array.from(example.replace(/\s+/g, " ").trim());
  return `${lead}"${characters.length <= room ? characters.join("") : `${characters.slice(0, room - 1).join("")}…`}"`;
}

/** docs/product.md §9 form defaults. */
export const DRAFT_FORM_DEFAULTS = {
  description: "",
  extraInstructions: "",
  replyLanguage: "english",
  postType: "SOCIAL_MEDIA_AD",
  postTone: "FRIENDLY",
  postLength: "medium",
  generateHashtags: false,
  generateImage: false,
  platform: CHANNEL_KEYS[0],
  imageDescription: "",
  links: [],
  weight: 50,
} satisfies DraftForm;
