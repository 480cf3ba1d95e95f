// Images in the LinkedIn double, in two steps as on LinkedIn: POST /rest/images?action=initializeUpload names the
// owner (the member or an organization they administer) and gets an image URN and an upload URL on the double;
// a PUT of the raw bytes to that URL (once, with the bearer token) makes the image AVAILABLE for a post.
import { randomBytes } from "node:crypto";
import { accessDenied, authenticate, badParam, fail, jsonBody, mayWriteAs, parseAuthor, reply, unprocessable, type Route } from "./state";

/** The most bytes one image may have (LinkedIn's 36,152,320-pixel limit is not checked). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** How long an upload URL works. */
const UPLOAD_URL_LIFETIME_MS = 24 * 3600_000;

/** Whether the bytes open as a JPEG, a PNG or a GIF. */
const isImage = (bytes: Buffer) =>
  (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
  bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) ||
  ["GIF87a", "GIF89a"].includes(bytes.subarray(0, 6).toString("latin1"));

/** POST /rest/images?action=initializeUpload, { initializeUploadRequest: { owner } }. */
export const initializeUpload: Route = (exchange) => {
  const { state, request, url } = exchange;
  if (request.method !== "POST" || url.pathname !== "/rest/images") return false;
  if (url.searchParams.get("action") !== "initializeUpload")
    return badParam(exchange, `Unsupported action "${url.searchParams.get("action") ?? ""}" on images (the double serves initializeUpload)`);
  const token = authenticate(exchange);
  if (!token) return true;
  const body = jsonBody(exchange);
  if (!body) return true;
  const owner = (body.value as { initializeUploadRequest?: { owner?: unknown } } | null)?.initializeUploadRequest?.owner;
  if (owner === undefined) return unprocessable(exchange, "/initializeUploadRequest/owner :: field is required but not found and has no default value");
  const author = parseAuthor(owner);
  if (!author) return unprocessable(exchange, `/initializeUploadRequest/owner :: ${JSON.stringify(owner)} is not an organization or person URN`);
  if (!mayWriteAs(state, token, author)) return accessDenied(exchange, "images.ACTION-initializeUpload.20251001");
  const uploadToken = randomBytes(18).toString("hex");
  const urn = `urn:li:image:D4E10AQ${randomBytes(12).toString("base64url")}`;
  const uploadUrlExpiresAt = Date.now() + UPLOAD_URL_LIFETIME_MS;
  state.images.set(urn, { urn, owner: author.urn, memberId: token.memberId, uploadToken, uploadUrlExpiresAt, status: "WAITING_UPLOAD" });
  return reply(exchange, 200, { value: { uploadUrlExpiresAt, uploadUrl: `${state.url}/upload/${uploadToken}`, image: urn } });
};

/** PUT /upload/<token>: the image's bytes, once; 201 with no body. */
export const upload: Route = (exchange) => {
  const { state, request, url, req } = exchange;
  const uploadToken = /^\/upload\/([^/]+)$/.exec(url.pathname)?.[1];
  if (uploadToken === undefined) return false;
  if (request.method !== "PUT") return fail(exchange, 405, "METHOD_NOT_ALLOWED", `${request.method} is not allowed on an upload URL: PUT the bytes`);
  const token = authenticate(exchange);
  if (!token) return true;
  const image = [...state.images.values()].find((candidate) => candidate.uploadToken === uploadToken);
  if (!image) return fail(exchange, 404, "NOT_FOUND", "No upload is waiting at this URL");
  if (image.status !== "WAITING_UPLOAD") return fail(exchange, 400, "BAD_REQUEST", `This upload URL was already used: ${image.urn} is uploaded`);
  if (image.uploadUrlExpiresAt <= Date.now()) return fail(exchange, 400, "BAD_REQUEST", "This upload URL has expired");
  if (image.memberId !== token.memberId) return accessDenied(exchange, "images.UPLOAD");
  const bytes = request.body;
  if (bytes.length > MAX_IMAGE_BYTES)
    return fail(exchange, 413, "REQUEST_ENTITY_TOO_LARGE", `The image has ${bytes.length} bytes, more than ${MAX_IMAGE_BYTES}`);
  if (!isImage(bytes)) return fail(exchange, 400, "BAD_REQUEST", "The uploaded bytes are not a JPEG, PNG or GIF image");
  image.status = "AVAILABLE";
  image.bytes = bytes;
  image.contentType = req.headers["content-type"] ?? "application/octet-stream";
  return reply(exchange, 201);
};
