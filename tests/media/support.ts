// The owner's photos through the routes, as the browser uses them: what the photo suites share, whichever store
// keeps the bytes (the local folder, or a bucket). Importing this imports the session's mock first.
import sharp from "sharp";
import { expect } from "vitest";
import { db } from "@/lib/db";
import type { Photo, UploadReply } from "@/lib/media/schemas";
import { arrangeUser } from "../posts/arrange";
import { actAs, call, noParams } from "../support/session";

// After the session's mock (../support/session), which the routes' imports must see.
export const { GET: listRoute, POST: requestRoute } = await import("@/app/api/photos/route");
export const { DELETE: deleteRoute } = await import("@/app/api/photos/[id]/route");
const { POST: completeRoute } = await import("@/app/api/photos/[id]/complete/route");
const { GET: variantRoute } = await import("@/app/api/photos/[id]/[variant]/route");
const { PUT: storageRoute } = await import("@/app/api/storage/[token]/route");

export const params = <T>(value: T) => ({ params: Promise.resolve(value) });

/** A phone's photo: 96×64 as stored unless asked otherwise, with the camera's date, GPS and an orientation tag. */
export async function phonePhoto({ orientation = 1, colour = { r: 200, g: 120, b: 40 }, width = 96, height = 64 } = {}) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Phone" },
      IFD2: { DateTimeOriginal: "2026:11:03 07:45:10" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 42/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "9/1 8/1 0/1" },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A signed-in owner with a subscription: by default without a brand profile or credits, which photos don't need. */
export async function signedInOwner(arrange: Parameters<typeof arrangeUser>[0] = { profile: false, credits: 0 }) {
  const userId = await arrangeUser(arrange);
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true } });
  actAs(user);
  return user;
}

export const askFor = (fileName: string, size: number) =>
  requestRoute(call("/api/photos", { method: "POST", body: JSON.stringify({ fileName, size }) }), noParams);

/** The upload address of a photo asked for, which must have been granted. */
export async function granted(fileName: string, size: number): Promise<UploadReply> {
  const reply = await askFor(fileName, size);
  expect(reply.status).toBe(201);
  return ((await reply.json()) as { object: UploadReply }).object;
}

/** A photo of its own colour, 96×64 unless asked otherwise, sent to the local store's upload address and completed. */
export async function addPhoto(fileName: string, red: number, size: { width: number; height: number } = { width: 96, height: 64 }): Promise<Photo> {
  const bytes = await phonePhoto({ colour: { r: red, g: 90, b: 40 }, ...size });
  const { photoId, upload } = await granted(fileName, bytes.length);
  const token = upload.url.split("/").at(-1)!;
  expect((await storageRoute(call(upload.url, { method: "PUT", body: new Uint8Array(bytes) }), params({ token }))).status).toBe(200);
  return (await completed(await complete(photoId))).photo;
}

export const complete = (photoId: string) => completeRoute(call(`/api/photos/${photoId}/complete`, { method: "POST" }), params({ id: photoId }));

export async function variant(photoId: string, name: "thumb" | "display") {
  const reply = await variantRoute(call(`/api/photos/${photoId}/${name}`), params({ id: photoId, variant: name }));
  return { reply, bytes: Buffer.from(await reply.arrayBuffer()) };
}

export const refusal = async (reply: Response) => ({ status: reply.status, message: ((await reply.json()) as { message: string }).message });

/** A completion that succeeded: the photo, whether it was in the library already, and the reply's message. */
export async function completed(reply: Response): Promise<{ photo: Photo; duplicate: boolean; message: string }> {
  const body = (await reply.json()) as { message: string; object: { photo: Photo; duplicate: boolean } };
  expect(reply.status, body.message).toBe(200);
  return { ...body.object, message: body.message };
}
