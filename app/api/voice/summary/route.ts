// POST /api/voice/summary – have Postloom write the style summary now, from the examples it has (replacing the owner's own).
import { AppError } from "@/lib/api/errors";
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { getVoice } from "@/lib/voice/get-voice";
import { writeVoiceSummary } from "@/lib/voice/write-voice-summary";

export const POST = withUser(async (_request, { user }) => {
  const written = await writeVoiceSummary(user.id, { replace: true }).catch((error: unknown) => {
    console.error("[voice] summary failed", error);
    throw new AppError("SERVICE_UNAVAILABLE", "The writer is not answering right now. Please try again.");
  });
  if (!written) throw new AppError("CONFLICT", "Postloom needs a couple of your posts first: publish a post you edited, or pin one you like, then try again.");
  return ok(await getVoice(user.id), "Summary written");
});
