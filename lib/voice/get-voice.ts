// GET /api/voice: the owner's voice as the card shows it: learning on or off, the summary, and the examples the
// writer may see, each marked where it is in use (fits the prompt's budget) right now.
import "server-only";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { fitVoice } from "@/lib/writing/voice";
import { voiceCandidates, voiceSettings } from "./load-voice";
import { voiceReplySchema, type VoiceReply } from "@/lib/voice/schemas";

/** Read under `who`'s scope: its settings' statement holds the scope's condition. */
export async function getVoice(who: string | ReadScope): Promise<VoiceReply> {
  const scope = scopeOf(who);
  const [settings, candidates] = await Promise.all([voiceSettings(scope), voiceCandidates(scope.userId)]);
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
