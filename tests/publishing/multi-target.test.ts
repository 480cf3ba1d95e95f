// One post to several targets (two Facebook Pages here), on PGlite and on PostgreSQL: each target has its
// own delivery and is sent at most once; one failing leaves the other delivered and the post partly
// published; a crash between targets never sends the first one again; cancelling one target leaves the
// other scheduled.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import { cancelSchedule } from "@/lib/publishing/cancel-schedule";
import { CLAIM_LEASE_MS } from "@/lib/posts/claim-timing";
import { publishPost } from "@/lib/publishing/publish-post";
import { reconcileUnknownDeliveries } from "@/lib/publishing/reconcile-deliveries";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { schedulePost } from "@/lib/publishing/schedule-post";
import { publishSchema, scheduleSchema } from "@/lib/publishing/schemas";
import { graphErrorBody, type GraphDouble } from "../support/facebook-graph-double";
import { createConnectedUser, createPost, graphApiFor, noSleep, resetPublishing, startPublishingDouble } from "../support/publishing";
import { createUser } from "../support/session";

let graph: GraphDouble;
let facebook: ReturnType<typeof graphApiFor>;

beforeAll(async () => ({ graph, facebook } = await startPublishingDouble()));
afterEach(() => resetPublishing(graph));
afterAll(() => graph.stop());

/** A user with page 1001 (the default) and page 1002 connected; answers their connection ids. */
async function twoPages() {
  const user = await createConnectedUser(graph, "targets", "Corner Bakery");
  await db.socialConnection.create({
    data: {
      userId: user.id,
      platform: "FACEBOOK",
      accountId: "1002",
      accountName: "Corner Bakery Events",
      pageId: "1002",
      accessToken: encrypt(graph.pageToken("1002")),
    },
  });
  const [first, second] = await db.socialConnection.findMany({ where: { userId: user.id }, orderBy: { id: "asc" }, select: { id: true } });
  return { user, targets: [first!.id, second!.id] };
}

const deliveries = (postId: number) =>
  db.postPlatform.findMany({
    where: { postId },
    orderBy: { id: "asc" },
    select: { id: true, connectionId: true, accountName: true, status: true, pageId: true, errorMessage: true, attempts: true },
  });
const sentTo = (pageId: string) => graph.posts.filter((p) => p.pageId === pageId).length;
const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

async function drain(runner: string, now?: () => Date) {
  for (;;) {
    if ((await runDuePosts(runner, { batchSize: 10, facebook, now })).length === 0) return;
  }
}

