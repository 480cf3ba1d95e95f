// The owner's photos to Instagram as one carousel and to the page as one multi-photo post, through the publishing
// engine against the Graph doubles, on PGlite and on PostgreSQL: each photo fetched by Instagram at its signed
// address as its copy for the carousel (the first one's ratio, cut around its focus); a carousel goes out exactly
// once, even when the runner dies between its child containers (the delivery is in doubt, looked for on the
// account, never sent again on its own), and when its media_publish goes unanswered (found on the account).
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createInstagramGraphApi } from "@/lib/channels/instagram";
import { INSTAGRAM_FACTS } from "@/lib/channels/instagram/facts";
import { copyRulesFor } from "@/lib/media/publish-copy";
import { CHECK_AFTER_MS } from "@/lib/publishing/delivery-policy";
import { photoLink } from "@/lib/publishing/picture-link";
import { publishPost } from "@/lib/publishing/publish-post";
import { reconcileUnknownDeliveries } from "@/lib/publishing/reconcile-deliveries";
import { resolveUnconfirmed } from "@/lib/publishing/resolve-unconfirmed";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { schedulePost } from "@/lib/publishing/schedule-post";
import { publishSchema, scheduleSchema } from "@/lib/publishing/schemas";
import { CLAIM_LEASE_MS } from "@/lib/posts/claim-timing";
import { readyPhoto } from "../support/photos";
import {
  channels,
  deliveries,
  drain,
  facebook,
  graph,
  ig,
  instagram,
  later,
  pageAndInstagram,
  setUpInstagramDelivery,
} from "./support/instagram-delivery-setup";

const media = await vi.hoisted(async () => (await import("../support/media-server")).startMediaServer());

setUpInstagramDelivery(media);

/** A post of three of the owner's photos (a wide one first, so the carousel is 1.91:1), as the workspace leaves it. */
async function postWithPhotos(userId: string) {
  const photos = [
    await readyPhoto(userId, 1200, 600, "The counter at 7"),
    await readyPhoto(userId, 600, 900),
    await readyPhoto(userId, 700, 700, "Rye, sliced"),
  ];
  const post = await db.post.create({
    data: { userId, content: `This morning ${crypto.randomUUID()}`, photos: { create: photos.map((photo, position) => ({ photoId: photo.id, position })) } },
  });
  return { post, photos };
}

const ratio = (image: { width: number; height: number }) => Math.round((image.width / image.height) * 100) / 100;
const carouselRequests = () => ig.requests.filter((r) => r.method === "POST" && r.params.get("media_type") === "CAROUSEL");

