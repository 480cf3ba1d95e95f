import "server-only";
import { AppError } from "@/lib/api/errors";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { db } from "@/lib/db";
import { cuidFrom } from "@/lib/validation/ids";

const NOT_FOUND = "We couldn't find that image.";

/** A stored post image, read under `who`'s scope in one statement, only for the user it was made for (anyone else gets NOT_FOUND). */
export async function getImageForUserOrThrow(who: string | ReadScope, imageId: string) {
  const id = cuidFrom(imageId, NOT_FOUND);
  const scope = scopeOf(who);
  const user = await db.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: { images: { where: { id }, select: { data: true, contentType: true } } },
  });
  if (!user) throw scope.gone();
  const [image] = user.images;
  if (!image) throw new AppError("NOT_FOUND", NOT_FOUND);
  return image;
}
