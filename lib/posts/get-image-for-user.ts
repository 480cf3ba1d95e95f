import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { cuidFrom } from "@/lib/validation/ids";

const NOT_FOUND = "We couldn't find that image.";

/** A stored post image, only for the user it was made for (anyone else gets NOT_FOUND). */
export async function getImageForUserOrThrow(userId: string, imageId: string) {
  const id = cuidFrom(imageId, NOT_FOUND);
  const image = await db.generatedImage.findFirst({ where: { id, userId }, select: { data: true, contentType: true } });
  if (!image) throw new AppError("NOT_FOUND", NOT_FOUND);
  return image;
}
