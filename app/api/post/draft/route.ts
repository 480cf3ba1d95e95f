// POST /api/post/draft – generate a post (text and optional image) from the draft request, paid in credits.
import { ok, readJson } from "@/lib/api/envelope";
import { createServerTiming } from "@/lib/api/server-timing";
import { withUser } from "@/lib/auth/with-user";
import { createDraftPost, POST_GENERATED_MESSAGE } from "@/lib/posts/create-draft-post";
import { draftRequestSchema } from "@/lib/posts/schemas/draft";

export const POST = withUser(async (request, { user }) => {
  const timing = createServerTiming();
  const input = draftRequestSchema.parse(await readJson(request));
  const result = await createDraftPost(user.id, input, { timing });
  return ok(result, POST_GENERATED_MESSAGE, { headers: { "Server-Timing": timing.header() } });
});
