// GET /api/photos?after – a page of the owner's media library, newest first, with the plan's quota and its use.
// POST /api/photos – a photo about to be uploaded (body { fileName, size }): where the browser sends its bytes.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser, withUserRead } from "@/lib/auth/with-user";
import { listPhotos, requestUpload } from "@/lib/media/photos";
import { photoPageQuery, uploadRequestSchema } from "@/lib/media/schemas";

export const GET = withUserRead(async (request, { scope }) => {
  const { after } = photoPageQuery(new URL(request.url).searchParams);
  return ok(await listPhotos(scope, after));
});

export const POST = withUser(async (request, { user }) => {
  const upload = uploadRequestSchema.parse(await readJson(request));
  return ok(await requestUpload(user.id, upload), "Send the file to the upload address.", { status: 201 });
});
