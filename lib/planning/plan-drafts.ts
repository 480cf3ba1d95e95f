// What a plan's item asks the writer for: the draft request its theme and the plan's settings make (written
// for Instagram's rules when a target is on Instagram), and what writing an outline would cost.
import "server-only";
import { writingChannelFor } from "@/lib/channels/facts";
import { env } from "@/lib/env";
import { buildPrompt, estimatePromptTokens } from "@/lib/posts/build-prompt";
import { briefFrom } from "@/lib/posts/create-draft-post";
import type { DraftRequest } from "@/lib/posts/schemas/draft";
import type { PostKind } from "@/lib/writing/post-kinds";
import { TARGET_WORDS } from "@/lib/writing/vocabulary";
import type { BriefVoice } from "@/lib/writing/voice";
import type { PlanSettings } from "@/lib/planning/schemas";

/** An outline item as it is written: with an AI image, or about one of the owner's photos (then no AI image). */
export type ItemToWrite = { kind: PostKind; theme: string; occasion: string | null; withImage: boolean; photoId: string | null };

/** The draft request of an item: its theme, the plan's choices, the rules of the platforms it goes to. */
export function itemDraftRequest(item: ItemToWrite, settings: PlanSettings, platforms: readonly string[]): DraftRequest {
  return {
    description: item.theme,
    extraInstructions: "",
    replyLanguage: settings.replyLanguage,
    postType: "SOCIAL_MEDIA_AD",
    postTone: settings.postTone,
    postLength: settings.postLength,
    generateHashtags: settings.generateHashtags,
    generateImage: item.withImage && !item.photoId,
    ...(item.photoId && { photoIds: [item.photoId] }),
    platform: writingChannelFor(platforms),
    imageDescription: "",
    links: [],
    weight: settings.weight,
  };
}

/** What the brief of an item adds to its request. */
export const itemBriefExtras = (item: ItemToWrite) => ({ kind: item.kind, ...(item.occasion && { occasion: item.occasion }) });

/** A post's tokens are about 1.4 times its words. */
const TOKENS_PER_WORD = 1.4;

type Profile = Parameters<typeof briefFrom>[0];

/**
 * What writing `items` would cost: about `credits` (the prompt, a post of the length asked for, the images), and
 * at most `upTo` (what the drafts reserve: the prompt and the longest post the writer may return).
 */
export function estimatePlanCost(
  items: readonly ItemToWrite[],
  settings: PlanSettings,
  platforms: readonly string[],
  profile: Profile,
  voice: BriefVoice | null,
) {
  let credits = 0;
  let upTo = 0;
  for (const item of items) {
    const request = itemDraftRequest(item, settings, platforms);
    const prompt = buildPrompt({ ...briefFrom(profile, request, voice), ...itemBriefExtras(item) });
    const image = item.withImage && !item.photoId ? env.IMAGE_CREDIT_COST : 0;
    const input = estimatePromptTokens(prompt);
    credits += Math.ceil((prompt.instructions.length + prompt.prompt.length) / 4) + Math.ceil(TARGET_WORDS[settings.postLength] * TOKENS_PER_WORD) + image;
    upTo += input + prompt.maxOutputTokens + image;
  }
  return { credits, upTo };
}
