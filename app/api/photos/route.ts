// GET /api/photos?after&q&tag – a page of the owner's media library, newest first, narrowed to photos with words
// (q) in their alt text, name or tags, or with a tag; with the plan's quota, its use, and every tag.
// POST /api/photos – a photo about to be uploaded (body { fileName, size }): where the browser sends its bytes.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser, withUserRead } from "@/lib/auth/with-user";
import { requestUpload } from "@/lib/media/photos";
import { listPhotos } from "@/lib/media/read-photos";
import { photoPageQuery, uploadRequestSchema } from "@/lib/media/schemas";

export const GET = withUserRead(async (request, { scope }) => {
  const { after, filter } = photoPageQuery(new URL(request.url).searchParams);
  return ok(await listPhotos(scope, after, filter));
});

export const POST = withUser(async (request, { user }) => {
  const upload = uploadRequestSchema.parse(await readJson(request));
  return ok(await requestUpload(user.id, upload), "Send the file to the upload address.", { status: 201 });
});