describe("a post with several targets", () => {
  it("goes to each chosen page once, each with its own delivery", async () => {
    const { user, targets } = await twoPages();
    const post = await createPost(user.id, "Both pages");
    const view = await publishPost(user.id, publishSchema.parse({ postID: post.id, postContent: "Both pages", targets }), { facebook, sleep: noSleep });
    expect(view.status).toBe("PUBLISHED");
    expect(await deliveries(post.id)).toMatchObject([
      { connectionId: targets[0], accountName: "Corner Bakery", status: "SUCCESS", pageId: "1001" },
      { connectionId: targets[1], accountName: "Corner Bakery Events", status: "SUCCESS", pageId: "1002" },
    ]);
    expect([sentTo("1001"), sentTo("1002")]).toEqual([1, 1]);
    // A bare platform still means the default page; naming it again adds nothing.
    const again = await publishPost(
      user.id,
      publishSchema.parse({ postID: post.id, postContent: "Both pages", platforms: ["FACEBOOK"], targets: [targets[1]] }),
      { facebook, sleep: noSleep },
    ).catch((e) => e);
    expect(again).toMatchObject({ code: "CONFLICT", message: "This post is already published on Facebook." });
    expect([sentTo("1001"), sentTo("1002")]).toEqual([1, 1]);
  });

  it("one target failing leaves the other delivered: the post is partly published and says which failed and why", async () => {
    const { user, targets } = await twoPages();
    graph.setIntercept((r) =>
      r.method === "POST" && r.path === "/1002/feed" ? { reply: { status: 400, body: graphErrorBody(100, "(#100) The page is restricted") } } : undefined,
    );
    const post = await createPost(user.id, "Half way");
    const view = await publishPost(user.id, publishSchema.parse({ postID: post.id, postContent: "Half way", targets }), { facebook, sleep: noSleep });
    expect(view.status).toBe("PARTLY_PUBLISHED");
    expect(await deliveries(post.id)).toMatchObject([
      { accountName: "Corner Bakery", status: "SUCCESS" },
      { accountName: "Corner Bakery Events", status: "FAILED", errorMessage: "Facebook rejected this post: (#100) The page is restricted" },
    ]);
    const stats = await db.postCounter.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stats).toMatchObject({ partlyPublished: 1, published: 0, generated: 0 });

    // Sent again to the failed target only: the post is whole.
    graph.setIntercept(undefined);
    const mended = await publishPost(user.id, publishSchema.parse({ postID: post.id, postContent: "Half way", targets: [targets[1]] }), {
      facebook,
      sleep: noSleep,
    });
    expect(mended.status).toBe("PUBLISHED");
    expect([sentTo("1001"), sentTo("1002")]).toEqual([1, 1]);
  });

  it("a crash between targets sends neither twice: the one in flight is looked for, the other is sent once", async () => {
    const { user, targets } = await twoPages();
    const view = await schedulePost(user.id, scheduleSchema.parse({ postContent: "Crash between", targets, scheduledAt: inAMinute() }));
    const [first] = await deliveries(view.id);
    // A worker claimed it, sent the first page's request (Facebook took it) and died before recording the answer.
    const lapsed = new Date(Date.now() - CLAIM_LEASE_MS - 1_000);
    await db.post.update({ where: { id: view.id }, data: { claimedBy: "dead-worker", claimedAt: lapsed } });
    await db.postPlatform.update({ where: { id: first!.id }, data: { status: "SENDING", attempts: 1, sentAt: lapsed, pageId: "1001" } });
    graph.posts.push({ pageId: "1001", kind: "feed", message: "Crash between", id: "1001_999", at: lapsed.getTime() });

    const later = () => new Date(Date.now() + 2 * 60_000);
    await drain("w-after-crash", later);
    expect(await deliveries(view.id)).toMatchObject([{ status: "UNCONFIRMED" }, { status: "SUCCESS", attempts: 1 }]);
    expect((await db.post.findUniqueOrThrow({ where: { id: view.id } })).status).toBe("UNCONFIRMED");
    await drain("w-again", later);
    expect([sentTo("1001"), sentTo("1002")]).toEqual([1, 1]);

    // The first page has it: found there, recorded, and the post is published, still once per page.
    await reconcileUnknownDeliveries({ facebook, now: () => new Date(Date.now() + 10 * 60_000) });
    expect(await deliveries(view.id)).toMatchObject([{ status: "SUCCESS" }, { status: "SUCCESS" }]);
    expect((await db.post.findUniqueOrThrow({ where: { id: view.id } })).status).toBe("PUBLISHED");
    expect([sentTo("1001"), sentTo("1002")]).toEqual([1, 1]);
  });

  it("cancelling one target leaves the other scheduled, and only that one is sent", async () => {
    const { user, targets } = await twoPages();
    const view = await schedulePost(user.id, scheduleSchema.parse({ postContent: "Only one", targets, scheduledAt: inAMinute() }));
    const [, second] = await deliveries(view.id);
    const after = await cancelSchedule(user.id, view.id, { targetId: second!.id });
    expect(after.status).toBe("SCHEDULED");
    expect(await deliveries(view.id)).toMatchObject([{ connectionId: targets[0], status: "PENDING" }]);
    await expect(cancelSchedule(user.id, view.id, { targetId: second!.id })).rejects.toMatchObject({ code: "NOT_FOUND" });

    await drain("w-one", () => new Date(Date.now() + 2 * 60_000));
    expect((await db.post.findUniqueOrThrow({ where: { id: view.id } })).status).toBe("PUBLISHED");
    expect([sentTo("1001"), sentTo("1002")]).toEqual([1, 0]);
  });

  it("refuses another user's connection, an Instagram target for a post without a picture, and a disconnected target at send time", async () => {
    const { user, targets } = await twoPages();
    const stranger = await createUser("stranger");
    await expect(publishPost(stranger.id, publishSchema.parse({ postContent: "Not yours", targets: [targets[0]] }), { facebook })).rejects.toMatchObject({
      code: "NOT_FOUND",
      status: 404,
    });
    const instagram = await db.socialConnection.create({
      data: {
        userId: user.id,
        platform: "INSTAGRAM",
        accountId: "17841400000001",
        accountName: "cornerbakery",
        pageId: "1001",
        accessToken: encrypt(graph.pageToken("1001")),
        isDefault: true,
      },
    });
    await expect(publishPost(user.id, publishSchema.parse({ postContent: "No picture", targets: [instagram.id] }), { facebook })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      status: 422,
      message: "Instagram needs an image. Add one to this post, or choose only Facebook.",
    });
    expect(graph.posts).toHaveLength(0);

    // Disconnected after scheduling: that target fails with a reason, the other goes out.
    const view = await schedulePost(user.id, scheduleSchema.parse({ postContent: "One left", targets, scheduledAt: inAMinute() }));
    await db.socialConnection.delete({ where: { id: targets[1] } });
    await drain("w-disconnected", () => new Date(Date.now() + 2 * 60_000));
    expect(await deliveries(view.id)).toMatchObject([
      { status: "SUCCESS", accountName: "Corner Bakery" },
      {
        status: "FAILED",
        connectionId: null,
        accountName: "Corner Bakery Events",
        errorMessage: "Facebook isn't connected. Connect it on the dashboard, then post again.",
      },
    ]);
    expect((await db.post.findUniqueOrThrow({ where: { id: view.id } })).status).toBe("PARTLY_PUBLISHED");
  });
});
