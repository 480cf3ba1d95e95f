// The one prompt builder: brand profile (weighted by brand emphasis) plus the draft request, turned into
// the instructions and prompt every writer receives, and the output budget that bounds the credit reservation.
import "server-only";
import { channelFacts } from "@/lib/channels/facts";
import type { ChannelFacts } from "@/lib/channels/rules";
import { brandEmphasisHint, brandEmphasisLevel } from "@/lib/writing/brand-emphasis";
import { BRIEF_PROVIDER_KEY, type PostBrief } from "@/lib/writing/post-brief";
import { POST_KIND_GUIDES } from "@/lib/writing/post-kinds";
import { clip, EXAMPLE_MAX_CHARS, renderVoice } from "@/lib/writing/voice";
import { TARGET_WORDS, type PostLength, type PostTone, type PostType, type ReplyLanguage } from "@/lib/writing/vocabulary";

/** Generous for every language (Hungarian or German need more tokens per word than English). */
export const MAX_OUTPUT_TOKENS: Record<PostLength, number> = { SHORT: 300, MEDIUM: 700, LONG: 1200 };

export const LANGUAGE_NAMES: Record<ReplyLanguage, string> = {
  ENGLISH: "English",
  SPANISH: "Spanish",
  FRENCH: "French",
  GERMAN: "German",
  HUNGARIAN: "Hungarian",
  PORTUGUESE: "Portuguese",
  ITALIAN: "Italian",
};

const TONE_GUIDES: Record<PostTone, string> = {
  CASUAL: "casual: relaxed and conversational, like talking to a friend",
  FRIENDLY: "friendly: warm, approachable and positive",
  PROFESSIONAL: "professional: clear, confident and polished, without slang",
  ENTHUSIASTIC: "enthusiastic: energetic and upbeat, with genuine excitement",
};

const POST_TYPE_GUIDES: Record<PostType, string> = {
  SOCIAL_MEDIA_AD: "a social media post that advertises the business on its Facebook Page",
  BLOG: "a short blog post with its title on the first line",
  EMAIL: "a marketing email: a 'Subject:' line first, then a greeting, the body and a sign-off",
};

const EMPHASIS_GUIDES = [
  "Mention the business name at most once and do not describe the business.",
  "Include one short reference to what the business does.",
  "Balance the topic with the business: refer to what it does and who it serves.",
  "Feature the business prominently: its offer, its audience and the problems it solves.",
  "Weave the business profile through the whole post: its story, its audience and the problems it solves.",
] as const;

/** What the channel's rules ask of the writing (lib/channels): a feed that cuts the text short, links that don't work. */
function channelGuides({ label, textName, rules, writing }: ChannelFacts): string[] {
  const article = /^[AEIOU]/.test(label) ? "an" : "a";
  return [
    ...(rules.feedCharacters === null
      ? []
      : [
          `Write it as ${article} ${label} ${textName}: the first line must make people stop scrolling, because ${label} shows only about ${rules.feedCharacters} characters before '… more'.`,
        ]),
    ...(rules.linksInText === "plain text"
      ? [`Keep paragraphs short. Never put web addresses in the ${textName}: ${label} does not make them clickable.`]
      : rules.linksInText === "button"
        ? [`Never put web addresses in the ${textName}: ${label} links only through the post's button.`]
        : []),
    ...(writing.register ? [writing.register] : []),
  ];
}

function hashtagLine(brief: PostBrief, { label, rules, writing }: ChannelFacts): string {
  if (!brief.generateHashtags) return "- Hashtags: do not use any hashtags.";
  if (rules.maxHashtags === 0) return `- Hashtags: do not use any hashtags: ${label} shows them as plain words, and they read as spam there.`;
  return rules.maxHashtags === null
    ? `- Hashtags: end with one line of ${writing.hashtags} relevant hashtags.`
    : `- Hashtags: end with one block of ${writing.hashtags} relevant hashtags, all together after the text (${label} allows ${rules.maxHashtags} at most).`;
}

function linkLine(brief: PostBrief, { label, textName, rules }: ChannelFacts): string {
  if (!brief.links.length) return "- Links: do not invent links or web addresses.";
  if (rules.linksInText === "button") return `- Links: do not write any web address: the post's button on ${label} takes readers to the business's link.`;
  return rules.linksInText === "plain text"
    ? `- Links: the business has a link for readers, but ${label} ${textName}s can't link: write 'Link in bio' once instead of any address.`
    : `- Links: include each of these links exactly as written, each on its own line:\n${brief.links.map((l) => `  ${l}`).join("\n")}`;
}

/** The owner's photos the post goes with: what they show, as the owner described them; the writer that sees them sees them too. */
function photoLines({ photos }: PostBrief): string[] {
  if (!photos?.length) return [];
  const described = photos.map((alt, i) => (alt.trim() ? `  Photo ${i + 1}: ${alt.trim()}` : `  Photo ${i + 1}: (not described)`));
  return [
    `- Photos: the post goes out with ${photos.length === 1 ? "a photo" : `${photos.length} photos`} of the business's own. Write about what ${photos.length === 1 ? "it shows" : "they show"}, as the owner describes ${photos.length === 1 ? "it" : "them"}:`,
    ...described,
  ];
}

