// Posts to Instagram through the publishing engine, against the Graph doubles of Facebook and Instagram, on
// PGlite and on PostgreSQL. Instagram fetches each picture itself from the app's public, signed address
// (served here by the real route on a real HTTP server), as a JPEG within its ratios. Covered: one post to a
// page and an Instagram account at once; a scheduled Instagram post; what is refused before scheduling; the
// publishing limit (the post waits, is never dropped, and a "Post Now" becomes scheduled); a refused image
// beside a delivered page (partly published); an unanswered media_publish found on the account afterwards
// and never sent again; the picture's address.
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import type { InstagramApi } from "@/lib/channels/instagram";
import { OVER_LIMIT_WAIT_MS } from "@/lib/publishing/delivery-policy";
import { pictureLink } from "@/lib/publishing/picture-link";
import { publishPost } from "@/lib/publishing/publish-post";
import { reconcileUnknownDeliveries } from "@/lib/publishing/reconcile-deliveries";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { schedulePost } from "@/lib/publishing/schedule-post";
import { publishSchema, scheduleSchema } from "@/lib/publishing/schemas";
import type { GraphDouble } from "../support/facebook-graph-double";
import type { InstagramDouble } from "../support/instagram-graph-double";
import { createConnectedUser, graphApiFor, IG_ACCOUNT, noSleep, resetPublishing, startInstagramPublishingDoubles } from "../support/publishing";

const media = await vi.hoisted(async () => (await import("../support/media-server")).startMediaServer());

let graph: GraphDouble;
let facebook: ReturnType<typeof graphApiFor>;
let ig: InstagramDouble;
let instagram: InstagramApi;

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

const channels = () => ({ facebook, instagram, sleep: noSleep });

