// POST /api/photos/{id}/alt-text – alt text suggested for the photo by the writer's vision model, for the owner to
// read and save (nothing is saved); paid in credits by the tokens it used. 409 where the writer is the offline one.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { suggestAltText } from "@/lib/media/describe-photo";
import { photoIdFrom } from "@/lib/media/schemas";

export const POST = withUser<RouteContext<"/api/photos/[id]/alt-text">>(async (_request, { user, params }) =>
  ok(await suggestAltText(user.id, photoIdFrom((await params).id)), "Alt text suggested"),
);
