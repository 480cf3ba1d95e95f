// The owner's changes to their voice: learning on or off, the summary in their own words (the writer leaves it
// alone after; cleared, the writer may write it again), and each example pinned, unpinned or removed.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { getVoice } from "./get-voice";
import type { VoicePatch, VoiceReply } from "@/lib/voice/schemas";

export async function updateVoice(userId: string, patch: VoicePatch): Promise<VoiceReply> {
  const summary =
    patch.summary === undefined
      ? {}
      : patch.summary
        ? { summary: patch.summary, summaryByOwner: true, summaryAt: new Date() }
        : { summary: null, summaryByOwner: false, summaryAt: null };
  const data = { ...(patch.learning !== undefined && { learning: patch.learning }), ...summary };
  await db.voiceProfile.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  return getVoice(userId);
}

const EXAMPLE_NOT_FOUND = "We couldn't find that example.";

/** Pins (always shown to the writer, budget allowing) or unpins one of the owner's examples. */
export async function pinExample(userId: string, id: number, pinned: boolean): Promise<VoiceReply> {
  const { count } = await db.voiceExample.updateMany({ where: { id, userId, removed: false }, data: { pinned } });
  if (count === 0) throw new AppError("NOT_FOUND", EXAMPLE_NOT_FOUND);
  return getVoice(userId);
}

/** Removes an example for good: the writer never sees it again. */
export async function removeExample(userId: string, id: number): Promise<VoiceReply> {
  const { count } = await db.voiceExample.updateMany({ where: { id, userId, removed: false }, data: { removed: true, pinned: false } });
  if (count === 0) throw new AppError("NOT_FOUND", EXAMPLE_NOT_FOUND);
  return getVoice(userId);
}
