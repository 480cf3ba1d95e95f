// GET /api/voice: the owner's voice as the card shows it: learning on or off, the summary, and the examples the
// writer may see, each marked where it is in use (fits the prompt's budget) right now.
import "server-only";
import { fitVoice } from "@/lib/writing/voice";
import { voiceCandidates, voiceSettings } from "./load-voice";
import { voiceReplySchema, type VoiceReply } from "./voice-schema";

export async function getVoice(userId: string): Promise<VoiceReply> {
  const [settings, candidates] = await Promise.all([voiceSettings(userId), voiceCandidates(userId)]);
  const inUse = new Set(settings.learning ? (fitVoice(settings.summary, candidates)?.examples ?? []) : []);
  return voiceReplySchema.parse({
    learning: settings.learning,
    summary: settings.summary,
    summaryByOwner: settings.summaryByOwner,
    summaryAt: settings.summaryAt?.toISOString() ?? null,
    examples: candidates.map(({ id, source, before, text, pinned, engagement, postId, createdAt }, index) => ({
      id,
      source,
      before,
      text,
      pinned,
      inUse: inUse.has(candidates[index]!),
      engagement,
      postId,
      createdAt: createdAt.toISOString(),
    })),
  });
}
