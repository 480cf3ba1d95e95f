// POST /api/photos/bulk – several of the owner's photos at once (body { action: "delete", ids } or
// { action: "tag", ids, tag }): all of them the owner's, or nothing is done. Answers how many were changed.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { formatterFor } from "@/lib/format";
import { changePhotos } from "@/lib/media/change-photos";
import { photoBulkSchema } from "@/lib/media/schemas";

export const POST = withUser(async (request, { user }) => {
  const bulk = photoBulkSchema.parse(await readJson(request));
  const { count } = await changePhotos(user.id, bulk);
  const photos = formatterFor().count(count, "photo");
  return ok({ count }, bulk.action === "delete" ? `${photos} deleted` : `Tagged ${photos} "${bulk.tag}"`);
});
