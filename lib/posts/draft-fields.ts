// The Create Post form's limits and defaults, with no validation code, so the workspace loads without zod
// until the owner first uses the form. The draft request's schema is ./schemas.
import { CHANNEL_KEYS } from "@/lib/channels/facts";
import type { DraftForm } from "@/lib/posts/schemas/draft";

export const TEXT_LIMIT = 500;

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
