// POST /share – the web app's share target (app/manifest.ts): a phone's share sheet sends the photos chosen in its
// gallery here, as a form (multipart, "photos"). They wait for whoever signs in next in this browser
// (lib/media/shares.ts), and the workspace opens to add them to a new post; the sign-in page comes first when no
// one is signed in. The request proxy does not see this path, so a share's ten photos arrive whole
// (next.config.ts), and a request from another site is refused here instead.
import { AppError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { clientIp, consumeRateLimit } from "@/lib/auth/rate-limit";
import { env } from "@/lib/env";
import { MAX_PHOTO_BYTES, POST_PHOTOS_MAX } from "@/lib/media/limits";
import { SHARE_BODY_MAX, shareCookie, stashShare } from "@/lib/media/shares";

/**
 * Who sent the form, as the browser says (Sec-Fetch-Site): the share sheet ("none") or a page of this site. A form
 * on another site could otherwise fill someone's library; a client that sends no such header is not a browser.
 */
const FROM_HERE = new Set(["none", "same-origin"]);

export const POST = apiHandler(async (request) => {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null && !FROM_HERE.has(site)) throw new AppError("FORBIDDEN", "This request came from another site and was refused.");
  // Read whole before it is parsed, so its size is known first: a browser's form always says it.
  const length = request.headers.get("content-length");
  if (length === null) throw new AppError("BAD_REQUEST", "A share must say its size (Content-Length).");
  if (!(Number(length) <= SHARE_BODY_MAX)) {
    throw new AppError("PAYLOAD_TOO_LARGE", `A share can carry at most ${POST_PHOTOS_MAX} photos of ${MAX_PHOTO_BYTES / 1024 ** 2} MB each.`);
  }
  if (!request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Share photos as a form (multipart/form-data) with their files in “photos”.");
  }
  await consumeRateLimit([{ key: `share:ip:${clientIp(request.headers)}`, max: env.RATE_LIMIT_IP_MAX }]);
  const form = await request.formData().catch(() => {
    throw new AppError("BAD_REQUEST", "The shared photos could not be read. Share them again.");
  });
  const files = form.getAll("photos").filter((part): part is File => typeof part !== "string");
  if (files.length === 0) throw new AppError("VALIDATION_ERROR", "Nothing was shared: share one or more photos to Postloom.");
  const id = await stashShare(files);
  // A relative address: the app answers on whatever host and port the phone reached.
  return new Response(null, { status: 303, headers: { Location: "/post-generator", "Set-Cookie": shareCookie(id) } });
});
