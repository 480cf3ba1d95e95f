// The picture of a post to Instagram at its public, signed address (served here by the real route on a real
// HTTP server), as Instagram fetches it: a JPEG within its ratios, behind a token that expires, and only while
// the post needs it. (Delivering posts to Instagram: instagram-delivery.test.ts.)
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { pictureLink } from "@/lib/publishing/picture-link";
import { pageAndInstagram, setUpInstagramDelivery } from "./support/instagram-delivery-setup";

const media = await vi.hoisted(async () => (await import("../support/media-server")).startMediaServer());

setUpInstagramDelivery(media);

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