/** A user with page 1001 and its Instagram account connected; answers the two connection ids. */
async function pageAndInstagram() {
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
async function postWithImage(userId: string, content = `Fresh loaves ${crypto.randomUUID()} #bakery`) {
  const png = await sharp({ create: { width: 1536, height: 1024, channels: 4, background: { r: 200, g: 120, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();
  const image = await db.generatedImage.create({ data: { userId, contentType: "image/png", data: png } });
  return db.post.create({ data: { userId, content, imageId: image.id, imageUrl: `/api/images/${image.id}` } });
}

const deliveries = (postId: number) =>
  db.postPlatform.findMany({
    where: { postId },
    orderBy: { id: "asc" },
    select: { platform: true, status: true, externalPostId: true, permalink: true, errorMessage: true, attempts: true, nextAttemptAt: true },
  });
const later = (ms: number) => () => new Date(Date.now() + ms);

async function drain(runner: string, now?: () => Date) {
  for (;;) {
    if ((await runDuePosts(runner, { batchSize: 10, facebook, instagram, now })).length === 0) return;
  }
}

describe("publishing to Instagram", () => {
  it("sends one post to a page and an Instagram account at once, the picture fetched by Instagram as a JPEG", async () => {
    const { user, page, instagram: account } = await pageAndInstagram();
    const post = await postWithImage(user.id);
    const view = await publishPost(user.id, publishSchema.parse({ postID: post.id, postContent: post.content, targets: [page, account] }), channels());

    expect(view.status).toBe("PUBLISHED");
    expect(await deliveries(post.id)).toMatchObject([
      { platform: "FACEBOOK", status: "SUCCESS" },
      { platform: "INSTAGRAM", status: "SUCCESS", externalPostId: ig.media[0]!.id, permalink: ig.media[0]!.permalink },
    ]);
    expect(graph.posts).toHaveLength(1);
    expect(ig.media).toHaveLength(1);
    const sent = ig.media[0]!;
    expect(sent.caption).toBe(post.content);
    // 1536×1024 is 1.5:1, within Instagram's ratios: kept whole, scaled to its widest, and made a JPEG.
    expect(sent.image).toMatchObject({ format: "jpeg", width: 1440, height: 960 });
    // The container was looked at until Instagram had processed it, then published once.
    expect(ig.requests.filter((r) => r.path.endsWith("/media_publish"))).toHaveLength(1);
    expect(ig.requests.filter((r) => r.params.get("fields")?.startsWith("status_code")).length).toBeGreaterThanOrEqual(3);
  });

  it("delivers a scheduled Instagram post when it is due", async () => {
    const { user, instagram: account } = await pageAndInstagram();
    const post = await postWithImage(user.id);
    await schedulePost(
      user.id,
      scheduleSchema.parse({ postID: post.id, postContent: post.content, targets: [account], scheduledAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    await drain("w-ig", later(2 * 60_000));
    expect(await deliveries(post.id)).toMatchObject([{ platform: "INSTAGRAM", status: "SUCCESS", attempts: 1 }]);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("PUBLISHED");
  });

  it("makes the Instagram JPEG once, when the post is scheduled: the fetch at the due time reads it", async () => {
    const { user, instagram: account } = await pageAndInstagram();
    const post = await postWithImage(user.id);
    await schedulePost(
      user.id,
      scheduleSchema.parse({ postID: post.id, postContent: post.content, targets: [account], scheduledAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    const kept = (await db.generatedImage.findUniqueOrThrow({ where: { id: post.imageId! } })).instagramJpeg;
    expect(await sharp(Buffer.from(kept!)).metadata()).toMatchObject({ format: "jpeg", width: 1440, height: 960 });
    // Nothing is made from the original again: it could be unreadable now and the delivery would still go.
    await db.generatedImage.update({ where: { id: post.imageId! }, data: { data: new Uint8Array([1, 2, 3]) } });
    await drain("w-ig-kept", later(2 * 60_000));
    expect(await deliveries(post.id)).toMatchObject([{ platform: "INSTAGRAM", status: "SUCCESS" }]);
    expect(Buffer.compare(ig.media.at(-1)!.image.bytes, Buffer.from(kept!))).toBe(0);
  });

  it("refuses, before scheduling, a post Instagram would refuse: no picture, or a caption over its limits", async () => {
    const { user, instagram: account } = await pageAndInstagram();
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    const textOnly = await db.post.create({ data: { userId: user.id, content: "Just words" } });
    await expect(
      schedulePost(user.id, scheduleSchema.parse({ postID: textOnly.id, postContent: "Just words", targets: [account], scheduledAt: inAMinute })),
    ).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Instagram needs an image. Add one to this post, or choose only Facebook.",
      details: { fieldErrors: { targets: ["Instagram needs an image. Add one to this post, or choose only Facebook."] } },
    });
    // The spec's bare platform means the default Instagram account, and is checked the same way.
    await expect(
      publishPost(user.id, publishSchema.parse({ postID: textOnly.id, postContent: "Just words", platforms: ["INSTAGRAM"] }), channels()),
    ).rejects.toMatchObject({ code: "VALIDATION_ERROR" });

    const post = await postWithImage(user.id);
    const long = "Crumb ".repeat(400);
    await expect(
      schedulePost(user.id, scheduleSchema.parse({ postID: post.id, postContent: long, targets: [account], scheduledAt: inAMinute })),
    ).rejects.toMatchObject({
      message: "Instagram captions can be at most 2,200 characters; this one has 2,399.",
    });
    const tags = Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(" ");
    await expect(
      schedulePost(user.id, scheduleSchema.parse({ postID: post.id, postContent: tags, targets: [account], scheduledAt: inAMinute })),
    ).rejects.toMatchObject({
      message: "Instagram allows at most 30 hashtags; this caption has 31.",
    });
    // Nothing was saved or sent: the post is as it was.
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ status: "GENERATED", content: post.content });
    expect(await db.postPlatform.count({ where: { postId: { in: [post.id, textOnly.id] } } })).toBe(0);
    expect(ig.requests).toHaveLength(0);
  });

  it("holds a scheduled post while the account is at its publishing limit, then sends it", async () => {
    const { user, instagram: account } = await pageAndInstagram();
    ig.settings.limit = 1;
    ig.media.push({
      id: "m-earlier",
      accountId: IG_ACCOUNT,
      caption: "Posted by another app",
      altText: null,
      image: { bytes: Buffer.alloc(0), format: "jpeg", width: 1080, height: 1080 },
      timestamp: Date.now(),
      permalink: "https://www.instagram.com/p/earlier/",
    });
    const post = await postWithImage(user.id);
    await schedulePost(
      user.id,
      scheduleSchema.parse({ postID: post.id, postContent: post.content, targets: [account], scheduledAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    const due = Date.now() + 2 * 60_000;
    await drain("w-limit", () => new Date(due));

    const [waiting] = await deliveries(post.id);
    expect(waiting).toMatchObject({
      status: "PENDING",
      attempts: 0,
      errorMessage:
        "Instagram's publishing limit for @cornerbakery is reached (1 of 1 posts in the last 24 hours), so this post waits: we'll try again in an hour.",
    });
    expect(waiting!.nextAttemptAt!.getTime()).toBe(due + OVER_LIMIT_WAIT_MS);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("SCHEDULED");
    expect(ig.requests.filter((r) => r.method === "POST")).toHaveLength(0);

    // Before the hour is up nothing is tried; after it, with room again, the post goes out once.
    ig.settings.limit = 50;
    await drain("w-limit", () => new Date(due + OVER_LIMIT_WAIT_MS - 1_000));
    expect(ig.media).toHaveLength(1);
    await drain("w-limit", () => new Date(due + OVER_LIMIT_WAIT_MS + 1_000));
    expect(await deliveries(post.id)).toMatchObject([{ status: "SUCCESS", errorMessage: null }]);
    expect(ig.media.map((m) => m.caption)).toEqual(["Posted by another app", post.content]);
  });

  it("turns a 'Post Now' that meets the limit into a scheduled post: the page gets it now, Instagram when it can", async () => {
    const { user, page, instagram: account } = await pageAndInstagram();
    const post = await postWithImage(user.id);
    // The limit is reached between the look at it and media_publish (another app posted meanwhile).
    ig.setIntercept((request) =>
      request.path.endsWith("/media_publish") && ig.media.length === 0
        ? {
            reply: {
              status: 400,
              body: { error: { message: "Application request limit reached", type: "OAuthException", code: 9, error_subcode: 2207042, fbtrace_id: "x" } },
            },
          }
        : undefined,
    );
    const view = await publishPost(user.id, publishSchema.parse({ postID: post.id, postContent: post.content, targets: [page, account] }), channels());
    expect(view.status).toBe("SCHEDULED");
    expect(await deliveries(post.id)).toMatchObject([
      { platform: "FACEBOOK", status: "SUCCESS" },
      {
        platform: "INSTAGRAM",
        status: "PENDING",
        errorMessage: "Instagram's publishing limit for @cornerbakery is reached, so this post waits: we'll try again in an hour.",
      },
    ]);
    const saved = await db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(saved.scheduledTime).not.toBeNull();

    ig.setIntercept(undefined);
    await drain("w-now", later(OVER_LIMIT_WAIT_MS + 60_000));
    expect(await deliveries(post.id)).toMatchObject([{ status: "SUCCESS" }, { status: "SUCCESS" }]);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("PUBLISHED");
    expect([graph.posts.length, ig.media.length]).toEqual([1, 1]);
  });

  it("names the target that failed: a picture Instagram could not process leaves the page's delivery standing", async () => {
    const { user, page, instagram: account } = await pageAndInstagram();
    ig.settings.outcome = "ERROR";
    ig.settings.errorStatus = "Error: The image could not be processed (2207001)";
    const post = await postWithImage(user.id);
    await schedulePost(
      user.id,
      scheduleSchema.parse({ postID: post.id, postContent: post.content, targets: [page, account], scheduledAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    await drain("w-error", later(2 * 60_000));
    const [onPage, onInstagram] = await deliveries(post.id);
    expect(onPage).toMatchObject({ status: "SUCCESS" });
    // A server-side processing error: Instagram says try again, so it waits for a retry rather than failing.
    expect(onInstagram).toMatchObject({
      status: "PENDING",
      errorMessage: "Instagram could not use the image: Error: The image could not be processed (2207001)",
    });

    ig.settings.errorStatus = "Error: Unsupported image (2207026)";
    await drain("w-error", later(60 * 60_000));
    expect((await deliveries(post.id))[1]).toMatchObject({
      status: "FAILED",
      errorMessage: "Instagram rejected this post: Instagram could not use the image: Error: Unsupported image (2207026)",
    });
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("PARTLY_PUBLISHED");
  });

  it("never sends again a post whose media_publish went unanswered, and finds it on the account", async () => {
    const { user, instagram: account } = await pageAndInstagram();
    ig.setIntercept((request) => (request.path.endsWith("/media_publish") ? { acceptThen: "drop" } : undefined));
    const post = await postWithImage(user.id);
    await schedulePost(
      user.id,
      scheduleSchema.parse({ postID: post.id, postContent: post.content, targets: [account], scheduledAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    // Due now on the real clock: the account's media are matched against when the request really went.
    await db.post.update({ where: { id: post.id }, data: { scheduledTime: new Date(Date.now() - 1_000) } });
    await drain("w-unknown");
    expect(await deliveries(post.id)).toMatchObject([
      { status: "UNCONFIRMED", errorMessage: "Instagram didn't confirm this post in time, so we can't tell whether it went out. We're checking your account." },
    ]);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("UNCONFIRMED");
    ig.setIntercept(undefined);

    await drain("w-unknown", later(10 * 60_000));
    expect(await reconcileUnknownDeliveries({ facebook, instagram, now: later(10 * 60_000) })).toEqual({ checked: 1, found: 1 });
    expect(await deliveries(post.id)).toMatchObject([
      { status: "SUCCESS", externalPostId: ig.media[0]!.id, permalink: ig.media[0]!.permalink, errorMessage: null },
    ]);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("PUBLISHED");
    expect(ig.media).toHaveLength(1);
    expect(ig.requests.filter((r) => r.path.endsWith("/media_publish"))).toHaveLength(1);
  });
});

describe("the picture's public address", () => {
  /** A post with a tall picture and an Instagram delivery still to make, as scheduling leaves it. */
  async function postAwaitingInstagram() {
    const { user, instagram: connectionId } = await pageAndInstagram();
    const tall = await sharp({ create: { width: 600, height: 1200, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const image = await db.generatedImage.create({ data: { userId: user.id, contentType: "image/png", data: tall } });
    const post = await db.post.create({
      data: { userId: user.id, content: "Tall loaves", imageId: image.id, platforms: { create: { platform: "INSTAGRAM", connectionId } } },
    });
    return { image, post };
  }
  const refusal = async (url: string) => {
    const refused = await fetch(url);
    expect(refused.status, url).toBe(404);
    expect(await refused.json()).toEqual({ statusCode: "NOT_FOUND", message: "We couldn't find that image.", object: null });
  };

  it("serves the image as Instagram takes it, only behind a valid, unexpired token, kept privately no longer than the token lasts", async () => {
    const { image, post } = await postAwaitingInstagram();
    const address = pictureLink(image.id, post.id);
    expect(address).not.toContain(image.id);

    const reply = await fetch(address);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("image/jpeg");
    // 1:2 is taller than 4:5: cropped from the middle to 4:5.
    expect(await sharp(Buffer.from(await reply.arrayBuffer())).metadata()).toMatchObject({ format: "jpeg", width: 600, height: 750 });
    const maxAge = Number(reply.headers.get("cache-control")?.match(/^private, max-age=(\d+)$/)?.[1]);
    expect(maxAge).toBeGreaterThan(24 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(24 * 3600);
    // A token made 23 hours ago has an hour left, and is kept for at most that hour.
    const older = await fetch(pictureLink(image.id, post.id, Date.now() - 23 * 3600_000));
    expect(older.headers.get("cache-control")).toMatch(/^private, max-age=3[56]\d\d$/);
    expect(Number(older.headers.get("cache-control")!.split("=")[1])).toBeLessThanOrEqual(3600);

    const [body, signature] = new URL(address).pathname.split("/").at(-1)!.split(".");
    const forged = `${body}.${signature!.slice(0, -2)}AA`;
    const expired = pictureLink(image.id, post.id, Date.now() - 25 * 60 * 60_000);
    for (const url of [`${process.env.APP_URL}/api/media/${forged}`, expired, `${process.env.APP_URL}/api/media/${image.id}`]) await refusal(url);
  });

  it("dies with its post, and once the post no longer needs the picture: on Instagram already, or another picture chosen", async () => {
    const deleted = await postAwaitingInstagram();
    const deletedUrl = pictureLink(deleted.image.id, deleted.post.id);
    expect((await fetch(deletedUrl)).status).toBe(200);
    await db.post.delete({ where: { id: deleted.post.id } });
    // The picture itself is still kept (the owner may use it again); its address for that post is not.
    expect(await db.generatedImage.count({ where: { id: deleted.image.id } })).toBe(1);
    await refusal(deletedUrl);

    const sent = await postAwaitingInstagram();
    const sentUrl = pictureLink(sent.image.id, sent.post.id);
    await db.postPlatform.updateMany({ where: { postId: sent.post.id }, data: { status: "SENDING" } });
    expect((await fetch(sentUrl)).status).toBe(200);
    await db.postPlatform.updateMany({ where: { postId: sent.post.id }, data: { status: "SUCCESS" } });
    await refusal(sentUrl);

    const changed = await postAwaitingInstagram();
    const changedUrl = pictureLink(changed.image.id, changed.post.id);
    const other = await db.generatedImage.create({
      data: {
        userId: changed.post.userId,
        contentType: "image/png",
        data: Buffer.from(
          await sharp({ create: { width: 800, height: 800, channels: 3, background: "#000" } })
            .png()
            .toBuffer(),
        ),
      },
    });
    await db.post.update({ where: { id: changed.post.id }, data: { imageId: other.id } });
    await refusal(changedUrl);
    // A token for one post does not open another post's picture.
    await refusal(pictureLink(changed.image.id, sent.post.id));
  });
});
