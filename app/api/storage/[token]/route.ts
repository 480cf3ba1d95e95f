// PUT /api/storage/{token} – the local object store's presigned upload address (a run without a bucket): the
// body is written to the key the signed token names, up to the size it allows. No session: the token is the
// grant, as an S3 presigned URL's signature is.
import { ok } from "@/lib/api/envelope";
import { apiHandler } from "@/lib/api/handler";
import { receiveUpload } from "@/lib/media/photos";

export const PUT = apiHandler<RouteContext<"/api/storage/[token]">>(async (request, { params }) => {
  await receiveUpload((await params).token, request.body);
  return ok(null, "Received");
});
