// Runners' heartbeats (lib/publishing/runner-heartbeat.ts), against the Graph doubles of Facebook and Instagram, on
// PGlite and on PostgreSQL. The runners' clock is a test's own (`now`), and their beats fire when the test moves the
// timers on: a runner that is merely slow goes on beating and keeps its claim; one that stops is known stopped
// 30 s after it was last heard from, and the owner is told until when they must wait; one paused past the owner's
// cancel sends nothing when it wakes, even when a late beat lands first.
import sharp from "sharp";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import { getPostForUser } from "@/lib/posts/get-post-for-user";
import { cancelSchedule } from "@/lib/publishing/cancel-schedule";
import { claimDuePosts } from "@/lib/publishing/claim-posts";
import { BEING_PUBLISHED } from "@/lib/posts/lock-post-for-user";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { STOPPED_AFTER_MS } from "@/lib/posts/claim-timing";
import { HEARTBEAT_EVERY_MS } from "@/lib/publishing/runner-heartbeat";
import { createConnectedUser, createScheduledPost, IG_ACCOUNT, resetPublishing, startInstagramPublishingDoubles } from "../support/publishing";

const media = await vi.hoisted(async () => (await import("../support/media-server")).startMediaServer());

const { graph, facebook, ig, instagram } = await startInstagramPublishingDoubles();
afterEach(async () => {
  vi.useRealTimers();
  ig.reset();
  await resetPublishing(graph);
});
afterAll(async () => {
  await Promise.all([graph.stop(), ig.stop()]);
  await new Promise((resolve) => media.close(resolve));
});

/** The runners' clock, moved on by the test; their beats fire only when the test says. */
function runnersClock() {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    pass: (ms: number) => void (offset += ms),
    /** Every beating runner beats once; resolves when `runner`'s beat is written. */
    async beat(runner: string) {
      const at = Date.now() + offset;
      vi.advanceTimersByTime(HEARTBEAT_EVERY_MS);
      await expect
        .poll(async () => (await db.runnerHeartbeat.findUnique({ where: { runner } }))?.beatAt.getTime() ?? 0, { timeout: 5_000 })
        .toBeGreaterThanOrEqual(at);
    },
  };
}

