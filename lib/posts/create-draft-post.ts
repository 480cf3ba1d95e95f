// Generating a draft post (POST /api/post/draft and its streamed twin): entitlement, credits, writing, the
// optional image, and the stored post.
//
// Credits: before the model is called we reserve an upper bound (the prompt's estimated tokens, the output
// budget, and the image cost). Afterwards the post's cost is what it really used (the model's total tokens,
// plus the flat image cost when an image was made) and the rest is refunded, in the same statement that
// saves the post; on failure all of it is. The reservation is a conditional update, so concurrent drafts can
// never take the balance below zero. A draft that never settles (its server died) is returned by the sweep
// (lib/credits/ledger.ts), so a draft is given at most DRAFT_DEADLINE_MS to finish, well inside the sweep's wait.
import "server-only";
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/api/errors";
import { noTiming, type ServerTiming } from "@/lib/api/server-timing";
import { assertActiveSubscription } from "@/lib/billing/entitlement";
import {
  releaseReservation,
  RESERVATION_EXPIRES_AFTER_MS,
  ReservationExpired,
  reserveCredits,
  settled,
  settleReservation,
  unsettled,
} from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { getPostWriter, type PostWriter } from "@/lib/integrations/ai";
import { OFFLINE_WRITER_ID } from "@/lib/offline-writer-id";
import { photosForDraft } from "./post-photos";
import { getImageMaker, type ImageMaker } from "@/lib/integrations/image";
import { loadVoice } from "@/lib/voice/load-voice";
import { buildPrompt, estimatePromptTokens } from "./build-prompt";
import type { PostBrief } from "@/lib/writing/post-brief";
import type { BriefVoice } from "@/lib/writing/voice";
import { makeImage } from "./make-post-image";
import { saveAsDraft, saveSettled, type DraftSaver } from "./save-draft";
import { seenPhotos, tokensUsed, writeDraftText } from "./write-draft-text";
import type { DraftRequest } from "@/lib/posts/schemas/draft";

export const POST_GENERATED_MESSAGE = "Post generated successfully!";

/** The longest a draft may take, writing and image included; the sweep waits longer than this. */
export const DRAFT_DEADLINE_MS = 5 * 60 * 1000;
if (DRAFT_DEADLINE_MS >= RESERVATION_EXPIRES_AFTER_MS) throw new Error("A draft must end before the sweep returns its credits.");

const TOO_SLOW = "The writer took too long. Nothing was charged; please try again.";

export type GeneratedPost = {
  id: number;
  content: string;
  imageUrl: string | null;
  /** "offline" or "openai:<model>". */
  writer: string;
};

export type DraftResult = {
  remainingCreditAmount: number;
  generatedPost: GeneratedPost;
  /** True when an image was asked for but could not be made: the post was kept and the image not charged. */
  imageFailed?: boolean;
};

export type DraftDependencies = {
  writer?: PostWriter;
  imageMaker?: ImageMaker;
  timing?: ServerTiming;
  /** The credit reservation's reference (a plan's item names its own, per attempt); a fresh one otherwise. */
  reference?: string;
  /** How the post is saved: as a new draft (GENERATED) unless a plan saves it its own way. */
  save?: DraftSaver;
  /** The owner's context, loaded once for several drafts written together (a plan's): checked within the minute. */
  context?: Promise<BriefContext>;
  /** What the brief gains beyond the request: a planned post's kind and occasion, an option's angle. */
  extend?: Pick<PostBrief, "kind" | "occasion" | "variant" | "rewriteOf">;
};

export type GenerateOptions = {
  /** Receives the text as the writer produces it; without it the text is generated in one call. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
};

export type PreparedDraft = {
  /** Credits held for this draft until it settles. */
  reserved: number;
  generate(options?: GenerateOptions): Promise<DraftResult>;
  /** Gives the credits back without writing (a draft of several that can't all be paid for). */
  release(): Promise<void>;
};

type BrandProfileRow = { businessName: string; industry: PostBrief["brand"]["industry"]; description: string; targetAudience: string; painPoints: string };

/** A brief from the brand profile, the request and the owner's voice (none when learning is off). */
export function briefFrom(profile: BrandProfileRow, request: DraftRequest, voice: BriefVoice | null): PostBrief {
  return {
    brand: {
      name: profile.businessName,
      industry: profile.industry,
      description: profile.description,
      targetAudience: profile.targetAudience,
      painPoints: profile.painPoints,
    },
    description: request.description,
    extraInstructions: request.extraInstructions,
    postType: request.postType,
    postLength: request.postLength,
    postTone: request.postTone,
    replyLanguage: request.replyLanguage,
    generateHashtags: request.generateHashtags,
    platform: request.platform,
    links: request.links,
    weight: request.weight,
    ...(voice && { voice }),
  };
}

/** What every brief of the owner's starts from, once they may generate: their brand profile and their voice. */
export type BriefContext = { profile: BrandProfileRow; voice: BriefVoice | null };

