// The sandbox Instagram's side of a publish, kept in the database: the steps of Instagram's
// content-publishing API (make a media container, look at it, publish it) and what its accounts show.
// Each step checks what Instagram checks (instagram-rules.ts) and refuses with Instagram's own Graph error
// reply, sorted for its step by the functions that sort the real client's failures.
import "server-only";
import { db } from "@/lib/db";
import { graphError } from "@/lib/channels/facebook/facebook-error";
import { sortInstagramError, type InstagramStep } from "./instagram-error";
import {
  alreadyPublished,
  captionRefusal,
  carouselItemNotPublishable,
  carouselSizeRefusal,
  fetchInstagramImage,
  mediaNotFound,
  notACarouselItem,
  notReady,
  publishingLimitReached,
  type InstagramRefusal,
} from "./instagram-rules";
import { DEFAULT_PUBLISHING_LIMIT, DEFAULT_PUBLISHING_WINDOW_SECONDS, type InstagramImage } from "./types";

/** How long Instagram takes to process an image it has fetched. */
const PROCESSING_MS = 1_000;
const WINDOW_MS = DEFAULT_PUBLISHING_WINDOW_SECONDS * 1_000;
const MAX_ALT_TEXT = 1_000;
/** The first key of the advisory lock that puts one account's publishes in a line (the second is the account). */
const PUBLISH_LOCK = 7_240_318;

/** Instagram's refusal, as the real client reads and sorts it for the step it came from. */
const refused = (refusal: InstagramRefusal, step: InstagramStep) => sortInstagramError(graphError(400, refusal), step);

type Account = { userId: string; accountId: string };

/** What a container is made of: an image with its caption, or, as a carousel's child (`is_carousel_item`), without. */
export type SandboxContainerInput = { image: InstagramImage } & ({ caption: string; isCarouselItem?: false } | { isCarouselItem: true });

/** A container left unpublished for a day has expired, as on Instagram, and its image goes with it. */
const dropExpired = (userId: string) =>
  db.sandboxInstagramContainer.deleteMany({ where: { userId, status: { not: "PUBLISHED" }, createdAt: { lt: new Date(Date.now() - WINDOW_MS) } } });

/**
 * POST /{ig-user-id}/media: checks the caption, then makes the container IN_PROGRESS and fetches and checks
 * the image; an image Instagram can't use leaves it in ERROR with the reason. Resolves to its id.
 */
export async function createSandboxContainer({ userId, accountId }: Account, input: SandboxContainerInput, fetchTimeoutMs: number): Promise<number> {
  const caption = input.isCarouselItem ? "" : input.caption;
  const captionProblem = captionRefusal(caption);
  if (captionProblem) throw refused(captionProblem, "container");
  await dropExpired(userId);
  const { id } = await db.sandboxInstagramContainer.create({
    data: { userId, accountId, caption, altText: input.image.altText?.slice(0, MAX_ALT_TEXT) || null, isCarouselItem: input.isCarouselItem === true },
    select: { id: true },
  });
  const image = await fetchInstagramImage(input.image.url, fetchTimeoutMs);
  if ("error" in image) {
    await db.sandboxInstagramContainer.update({ where: { id }, data: { status: "ERROR", statusText: image.error.error_user_msg ?? image.error.message } });
    throw refused(image, "container");
  }
  await db.sandboxInstagramContainer.update({
    where: { id },
    data: { imageData: new Uint8Array(image.bytes), width: image.width, height: image.height, readyAt: new Date(Date.now() + PROCESSING_MS) },
  });
  return id;
}

/**
 * POST /{ig-user-id}/media with media_type=CAROUSEL: checks the caption and the children (2 to 10 of this account's
 * carousel items, each processed), then makes the container, processed like an image's. Resolves to its id.
 */
export async function createSandboxCarousel({ userId, accountId }: Account, caption: string, children: number[]): Promise<number> {
  const problem = captionRefusal(caption) ?? carouselSizeRefusal(children.length);
  if (problem) throw refused(problem, "container");
  const found = await db.sandboxInstagramContainer.findMany({
    where: { id: { in: children }, userId, accountId },
    select: { id: true, isCarouselItem: true, status: true },
  });
  for (const child of children) {
    const container = found.find((c) => c.id === child);
    if (!container) throw refused(mediaNotFound(), "container");
    if (!container.isCarouselItem) throw refused(notACarouselItem(), "container");
    if (container.status !== "FINISHED") throw refused(notReady(), "container");
  }
  const { id } = await db.sandboxInstagramContainer.create({
    data: { userId, accountId, caption, children, readyAt: new Date(Date.now() + PROCESSING_MS) },
    select: { id: true },
  });
  return id;
}

/** GET /{container-id}?fields=status_code, as of `now`: processing is over at the container's readyAt. */
export async function sandboxContainerStatus(id: number, now: Date) {
  await db.sandboxInstagramContainer.updateMany({ where: { id, status: "IN_PROGRESS", readyAt: { lte: now } }, data: { status: "FINISHED" } });
  const container = await db.sandboxInstagramContainer.findUniqueOrThrow({ where: { id }, select: { status: true } });
  return container.status;
}

