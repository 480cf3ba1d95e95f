// The Instagram delivery tests' shared setup: the Graph doubles of Facebook and Instagram and the production
// clients pointed at them, a user with a page and its Instagram account, posts with a picture, and a runner
// that delivers everything due. A test file starts the media server (tests/support/media-server.ts) from
// vi.hoisted, then calls setUpInstagramDelivery(media) once at its top level: the doubles start before the
// file's tests, are reset after each, and stop (with the media server) at the end. `graph`, `facebook`, `ig`
// and `instagram` are live bindings, set once the file's tests start.
import type { Server } from "node:http";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll } from "vitest";
import { encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import type { InstagramApi } from "@/lib/channels/instagram";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import type { GraphDouble } from "../../support/facebook-graph-double";
import type { InstagramDouble } from "../../support/instagram-graph-double";
import { createConnectedUser, graphApiFor, IG_ACCOUNT, noSleep, resetPublishing, startInstagramPublishingDoubles } from "../../support/publishing";

export let graph: GraphDouble;
export let facebook: ReturnType<typeof graphApiFor>;
export let ig: InstagramDouble;
export let instagram: InstagramApi;

export function setUpInstagramDelivery(media: Server) {
  beforeAll(async () => {
    ({ graph, facebook, ig, instagram } = await startInstagramPublishingDoubles());
  });
  afterEach(async () => {
    ig.reset();
    await resetPublishing(graph);
  });
  afterAll(async () => {
    await Promise.all([graph.stop(), ig.stop()]);
    await new Promise((resolve) => media.close(resolve));
  });
}

export const channels = () => ({ facebook, instagram, sleep: noSleep });

/** A user with page 1001 and its Instagram account connected; answers the two connection ids. */
export async function pageAndInstagram() {
  const user = await createConnectedUser(graph, "instagram", "Corner Bakery");
  const account = await db.socialConnection.create({
    data: {
      userId: user.id,
      platform: "INSTAGRAM",
      accountId: IG_ACCOUNT,
      accountName: "cornerbakery",
      pageId: "1001",
      accessToken: encrypt(graph.pageToken("1001")),
      isDefault: true,
    },
  });
  const page = await db.socialConnection.findFirstOrThrow({ where: { userId: user.id, platform: "FACEBOOK" } });
  return { user, page: page.id, instagram: account.id };
}

/** A generated post with a picture as the image model makes them: a landscape PNG. */
export async function postWithImage(userId: string, content = `Fresh loaves ${crypto.randomUUID()} #bakery`) {
  const png = await sharp({ create: { width: 1536, height: 1024, channels: 4, background: { r: 200, g: 120, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();
  const image = await db.generatedImage.create({ data: { userId, contentType: "image/png", data: png } });
  return db.post.create({ data: { userId, content, imageId: image.id, imageUrl: `/api/images/${image.id}` } });
}

export const deliveries = (postId: number) =>
  db.postPlatform.findMany({
    where: { postId },
    orderBy: { id: "asc" },
    select: { platform: true, status: true, externalPostId: true, permalink: true, errorMessage: true, attempts: true, nextAttemptAt: true },
  });
export const later = (ms: number) => () => new Date(Date.now() + ms);

export async function drain(runner: string, now?: () => Date) {
  for (;;) {
    if ((await runDuePosts(runner, { batchSize: 10, facebook, instagram, now })).length === 0) return;
  }
}
