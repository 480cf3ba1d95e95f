// POST /api/post/{id}/resolve – the owner's answer about an unconfirmed post: { answer: "published" | "resend" }.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { resolveUnconfirmed } from "@/lib/publishing/resolve-unconfirmed";
import { postIdFromParams, resolveUnconfirmedSchema } from "@/lib/publishing/schemas";

export const maxDuration = 60;

const MESSAGES = { published: "Marked as published", resend: "Post published to Facebook" } as const;

export const POST = withUser<RouteContext<"/api/post/[id]/resolve">>(async (request, { user, params }) => {
  const id = postIdFromParams(await params);
  const { answer } = resolveUnconfirmedSchema.parse(await readJson(request));
  return ok(await resolveUnconfirmed(user.id, id, answer), MESSAGES[answer]);
});
