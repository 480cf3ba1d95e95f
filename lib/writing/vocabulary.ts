// The words a post brief is written in, shared by the domains that take a brief (posts, business), the
// writers that read one (lib/integrations/ai) and the browser's forms. It sits below all of them, so the
// writers need nothing from the domains.
import { CHANNEL_KEYS } from "@/lib/channels/facts";

export const POST_TYPES = ["SOCIAL_MEDIA_AD", "BLOG", "EMAIL"] as const;
export const POST_LENGTHS = ["SHORT", "MEDIUM", "LONG"] as const;
export const POST_TONES = ["CASUAL", "FRIENDLY", "PROFESSIONAL", "ENTHUSIASTIC"] as const;
export const REPLY_LANGUAGES = ["ENGLISH", "SPANISH", "FRENCH", "GERMAN", "HUNGARIAN", "PORTUGUESE", "ITALIAN"] as const;

/** The channel a post is written for: a Facebook post, or an Instagram caption. */
export const WRITE_FOR = CHANNEL_KEYS;

export type PostType = (typeof POST_TYPES)[number];
export type WriteFor = (typeof WRITE_FOR)[number];
export type PostLength = (typeof POST_LENGTHS)[number];
export type PostTone = (typeof POST_TONES)[number];
export type ReplyLanguage = (typeof REPLY_LANGUAGES)[number];

/** Words a post of each length aims at (docs/product.md §10: short ~50, medium ~150, long ~300). */
export const TARGET_WORDS: Record<PostLength, number> = { SHORT: 50, MEDIUM: 150, LONG: 300 };

export const INDUSTRIES = [
  "food_drink",
  "hospitality",
  "beauty_wellness",
  "fitness",
  "retail",
  "trades_home",
  "professional_services",
  "health",
  "education",
  "technology",
  "finance",
  "other",
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** The industries small businesses recognise themselves in, in the order the forms list them. */
export const INDUSTRY_LABELS: Record<Industry, string> = {
  food_drink: "Food and drink",
  hospitality: "Hospitality",
  beauty_wellness: "Beauty and wellness",
  fitness: "Fitness",
  retail: "Retail",
  trades_home: "Trades and home services",
  professional_services: "Professional services",
  health: "Health",
  education: "Education",
  technology: "Technology",
  finance: "Finance",
  other: "Other",
};
