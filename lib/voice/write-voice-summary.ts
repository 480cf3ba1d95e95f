// The owner's style in a few sentences, written by the writer (OpenAI, or the offline writer in the sandbox) from
// their examples: after new examples arrive (the background round), or at once from the card. An owner who
// wrote their own summary keeps it. It costs the owner no credits: it is a few hundred tokens, a few times a month.
import "server-only";
import { generateText } from "ai";
import { db } from "@/lib/db";
import { getPostWriter, type PostWriter } from "@/lib/integrations/ai";
import { clip, EXAMPLE_MAX_CHARS, SUMMARY_MAX_CHARS, VOICE_SUMMARY_PROVIDER_KEY } from "@/lib/writing/voice";
import { voiceCandidates, voiceSettings } from "./load-voice";

/** Examples needed before a summary says anything worth reading. */
export const EXAMPLES_FOR_SUMMARY = 2;
/** Examples a summary is written from at most. */
const SUMMARY_EXAMPLES = 8;

const INSTRUCTIONS = [
  "You describe how a small business owner writes their social media posts, for a copywriter who will write in their voice.",
  "In at most three short sentences: their sentence length and tone, how they usually open and sign off, their use of emoji, questions and hashtags.",
  "Quote their usual opening, sign-off or hashtags exactly where they have one. Plain language, no preamble, no lists.",
].join("\n");

/**
 * Writes the owner's summary from their examples now; false when there is nothing to write it from, learning is
 * off, or the owner wrote their own (unless `replace`, the card's explicit ask).
 */
export async function writeVoiceSummary(
  userId: string,
  { writer = getPostWriter(), replace = false }: { writer?: PostWriter; replace?: boolean } = {},
): Promise<boolean> {
  const [settings, candidates] = await Promise.all([voiceSettings(userId), voiceCandidates(userId)]);
  if (!settings.learning || (settings.summaryByOwner && !replace) || candidates.length < EXAMPLES_FOR_SUMMARY) return false;
  const examples = candidates.slice(0, SUMMARY_EXAMPLES).map((c) => clip(c.text, EXAMPLE_MAX_CHARS));
  const { text } = await generateText({
    model: writer.model,
    instructions: INSTRUCTIONS,
    prompt: examples.map((example, i) => `Post ${i + 1}:\n${example}`).join("\n\n"),
    maxOutputTokens: 200,
    maxRetries: 1,
    providerOptions: { [VOICE_SUMMARY_PROVIDER_KEY]: { examples } },
  });
  const summary = clip(text, SUMMARY_MAX_CHARS);
  if (!summary) return false;
  const data = { summary, summaryByOwner: false, summaryAt: new Date() };
  await db.voiceProfile.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return true;
}

/**
 * The background round: owners with examples newer than their summary (or none yet), learning on, and no summary
 * of their own, get one written. Returns how many were written.
 */
export async function refreshVoiceSummaries({ limit = 20, writer }: { limit?: number; writer?: PostWriter } = {}): Promise<number> {
  const due = await db.$queryRaw<{ userId: string }[]>`
    SELECT e."userId" FROM "VoiceExample" e LEFT JOIN "VoiceProfile" v ON v."userId" = e."userId"
    WHERE NOT e."removed" AND COALESCE(v."learning", true) AND NOT COALESCE(v."summaryByOwner", false)
    GROUP BY e."userId", v."summaryAt"
    HAVING count(*) >= ${EXAMPLES_FOR_SUMMARY} AND (v."summaryAt" IS NULL OR max(e."createdAt") > v."summaryAt")
    LIMIT ${limit}`;
  let written = 0;
  for (const { userId } of due) {
    try {
      if (await writeVoiceSummary(userId, { writer })) written++;
    } catch (error) {
      console.error(`[voice] summary for ${userId} failed`, error);
    }
  }
  return written;
}