/** 'Give me 3 options': each option's angle, so the three differ in more than wording. */
export const VARIANT_ANGLES: Record<1 | 2 | 3, string> = {
  1: "Option 1 of 3: lead with the most useful fact for the reader.",
  2: "Option 2 of 3: lead with a question or a small scene from everyday life, and keep it personal.",
  3: "Option 3 of 3: keep it shorter and punchier than usual, with one strong line up front.",
};

export type BuiltPrompt = {
  instructions: string;
  prompt: string;
  /** The owner's photos, for a writer that sees them (sent with the prompt as images). */
  images?: Uint8Array[];
  maxOutputTokens: number;
  /** Passed to the model call; the offline writer composes from it, other providers ignore it. */
  providerOptions: { [BRIEF_PROVIDER_KEY]: PostBrief };
};

function profileLines(brief: PostBrief): string[] {
  const { brand } = brief;
  const level = brandEmphasisLevel(brief.weight);
  const lines = [`- Business name: ${brand.name}`, `- Industry: ${brand.industry}`];
  if (level >= 1) lines.push(`- What it does: ${brand.description}`);
  if (level >= 2) lines.push(`- Target audience: ${brand.targetAudience}`);
  if (level >= 3) lines.push(`- Pain points it solves: ${brand.painPoints}`);
  return lines;
}

export function buildPrompt(brief: PostBrief): BuiltPrompt {
  const language = LANGUAGE_NAMES[brief.replyLanguage];
  const words = TARGET_WORDS[brief.postLength];
  const channel = channelFacts(brief.platform);

  const instructions = [
    "You are Postloom's copywriter. You write for small businesses in plain, honest language.",
    `Write ${POST_TYPE_GUIDES[brief.postType]}.`,
    ...channelGuides(channel),
    `Write the whole post in ${language}, even when the brief below is written in another language.`,
    "Reply with the post text only: no preamble, no quotation marks around it, no markdown headings.",
  ].join("\n");

  const brand = [
    `Brand profile (brand emphasis ${brief.weight}/100: ${brandEmphasisHint(brief.weight)}):`,
    ...profileLines(brief),
    EMPHASIS_GUIDES[brandEmphasisLevel(brief.weight)],
  ];

  const task = [
    "Post brief:",
    brief.description.trim()
      ? `- What the post is about: ${brief.description.trim()}`
      : "- There is no specific topic: introduce the business and what it offers.",
    ...(brief.kind ? [`- Kind of post: ${POST_KIND_GUIDES[brief.kind]}.`] : []),
    ...(brief.occasion ? [`- The occasion: ${brief.occasion}.`] : []),
    `- Tone of voice: ${TONE_GUIDES[brief.postTone]}.`,
    `- Length: about ${words} words.`,
    `- Language: ${language}.`,
    hashtagLine(brief, channel),
    linkLine(brief, channel),
    ...photoLines(brief),
  ];
  if (brief.extraInstructions.trim()) task.push(`- Extra instructions from the business owner: ${brief.extraInstructions.trim()}`);
  if (brief.variant) task.push(`- ${VARIANT_ANGLES[brief.variant as 1 | 2 | 3]}`);
  if (brief.rewriteOf) task.push(`- Write it afresh, differently from this earlier version: «${clip(brief.rewriteOf, EXAMPLE_MAX_CHARS)}»`);

  return {
    instructions,
    // The owner's voice: their own words, to be written like, never copied.
    prompt: [...brand, ...(brief.voice ? ["", renderVoice(brief.voice)] : []), "", ...task].join("\n"),
    maxOutputTokens: MAX_OUTPUT_TOKENS[brief.postLength],
    providerOptions: { [BRIEF_PROVIDER_KEY]: brief },
  };
}

/**
 * An upper bound on the prompt's input tokens. Deliberately pessimistic (3 characters a token plus room
 * for the chat format) so the reservation covers what the model will report.
 */
export function estimatePromptTokens(built: Pick<BuiltPrompt, "instructions" | "prompt">): number {
  return Math.ceil((built.instructions.length + built.prompt.length) / 3) + 64;
}

/** What the image model is asked for: the user's image description, set in the brand's world, without text. */
export function buildImagePrompt(brief: PostBrief, imageDescription: string): string {
  const subject = imageDescription.trim() || brief.description.trim() || `what ${brief.brand.name} offers`;
  return [
    `A bright, natural-looking social media image for ${brief.brand.name}, a small business in ${brief.brand.industry}.`,
    `It shows: ${subject}.`,
    "Wide landscape framing. No words, letters or logos in the image.",
  ].join(" ");
}