describe("runners' heartbeats", () => {
  it("a runner heard from keeps its claim however long its call takes; one silent for 30 s has stopped: the owner is told until when, then acts, and the next runner takes over", async () => {
    const clock = runnersClock();
    const { now } = clock;
    const user = await createConnectedUser(graph, "beats");
    const slow = await createScheduledPost(user.id, new Date(Date.now() - 1_000), "Slow but alive");
    // Facebook takes its time to answer, while 45 s pass on the runners' clock and the runner beats through them.
    graph.setIntercept((request) => (request.method === "POST" ? { delayMs: 6_000 } : undefined));
    const delivering = runDuePosts("alive", { batchSize: 1, facebook, now });
    await expect.poll(() => graph.requests.filter((request) => request.method === "POST").length, { timeout: 10_000 }).toBe(1);
    clock.pass(25_000);
    await clock.beat("alive");
    clock.pass(20_000);
    await clock.beat("alive");
    expect(await runDuePosts("other", { batchSize: 10, facebook, now })).toEqual([]);
    await expect(cancelSchedule(user.id, slow.id, { now })).rejects.toMatchObject({ status: 409, message: BEING_PUBLISHED });
    expect(await delivering).toMatchObject([{ postId: slow.id, status: "PUBLISHED" }]);
    graph.setIntercept(undefined);

    // Two posts claimed by a runner that then died: one marked as being sent, one not yet.
    const inFlight = await createScheduledPost(user.id, new Date(Date.now() - 1_000), "In flight when it died");
    const waiting = await createScheduledPost(user.id, new Date(Date.now() - 1_000), "Waiting when it died");
    const claimedAt = now();
    expect((await claimDuePosts("died", 10, { now: claimedAt })).sort()).toEqual([inFlight.id, waiting.id].sort());
    await db.postPlatform.updateMany({ where: { postId: inFlight.id }, data: { status: "SENDING", sentAt: claimedAt, attempts: 1 } });

    // 20 s on, it may only be slow: its claims stand, and the owner learns when they can act.
    clock.pass(20_000);
    expect(await runDuePosts("other", { batchSize: 10, facebook, now })).toEqual([]);
    await expect(cancelSchedule(user.id, inFlight.id, { now })).rejects.toMatchObject({
      status: 409,
      message:
        "Publishing this post has gone quiet, so it may have stopped. If it doesn't pick up again, you can try again in 10 seconds, and we'll check your page for anything that went out.",
    });
    expect((await getPostForUser(user.id, inFlight.id)).publishing).toEqual({
      heardAt: claimedAt.toISOString(),
      stopsAt: new Date(claimedAt.getTime() + STOPPED_AFTER_MS).toISOString(),
    });

    // 31 s on, it has stopped: the owner's cancel goes through (what may have gone out is looked for on the page)...
    clock.pass(11_000);
    const cancelled = await cancelSchedule(user.id, inFlight.id, { now });
    expect(cancelled).toMatchObject({
      status: "UNCONFIRMED",
      publishing: null,
      postPlatforms: [
        {
          status: "UNCONFIRMED",
          errorMessage: "Publishing stopped before Facebook answered, so we can't tell whether this went out. We're checking your page.",
        },
      ],
    });
    expect(Date.parse(cancelled.postPlatforms[0]!.nextCheckAt!)).toBeLessThanOrEqual(now().getTime());
    // ...and the next runner takes over the one it never sent, and sends it, once.
    expect(await runDuePosts("other", { batchSize: 10, facebook, now })).toMatchObject([{ postId: waiting.id, status: "PUBLISHED" }]);
    expect(graph.posts.map((post) => post.message).sort()).toEqual(["Slow but alive", "Waiting when it died"]);
  });

  it("a runner paused past the owner's cancel sends nothing when it wakes, even when a late beat lands first", async () => {
    const clock = runnersClock();
    const { now } = clock;
    const user = await createConnectedUser(graph, "paused", "Corner Bakery");
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
    const png = await sharp({ create: { width: 1200, height: 1000, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toBuffer();
    const image = await db.generatedImage.create({ data: { userId: user.id, contentType: "image/png", data: png } });
    const post = await db.post.create({
      data: {
        userId: user.id,
        content: "Paused mid-publish #bakery",
        imageId: image.id,
        status: "SCHEDULED",
        scheduledTime: new Date(Date.now() - 1_000),
        platforms: { create: { platform: "INSTAGRAM", connectionId: account.id, accountName: "cornerbakery" } },
      },
    });
    ig.settings.looksInProgress = 1;

    // The runner is paused while Instagram processes the picture. Long enough to be known stopped: the owner cancels,
    // and what it was sending is to be looked for. Then the paused runner's timer catches up, its beat lands, and it wakes.
    let paused = false;
    const sleep = async () => {
      if (paused) return;
      paused = true;
      clock.pass(STOPPED_AFTER_MS + 10_000);
      expect(await cancelSchedule(user.id, post.id, { now })).toMatchObject({ status: "UNCONFIRMED", postPlatforms: [{ status: "UNCONFIRMED" }] });
      await clock.beat("paused");
    };
    expect(await runDuePosts("paused", { batchSize: 1, facebook, instagram, now, sleep })).toEqual([
      { postId: post.id, status: null, results: [], retryAt: null },
    ]);

    expect(paused).toBe(true);
    expect(ig.requests.filter((request) => request.path.endsWith("/media_publish"))).toEqual([]);
    expect(ig.media).toEqual([]);
    expect(await db.postPlatform.findFirstOrThrow({ where: { postId: post.id } })).toMatchObject({
      status: "UNCONFIRMED",
      errorMessage: "Publishing stopped before Instagram answered, so we can't tell whether this went out. We're checking your account.",
    });
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ status: "UNCONFIRMED", claimedBy: null });
  });
});