/** The owner's entitlement checked (subscription first, then profile), their profile and voice loaded. */
export async function loadBriefContext(userId: string): Promise<BriefContext> {
  // Every answer is needed; asking in parallel saves round trips on every draft.
  const [, profile, voice] = await Promise.all([assertActiveSubscription(userId), db.businessProfile.findUnique({ where: { userId } }), loadVoice(userId)]);
  if (!profile) throw new AppError("BUSINESS_NOT_FOUND");
  return { profile, voice };
}

/** The brand profile plus the request, once the user may generate; from `context` when it is loaded already. */
export async function loadBrief(userId: string, request: DraftRequest, context: Promise<BriefContext> = loadBriefContext(userId)): Promise<PostBrief> {
  const { profile, voice } = await context;
  return briefFrom(profile, request, voice);
}

/** Input tokens reserved for each photo a writer is shown (OpenAI counts a low-detail image as 85). */
const SEEN_PHOTO_TOKENS = 100;

/**
 * Checks the subscription and the brand profile and reserves the credits. Everything that can refuse the
 * request happens here, before any text is produced; `generate()` then writes, stores and settles.
 */
export async function prepareDraftPost(userId: string, request: DraftRequest, deps: DraftDependencies = {}): Promise<PreparedDraft> {
  const timing = deps.timing ?? noTiming;
  const [loaded, photos] = await timing.measure("checks", () =>
    Promise.all([loadBrief(userId, request, deps.context), request.photoIds?.length ? photosForDraft(userId, request.photoIds) : []]),
  );
  const brief = { ...loaded, ...deps.extend, ...(photos.length && { photos: photos.map((photo) => photo.altText) }) };
  const prompt = buildPrompt(brief);
  // The owner's photos are the post's pictures: no AI image is made for it.
  const makesImage = request.generateImage && photos.length === 0;
  const imageCost = makesImage ? env.IMAGE_CREDIT_COST : 0;
  const reserved = estimatePromptTokens(prompt) + photos.length * SEEN_PHOTO_TOKENS + prompt.maxOutputTokens + imageCost;
  const reference = deps.reference ?? `draft:${randomUUID()}`;
  const save = deps.save ?? saveAsDraft(userId);
  await timing.measure("reserve", () => reserveCredits(userId, reserved, reference));

  let started = false;
  return {
    reserved,
    async release() {
      if (started) throw new Error("This draft was already generated.");
      started = true;
      await settleReservation(userId, reference, 0);
    },
    async generate(options = {}) {
      if (started) throw new Error("This draft was already generated.");
      started = true;
      const writer = deps.writer ?? getPostWriter();
      // A writer that sees is shown the photos; the offline one writes from what their alt text says.
      const images = photos.length && writer.id !== OFFLINE_WRITER_ID ? await timing.measure("photos", () => seenPhotos(userId, photos)) : undefined;
      const signal = options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(DRAFT_DEADLINE_MS)]) : AbortSignal.timeout(DRAFT_DEADLINE_MS);
      try {
        const { text: raw, usage } = await timing.measure("write", () => writeDraftText(writer, { ...prompt, images }, { ...options, signal }));
        const text = raw.trim();
        if (!text) throw new AppError("SERVICE_UNAVAILABLE", "The writer returned an empty post. Nothing was charged; please try again.");
        let cost = tokensUsed(usage, prompt, text);

        let imageId: string | null = null;
        if (makesImage) {
          const maker = deps.imageMaker ?? getImageMaker();
          imageId = await timing.measure("image", () => makeImage(userId, maker, brief, request, text, signal));
          if (imageId) cost += imageCost;
        }
        cost = Math.min(cost, reserved);

        // The post and its charge are saved together, in one statement: there is never one without the other.
        const saved = await timing.measure("save", () => saveSettled(userId, reference, save, { text, imageId, cost, writer: writer.id, request }));
        if (!saved) throw (await unsettled(userId, reference, cost)) ?? (await save.unsaved?.()) ?? new Error("The draft was not saved");
        const { balance: remainingCreditAmount, ...post } = saved;
        // The post is saved and paid for: a low-credit notice that can't be raised now is not the draft's failure.
        await settled(userId, cost, remainingCreditAmount).catch((error) => console.error("[credits] the low-credit notice failed", error));
        const imageFailed = makesImage && !imageId;
        return { remainingCreditAmount, generatedPost: { ...post, writer: writer.id }, ...(imageFailed && { imageFailed }) };
      } catch (error) {
        await releaseReservation(userId, reference);
        if (error instanceof ReservationExpired || (error as Error)?.name === "TimeoutError") throw new AppError("SERVICE_UNAVAILABLE", TOO_SLOW);
        if (error instanceof AppError || (error as Error)?.name === "AbortError") throw error;
        console.error("[posts] draft generation failed", error);
        throw new AppError("SERVICE_UNAVAILABLE", "The writer is not answering right now. Nothing was charged; please try again.");
      }
    },
  };
}

/** The whole draft in one call (the JSON route and tests). */
export async function createDraftPost(userId: string, request: DraftRequest, deps: DraftDependencies = {}): Promise<DraftResult> {
  const draft = await prepareDraftPost(userId, request, deps);
  return draft.generate();
}
