// POST /api/post/draft/stream – the same draft as POST /api/post/draft, streamed as NDJSON while it is written.
import { readJson, toErrorResponse, type Envelope } from "@/lib/api/envelope";
import { ndjsonResponse } from "@/lib/api/ndjson";
import { withUser } from "@/lib/auth/with-user";
import { POST_GENERATED_MESSAGE, prepareDraftPost, type DraftResult } from "@/lib/posts/create-draft-post";
import { draftRequestSchema } from "@/lib/posts/schemas/draft";

export const POST = withUser(async (request, { user }) => {
  const input = draftRequestSchema.parse(await readJson(request));
  // Validation, subscription and credit refusals answer here, with their HTTP status, before any streaming.
  const draft = await prepareDraftPost(user.id, input);
  return ndjsonResponse<DraftResult>(async (send) => {
    try {
      const result = await draft.generate({ onDelta: (text) => send({ type: "delta", text }) });
      send({ type: "done", envelope: { statusCode: "OK", message: POST_GENERATED_MESSAGE, object: result } });
    } catch (error) {
      const reply = toErrorResponse(error);
      send({ type: "error", status: reply.status, envelope: (await reply.json()) as Envelope });
    }
  });
});
