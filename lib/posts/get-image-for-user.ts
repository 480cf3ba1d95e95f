import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";

/** A stored post image, only for the user it was made for (anyone else gets NOT_FOUND). */
export async function getImageForUserOrThrow(userId: string, imageId: string) {
  const image = await db.generatedImage.findFirst({ where: { id: imageId, userId }, select: { data: true, contentType: true } });
  if (!image) throw new AppError("NOT_FOUND", "We couldn't find that image.");
  return image;
}
