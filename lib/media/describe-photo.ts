// Alt text suggested for a photo by a vision model (docs/media.md): the writer's model, on the AI SDK, sees the
// photo's display size and writes a sentence or two of what is in it, which the owner reads and saves (nothing
// is saved here). It is paid for in credits by the tokens it used, as a draft is. A run whose writer is the
// offline one can't see photos: there, the owner writes the alt text, and the library asks them to.
import "server-only";
import { generateText } from "ai";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { AppError } from "@/lib/api/errors";
import { assertActiveSubscription } from "@/lib/billing/entitlement";
import { releaseReservation, reserveCredits, settleReservation } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { getPostWriter, type PostWriter } from "@/lib/integrations/ai";
import { ALT_TEXT_MAX } from "./limits";
import { readPhotoVariant } from "./read-photos";

/** Where alt text can't be suggested: the writer here is the offline one, which can't see photos. */
export const NO_SUGGESTIONS = "Postloom can't suggest alt text here: its AI writer isn't set up. Describe what the photo shows yourself.";

/** The photo as the model sees it: 768 px on its longer side is enough to say what is in it (and costs less). */
const SEEN_SIZE = 768;
/** Credits held while it writes: the photo's tokens (under 1,000 at this size) and a short reply. */
const RESERVED_CREDITS = 2_000;
const MAX_OUTPUT_TOKENS = 120;
const DEADLINE_MS = 30_000;

const INSTRUCTIONS = [
  "You write alt text for a photo a small business will post on social media, for people who use screen readers.",
  "In one or two plain sentences, at most 250 characters, say what is in the photo: the subject first, then what matters about it.",
  "Do not start with 'Image of' or 'Photo of'. No hashtags, no emoji, no marketing words, nothing that is not in the photo.",
].join("\n");

/** A photo as a writer is shown it: its display size, scaled down to what a vision model reads. */
export const seenCopy = (display: Buffer) =>
  sharp(display).resize(SEEN_SIZE, SEEN_SIZE, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();

/** A reply as alt text: one line, without the quotes or label a model sometimes adds, within the limit. */
export function asAltText(reply: string): string {
  const line = reply
    .replace(/^\s*(alt text|alt)\s*:\s*/i, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["“](.*)["”]$/, "$1")
    .trim();
  return [...line].slice(0, ALT_TEXT_MAX).join("");
}

export async function suggestAltText(userId: string, photoId: string, writer: PostWriter = getPostWriter()): Promise<{ altText: string }> {
  if (env.modes.ai !== "production") throw new AppError("CONFLICT", NO_SUGGESTIONS);
  await assertActiveSubscription(userId);
  const [{ bytes }, profile] = await Promise.all([
    readPhotoVariant(userId, photoId, "display"),
    db.businessProfile.findUnique({ where: { userId }, select: { businessName: true, industry: true } }),
  ]);
  const seen = await seenCopy(bytes);
  const reference = `alt-text:${photoId}:${randomUUID()}`;
  await reserveCredits(userId, RESERVED_CREDITS, reference);
  try {
    const { text, totalUsage } = await generateText({
      model: writer.model,
      instructions: INSTRUCTIONS,
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: profile ? `A photo of ${profile.businessName} (${profile.industry}).` : "A photo of a small business." },
            { type: "image", image: seen, mediaType: "image/jpeg" },
          ],
        },
      ],
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      maxRetries: 1,
      abortSignal: AbortSignal.timeout(DEADLINE_MS),
    });
    const altText = asAltText(text);
    if (!altText) throw new AppError("SERVICE_UNAVAILABLE", "The writer didn't describe the photo. Nothing was charged; please try again.");
    const tokens = totalUsage.totalTokens ?? (totalUsage.inputTokens ?? 0) + (totalUsage.outputTokens ?? 0);
    await settleReservation(userId, reference, Math.min(RESERVED_CREDITS, tokens));
    return { altText };
  } catch (error) {
    await releaseReservation(userId, reference);
    if (error instanceof AppError) throw error;
    console.error("[media] alt text suggestion failed", error);
    throw new AppError("SERVICE_UNAVAILABLE", "The writer is not answering right now. Nothing was charged; please try again.");
  }
}