describe("a post of the owner's photos", () => {
  it("goes to Instagram as one carousel and to the page as one multi-photo post, with the alt texts, in order", async () => {
    const { user, page, instagram: account } = await pageAndInstagram();
    const { post } = await postWithPhotos(user.id);
    const view = await publishPost(user.id, publishSchema.parse({ postID: post.id, postContent: post.content, targets: [page, account] }), channels());
    expect(view.status).toBe("PUBLISHED");

    expect(ig.media).toHaveLength(1);
    const [carousel] = ig.media;
    expect(carousel!.children!.map((child) => child.altText)).toEqual(["The counter at 7", null, "Rye, sliced"]);
    // Cut to the first one's 2:1, held within Instagram's 1.91:1.
    expect(carousel!.children!.map((child) => [child.image.format, ratio(child.image)])).toEqual(Array(3).fill(["jpeg", 1.91]));
    expect(graph.posts).toHaveLength(1);
    expect(graph.posts[0]!.photos!.map((photo) => photo.altText)).toEqual(["The counter at 7", undefined, "Rye, sliced"]);
    expect(await deliveries(post.id)).toMatchObject([
      { platform: "FACEBOOK", status: "SUCCESS", externalPostId: graph.posts[0]!.id },
      { platform: "INSTAGRAM", status: "SUCCESS", externalPostId: carousel!.id },
    ]);
  });

  it("is never published twice when its runner dies between the child containers: in doubt, looked for, sent again only on the owner's word", async () => {
    const { user, instagram: account } = await pageAndInstagram();
    const { post } = await postWithPhotos(user.id);
    await schedulePost(
      user.id,
      scheduleSchema.parse({ postID: post.id, postContent: post.content, targets: [account], scheduledAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    await db.post.update({ where: { id: post.id }, data: { scheduledTime: new Date(Date.now() - 1_000) } });

    // The runner's process stops right after Instagram made the second child: its call never returns.
    let children = 0;
    let die!: () => void;
    const stopped = new Promise<never>((_, reject) => (die = () => reject(new TypeError("fetch failed"))));
    const dying = createInstagramGraphApi({
      graphUrl: ig.url,
      appSecret: graph.appSecret,
      timeoutMs: 600_000,
      fetch: async (input, init) => {
        const reply = await fetch(input, init);
        const body = init?.body instanceof URLSearchParams ? init.body : null;
        if (body?.get("is_carousel_item") === "true" && ++children === 2) return stopped;
        return reply;
      },
    });
    const dead = runDuePosts("w-dies", { batchSize: 10, facebook, instagram: dying });
    await expect.poll(() => children, { timeout: 10_000 }).toBe(2);
    expect((await deliveries(post.id))[0]).toMatchObject({ status: "SENDING" });

    // Another runner, past the dead one's lease: the delivery is in doubt; nothing is sent.
    const afterLease = CLAIM_LEASE_MS + 60_000;
    await drain("w-next", later(afterLease));
    expect(await deliveries(post.id)).toMatchObject([{ status: "UNCONFIRMED" }]);
    // The dead runner's call ends at last (its socket gone): it neither sends nor writes.
    die();
    await dead;
    expect(await deliveries(post.id)).toMatchObject([{ status: "UNCONFIRMED" }]);

    // Looked for on the account at each look: not there; never sent again on its own.
    for (const look of CHECK_AFTER_MS) {
      await reconcileUnknownDeliveries({ facebook, instagram, now: later(afterLease + look + 1_000) });
      await drain("w-next", later(afterLease + look + 2_000));
    }
    expect(ig.media).toHaveLength(0);
    expect(carouselRequests()).toHaveLength(0);
    expect(await deliveries(post.id)).toMatchObject([{ status: "UNCONFIRMED" }]);

    // The owner says to send it again: one carousel, once.
    await resolveUnconfirmed(user.id, post.id, "resend", { ...channels(), now: later(afterLease + CHECK_AFTER_MS.at(-1)! + 60_000) });
    expect(ig.media).toHaveLength(1);
    expect(ig.media[0]!.children).toHaveLength(3);
    expect(carouselRequests()).toHaveLength(1);
    expect(await deliveries(post.id)).toMatchObject([{ status: "SUCCESS", externalPostId: ig.media[0]!.id }]);
  });

  it("whose media_publish went unanswered is found on the account and never sent again", async () => {
    const { user, instagram: account } = await pageAndInstagram();
    const { post } = await postWithPhotos(user.id);
    ig.setIntercept((request) => (request.path.endsWith("/media_publish") ? { acceptThen: "drop" } : undefined));
    await expect(publishPost(user.id, publishSchema.parse({ postID: post.id, postContent: post.content, targets: [account] }), channels())).rejects.toThrow(
      "Instagram didn't confirm this post in time",
    );
    ig.setIntercept(undefined);
    expect(await reconcileUnknownDeliveries({ facebook, instagram, now: later(CHECK_AFTER_MS[0] + 1_000) })).toEqual({ checked: 1, found: 1 });
    expect(await deliveries(post.id)).toMatchObject([{ status: "SUCCESS", externalPostId: ig.media[0]!.id }]);
    await drain("w-found", later(60 * 60_000));
    expect(ig.media).toHaveLength(1);
    expect(ig.requests.filter((r) => r.path.endsWith("/media_publish"))).toHaveLength(1);
  });

  it("is fetched at links that serve each photo's copy only while Instagram still fetches it", async () => {
    const { user, instagram: account } = await pageAndInstagram();
    const { post, photos } = await postWithPhotos(user.id);
    await schedulePost(
      user.id,
      scheduleSchema.parse({ postID: post.id, postContent: post.content, targets: [account], scheduledAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    const fit = copyRulesFor(
      INSTAGRAM_FACTS.rules.images,
      photos.map((photo) => ({ width: photo.width!, height: photo.height! })),
    );
    const link = photoLink(photos[1]!.id, post.id, fit);
    expect(link).not.toContain(photos[1]!.id);
    const reply = await fetch(link);
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("image/jpeg");
    expect(ratio(await sharp(Buffer.from(await reply.arrayBuffer())).metadata())).toBe(1.91);
    // Another post's token for the same photo names nothing; once the post is out, the link answers nothing.
    expect((await fetch(photoLink(photos[1]!.id, post.id + 1, fit))).status).toBe(404);
    await db.postPlatform.updateMany({ where: { postId: post.id }, data: { status: "SUCCESS" } });
    expect((await fetch(link)).status).toBe(404);
  });
});
