// PATCH /api/voice/examples/{id} – pin or unpin an example of the owner's voice (body { pinned }); DELETE – remove it for good.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { pinExample, removeExample } from "@/lib/voice/update-voice";
import { exampleIdFromParams, examplePatchSchema } from "@/lib/voice/schemas";

export const PATCH = withUser<RouteContext<"/api/voice/examples/[id]">>(async (request, { user, params }) => {
  const id = exampleIdFromParams(await params);
  const { pinned } = examplePatchSchema.parse(await readJson(request));
  return ok(await pinExample(user.id, id, pinned), pinned ? "Pinned: Postloom always shows it to the writer." : "Unpinned");
});

export const DELETE = withUser<RouteContext<"/api/voice/examples/[id]">>(async (_request, { user, params }) =>
  ok(await removeExample(user.id, exampleIdFromParams(await params)), "Removed: the writer won't see it again."),
);
