// POST /api/post/{id}/copy – a new draft with the text and picture of one of the user's posts ('Use as a new draft').
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { copiedMessage, copyPostAsDraft } from "@/lib/posts/copy-post-as-draft";
import { postIdFromParams } from "@/lib/publishing/schemas";

export const POST = withUser<RouteContext<"/api/post/[id]/copy">>(async (_request, { user, params }) => {
  const draft = await copyPostAsDraft(user.id, postIdFromParams(await params));
  return ok(draft, copiedMessage(draft.photos.length || (draft.imageUrl ? 1 : 0)), { status: 201 });
});
