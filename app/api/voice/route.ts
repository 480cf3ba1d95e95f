// GET /api/voice – the owner's voice: learning on or off, the style summary and the examples the writer sees; PATCH /api/voice – turn learning on or off, or write the summary yourself.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser, withUserRead } from "@/lib/auth/with-user";
import { getVoice } from "@/lib/voice/get-voice";
import { updateVoice } from "@/lib/voice/update-voice";
import { voicePatchSchema } from "@/lib/voice/schemas";

export const GET = withUserRead(async (_request, { scope }) => ok(await getVoice(scope)));

export const PATCH = withUser(async (request, { user }) => {
  const patch = voicePatchSchema.parse(await readJson(request));
  const message = patch.learning === false ? "Learning is off: your posts are written without your examples." : patch.learning ? "Learning is on." : "Saved";
  return ok(await updateVoice(user.id, patch), message);
});
