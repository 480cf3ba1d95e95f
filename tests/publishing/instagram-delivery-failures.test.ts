// Posts to Instagram through the publishing engine, against the Graph doubles of Facebook and Instagram, on
// PGlite and on PostgreSQL, when Instagram does not simply take them: the publishing limit (the post waits, is
// never dropped, and a "Post Now" becomes scheduled); a refused image beside a delivered page (partly
// published); an unanswered media_publish found on the account afterwards and never sent again. (Deliveries
// that go through: instagram-delivery.test.ts.)
import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { OVER_LIMIT_WAIT_MS } from "@/lib/publishing/delivery-policy";
import { publishPost } from "@/lib/publishing/publish-post";
import { reconcileUnknownDeliveries } from "@/lib/publishing/reconcile-deliveries";
import { schedulePost } from "@/lib/publishing/schedule-post";
import { publishSchema, scheduleSchema } from "@/lib/publishing/schemas";
import { IG_ACCOUNT } from "../support/publishing";
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
  postWithImage,
  setUpInstagramDelivery,
} from "./support/instagram-delivery-setup";

const media = await vi.hoisted(async () => (await import("../support/media-server")).startMediaServer());

setUpInstagramDelivery(media);

describe("publishing to Instagram", () => {
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
