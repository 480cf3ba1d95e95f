// A ready photo of the owner's, made straight in the database and the local store as the library keeps one (its
// display size is what copies are cut from and writers are shown), for suites about what happens to photos later.
import sharp from "sharp";
import { db } from "@/lib/db";
import { variantKey } from "@/lib/media/photo-store";
import { objectStore } from "@/lib/storage";

export async function readyPhoto(userId: string, width: number, height: number, altText = "") {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: (width * 7) % 256, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
  const photo = await db.photo.create({
    data: {
      userId,
      status: "READY",
      fileName: "IMG.JPG",
      declaredBytes: jpeg.length,
      bytes: jpeg.length,
      contentHash: crypto.randomUUID(),
      format: "jpeg",
      width,
      height,
      altText,
    },
  });
  await objectStore()!.write(variantKey(photo, "display"), jpeg, "image/jpeg");
  return photo;
}
