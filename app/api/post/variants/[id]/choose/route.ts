// POST /api/post/variants/{id}/choose – keep one of the three options (body { index }, 1 to 3) as a new draft post.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { chooseVariantSchema } from "@/lib/posts/schemas/draft";
import { chooseVariant } from "@/lib/posts/write-variants";
import { cuidFrom } from "@/lib/validation/ids";

export const POST = withUser<RouteContext<"/api/post/variants/[id]/choose">>(async (request, { user, params }) => {
  const id = cuidFrom((await params).id, "We couldn't find those options. Please write them again.");
  const { index } = chooseVariantSchema.parse(await readJson(request));
  return ok({ generatedPost: await chooseVariant(user.id, id, index) }, "Kept. It's yours to edit and publish.");
});
