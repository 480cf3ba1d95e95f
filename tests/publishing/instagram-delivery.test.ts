// Posts to Instagram through the publishing engine, against the Graph doubles of Facebook and Instagram, on
// PGlite and on PostgreSQL. Instagram fetches each picture itself from the app's public, signed address
// (served here by the real route on a real HTTP server), as a JPEG within its ratios. Covered: one post to a
// page and an Instagram account at once; a scheduled Instagram post; what is refused before scheduling.
// (The publishing limit, a refused image and an unanswered media_publish: instagram-delivery-failures.test.ts;
// the picture's address: instagram-delivery-picture.test.ts.)
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { publishPost } from "@/lib/publishing/publish-post";
import { schedulePost } from "@/lib/publishing/schedule-post";
import { publishSchema, scheduleSchema } from "@/lib/publishing/schemas";
import { channels, deliveries, drain, graph, ig, later, pageAndInstagram, postWithImage, setUpInstagramDelivery } from "./support/instagram-delivery-setup";

const media = await vi.hoisted(async () => (await import("../support/media-server")).startMediaServer());

setUpInstagramDelivery(media);

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
});
