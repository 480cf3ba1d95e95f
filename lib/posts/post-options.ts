import type { PostTone, PostType } from "@/lib/writing/vocabulary";
// The choices the Create Post form offers (docs/product.md §3 form-only fields), with their labels.

export const LANGUAGE_OPTIONS = [
  { value: "english", label: "English" },
  { value: "spanish", label: "Spanish" },
  { value: "french", label: "French" },
  { value: "german", label: "German" },
  { value: "hungarian", label: "Hungarian" },
  { value: "portuguese", label: "Portuguese" },
  { value: "italian", label: "Italian" },
] as const;

export const POST_TYPE_OPTIONS: readonly { value: PostType; label: string }[] = [
  { value: "SOCIAL_MEDIA_AD", label: "Social media ad" },
  { value: "BLOG", label: "Blog post" },
  { value: "EMAIL", label: "Email" },
];

export const TONE_OPTIONS: readonly { value: PostTone; label: string }[] = [
  { value: "CASUAL", label: "Casual" },
  { value: "FRIENDLY", label: "Friendly" },
  { value: "PROFESSIONAL", label: "Professional" },
  { value: "ENTHUSIASTIC", label: "Enthusiastic" },
];

export const LENGTH_OPTIONS = [
  { value: "short", label: "Short (~50 words)" },
  { value: "medium", label: "Medium (~150 words)" },
  { value: "long", label: "Long (~300 words)" },
] as const;
