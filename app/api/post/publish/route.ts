// POST /api/post/publish – publish now to the chosen platforms, or mark published when none is chosen.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { publishPost } from "@/lib/publishing/publish-post";
import { publishSchema } from "@/lib/publishing/schemas";

export const maxDuration = 60;

export const POST = withUser(async (request, { user }) => {
  const input = publishSchema.parse(await readJson(request));
  const post = await publishPost(user.id, input);
  return ok(post, input.platforms.length ? "Post published" : "Post marked as published");
});
