// A post's photo in the Google Business Profile double: fetched from its sourceUrl over HTTP, as Google fetches it
// before answering, and checked as Google checks it (a 200, a JPEG or PNG, 10 KB to 5 MB, at least 250 x 250 pixels,
// read from the PNG IHDR or the JPEG SOF header); then served at its googleUrl (GET /p/<key> on the double).
import type { ReceivedGooglePhoto } from "./types";
import { reply, type Route } from "./exchange";

export const MIN_PHOTO_BYTES = 10 * 1024;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MIN_PHOTO_SIDE = 250;
const FETCH_TIMEOUT_MS = 10_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's width and height, from its IHDR chunk (the first, right after the signature). */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString("latin1", 12, 16) !== "IHDR") return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** A JPEG's width and height, from its first start-of-frame marker (SOF0..SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, or the scan, before any frame header
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.length) return undefined;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

/** Fetches the photo at the URL and checks it; the photo, or why Google would refuse it. */
export async function fetchPhoto(sourceUrl: string): Promise<ReceivedGooglePhoto | { problem: string }> {
  let response: Response;
  try {
    response = await fetch(sourceUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    return { problem: `Could not fetch the photo at ${sourceUrl}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) return { problem: `Fetching the photo at ${sourceUrl} answered ${response.status}, not 200.` };
  const png = pngSize(bytes);
  const jpeg = png ? undefined : jpegSize(bytes);
  const size = png ?? jpeg;
  if (!size) return { problem: "The photo is not a JPEG or PNG image." };
  if (bytes.length < MIN_PHOTO_BYTES) return { problem: `The photo has ${bytes.length} bytes; it must have at least ${MIN_PHOTO_BYTES} (10 KB).` };
  if (bytes.length > MAX_PHOTO_BYTES) return { problem: `The photo has ${bytes.length} bytes; it must have at most ${MAX_PHOTO_BYTES} (5 MB).` };
  if (size.width < MIN_PHOTO_SIDE || size.height < MIN_PHOTO_SIDE)
    return { problem: `The photo is ${size.width}x${size.height} pixels; it must be at least ${MIN_PHOTO_SIDE}x${MIN_PHOTO_SIDE}.` };
  return { bytes, contentType: png ? "image/png" : "image/jpeg", ...size };
}

/** GET /p/<key>: a post's photo at its googleUrl (lh3.googleusercontent.com's path, on the double). */
export const servePhoto: Route = (exchange) => {
  const { state, request, url, res } = exchange;
  const key = request.method === "GET" ? /^\/p\/([A-Za-z0-9_-]+)$/.exec(url.pathname)?.[1] : undefined;
  if (key === undefined) return false;
  const photo = state.photos.get(key);
  if (!photo) return reply(exchange, 404);
  res.writeHead(200, { "Content-Type": photo.contentType, "Content-Length": String(photo.bytes.length) });
  res.end(photo.bytes);
  return true;
};
