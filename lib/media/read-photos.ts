// The owner's library read (docs/media.md): a page of it, narrowed by a filter, and a photo's variant served.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { ANY_PHOTO } from "./photo-fields";
import { photoOf, READY_FIELDS } from "./photo-row";
import { photoStore, variantKey } from "./photo-store";
import { PHOTO_VARIANTS, type PhotoVariant } from "./process-photo";
import { photoQuotaOf } from "./quota";
import { PHOTO_NOT_FOUND, PHOTO_PAGE_SIZE, photoCursorText, type PhotoCursor, type PhotoFilter, type PhotoPage } from "./schemas";

/** Tags the library's filter lists at most (a plan's photos can carry many more between them). */
const LISTED_TAGS = 200;

/** The photos a filter keeps: words in the alt text, the name or as a tag, a tag, and whether a post uses it. */
function filtered({ search, tag, used, origin }: PhotoFilter): Prisma.PhotoWhereInput[] {
  const onPosts: Prisma.PhotoWhereInput[] = [{ posts: { some: {} } }, { generatedImage: { posts: { some: {} } } }];
  return [
    ...(tag ? [{ tags: { has: tag } }] : []),
    ...(used === null ? [] : [used ? { OR: onPosts } : { NOT: { OR: onPosts } }]),
    ...(origin === null ? [] : [{ origin: origin === "ai" ? ("AI" as const) : ("UPLOADED" as const) }]),
    ...(search
      ? [
          {
            OR: [
              { altText: { contains: search, mode: "insensitive" as const } },
              { fileName: { contains: search, mode: "insensitive" as const } },
              { tags: { has: search.toLowerCase() } },
            ],
          },
        ]
      : []),
  ];
}

/**
 * A page of the library, newest first, narrowed by `filter`, with how much of the plan's quota the whole library
 * uses and every tag in it; read under `who`'s scope.
 */
export async function listPhotos(who: string | ReadScope, after: PhotoCursor | null, filter: PhotoFilter = ANY_PHOTO): Promise<PhotoPage> {
  const scope = scopeOf(who);
  const user = await db.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: {
      photos: {
        where: {
          status: "READY",
          AND: [...(after ? [{ OR: [{ createdAt: { lt: after.addedAt } }, { createdAt: after.addedAt, id: { lt: after.id } }] }] : []), ...filtered(filter)],
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: PHOTO_PAGE_SIZE + 1,
        select: READY_FIELDS,
      },
    },
  });
  if (!user) throw scope.gone();
  const [held, quota, tags] = await Promise.all([
    db.photo.aggregate({ where: { userId: scope.userId, status: "READY" }, _count: true, _sum: { bytes: true } }),
    photoQuotaOf(scope.userId),
    db.$queryRaw<{ tag: string }[]>`
      SELECT DISTINCT unnest("tags") AS "tag" FROM "Photo" WHERE "userId" = ${scope.userId} AND "status" = 'READY' ORDER BY 1 LIMIT ${LISTED_TAGS}`,
  ]);
  const page = user.photos.slice(0, PHOTO_PAGE_SIZE);
  return {
    photos: page.map(photoOf),
    next: user.photos.length > PHOTO_PAGE_SIZE ? photoCursorText({ addedAt: page.at(-1)!.createdAt, id: page.at(-1)!.id }) : null,
    usage: { files: held._count, bytes: held._sum.bytes ?? 0, maxFiles: quota.files, maxBytes: quota.bytes },
    tags: tags.map((row) => row.tag),
  };
}

/** A variant's bytes, for its owner. */
export async function readPhotoVariant(who: string | ReadScope, id: string, variant: PhotoVariant): Promise<{ bytes: Buffer; contentType: string }> {
  const scope = scopeOf(who);
  const user = await db.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: { photos: { where: { id, status: "READY" }, select: { id: true, userId: true } } },
  });
  if (!user) throw scope.gone();
  const photo = user.photos[0];
  const bytes = photo ? await photoStore().read(variantKey(photo, variant)) : null;
  if (!bytes) throw new AppError("NOT_FOUND", PHOTO_NOT_FOUND);
  return { bytes, contentType: PHOTO_VARIANTS[variant].contentType };
}