/** The account's posts in the moving window: the count its publishing limit is held to. */
export const sandboxPostsInWindow = ({ userId, accountId }: Account, reader: Pick<typeof db, "sandboxInstagramMedia"> = db) =>
  reader.sandboxInstagramMedia.count({ where: { userId, accountId, createdAt: { gt: new Date(Date.now() - WINDOW_MS) } } });

/**
 * POST /{ig-user-id}/media_publish: a FINISHED container of this account becomes a post, once, within the
 * account's limit. The lock makes two publishes to one account look, count and insert one after the other,
 * so neither the limit nor "once" can be raced past on PostgreSQL, where transactions run side by side.
 */
export async function publishSandboxContainer(account: Account, containerId: number): Promise<number> {
  const { userId, accountId } = account;
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PUBLISH_LOCK}::int, hashtext(${`${userId}:${accountId}`}))`;
    const container = await tx.sandboxInstagramContainer.findFirst({
      where: { id: containerId, userId, accountId },
      select: { status: true, isCarouselItem: true },
    });
    if (!container) throw refused(mediaNotFound(), "publish");
    if (container.isCarouselItem) throw refused(carouselItemNotPublishable(), "publish");
    if (container.status === "PUBLISHED") throw refused(alreadyPublished(), "publish");
    if (container.status !== "FINISHED") throw refused(notReady(), "publish");
    if ((await sandboxPostsInWindow(account, tx)) >= DEFAULT_PUBLISHING_LIMIT) throw refused(publishingLimitReached(), "publish");
    await tx.sandboxInstagramContainer.update({ where: { id: containerId }, data: { status: "PUBLISHED" } });
    const media = await tx.sandboxInstagramMedia.create({ data: { userId, accountId, containerId }, select: { id: true } });
    return media.id;
  });
}

const newestFirst = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** The account's posts since `since`, newest first. */
export async function sandboxMediaSince({ userId, accountId }: Account, since: Date) {
  const rows = await db.sandboxInstagramMedia.findMany({
    where: { userId, accountId, createdAt: { gte: since } },
    orderBy: newestFirst,
    take: 100,
    select: { id: true, createdAt: true, container: { select: { caption: true } } },
  });
  return rows.map((row) => ({ id: row.id, caption: row.container.caption, createdAt: row.createdAt }));
}

/** One of the account's media, with its caption; null when the account has no such media. */
export async function sandboxMediaOf({ userId, accountId }: Account, mediaId: string) {
  const id = Number(mediaId);
  const row = Number.isSafeInteger(id)
    ? await db.sandboxInstagramMedia.findFirst({
        where: { id, userId, accountId },
        select: { id: true, createdAt: true, container: { select: { caption: true } } },
      })
    : null;
  return row && { id: row.id, text: row.container.caption, createdAt: row.createdAt };
}

const imageFields = { altText: true, width: true, height: true } as const;

/** What the account's feed shows the user: how many posts it has, and the newest of them, each with its images in order. */
export async function sandboxInstagramFeed({ userId, accountId }: Account, limit = 50) {
  const where = { userId, accountId };
  const [count, rows] = await Promise.all([
    db.sandboxInstagramMedia.count({ where }),
    db.sandboxInstagramMedia.findMany({
      where,
      orderBy: newestFirst,
      take: limit,
      select: { id: true, createdAt: true, container: { select: { caption: true, children: true, ...imageFields } } },
    }),
  ]);
  const childIds = rows.flatMap((row) => row.container.children);
  const children = childIds.length
    ? await db.sandboxInstagramContainer.findMany({ where: { id: { in: childIds }, userId }, select: { id: true, ...imageFields } })
    : [];
  const media = rows.map(({ container: { caption, children: ids, altText, width, height }, ...row }) => {
    const images = ids.length ? ids.flatMap((id) => children.filter((child) => child.id === id)) : [{ altText, width, height }];
    return { ...row, caption, images: images.map(({ altText, width, height }) => ({ altText, width, height })) };
  });
  return { count, media };
}

/** The JPEG of one of the user's sandbox Instagram posts: its image, or a carousel's `item`th (from 0). */
export async function getSandboxInstagramImage(userId: string, mediaId: number, item = 0): Promise<Buffer | null> {
  const media = await db.sandboxInstagramMedia.findFirst({
    where: { id: mediaId, userId },
    select: { container: { select: { imageData: true, children: true } } },
  });
  if (!media) return null;
  const { children, imageData } = media.container;
  const child = children.length ? children[item] : undefined;
  const data =
    child === undefined
      ? item === 0 && imageData
      : (await db.sandboxInstagramContainer.findFirst({ where: { id: child, userId }, select: { imageData: true } }))?.imageData;
  return data ? Buffer.from(data) : null;
}
