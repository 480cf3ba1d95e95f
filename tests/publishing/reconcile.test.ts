// Unknown deliveries: looked for on the page (the Graph double's feed) before anyone asks the owner, a few
// times over half an hour; a match is recorded with its id; no match ends with the owner's two answers;
// nothing is ever resent without the owner's click.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { actAs, call } from "../support/session";
import { POST as resolveRoute } from "@/app/api/post/[id]/resolve/route";
import { db } from "@/lib/db";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { alertPostUnconfirmed } from "@/lib/publishing/post-alerts";
import { CHECK_AFTER_MS, deliveryMessages } from "@/lib/publishing/delivery-policy";
import { reconcileUnknownDeliveries } from "@/lib/publishing/reconcile-deliveries";
import { resolveUnconfirmed, STILL_CHECKING } from "@/lib/publishing/resolve-unconfirmed";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import type { GraphDouble } from "../support/facebook-graph-double";
import { createConnectedUser, createScheduledPost, deliveryOf, graphApiFor, noSleep, resetPublishing, startPublishingDouble } from "../support/publishing";

let graph: GraphDouble;
let facebook: ReturnType<typeof graphApiFor>;

beforeAll(async () => ({ graph, facebook } = await startPublishingDouble()));
afterEach(() => resetPublishing(graph));
afterAll(() => graph.stop());

/** A scheduled post whose delivery goes unanswered: `reached` decides whether Facebook took it first. */
async function unansweredPost(reached: boolean) {
  const user = await createConnectedUser(graph, "reconcile");
  const post = await createScheduledPost(user.id, new Date(Date.now() - 1_000));
  graph.setIntercept((r) =>
    r.method !== "POST"
      ? undefined
      : reached
        ? { acceptThen: "drop" }
        : { reply: { status: 500, body: { error: { message: "An unknown error occurred", code: 1, type: "OAuthException" } } } },
  );
  await runDuePosts("w-unknown", { batchSize: 5, facebook });
  graph.setIntercept(undefined);
  const delivery = await deliveryOf(post.id);
  expect(delivery).toMatchObject({ status: "UNCONFIRMED" });
  return { user, post, sentAt: delivery.sentAt! };
}

const at = (from: Date, ms: number) => () => new Date(from.getTime() + ms + 1_000);
const postStatus = async (id: number) => (await db.post.findUniqueOrThrow({ where: { id } })).status;

describe("looking for an unknown delivery on the page", () => {
  it("a post Facebook took is found on its page and recorded as published, with its id; the owner is never asked", async () => {
    const { post, sentAt } = await unansweredPost(true);
    expect(await postStatus(post.id)).toBe("UNCONFIRMED");
    // Not due before its first look.
    expect(await reconcileUnknownDeliveries({ facebook, now: () => new Date(sentAt.getTime() + 1_000) })).toEqual({ checked: 0, found: 0 });
    expect(await reconcileUnknownDeliveries({ facebook, now: at(sentAt, CHECK_AFTER_MS[0]) })).toEqual({ checked: 1, found: 1 });
    const delivery = await deliveryOf(post.id);
    expect(delivery).toMatchObject({ status: "SUCCESS", externalPostId: graph.posts[0]!.id, nextCheckAt: null, errorMessage: null });
    expect(await postStatus(post.id)).toBe("PUBLISHED");
    expect(graph.posts).toHaveLength(1);
  });

  it("a post that is not there is looked for four times over half an hour, then the owner is asked; nothing is resent", async () => {
    const { post, sentAt } = await unansweredPost(false);
    for (const [i, after] of CHECK_AFTER_MS.entries()) {
      expect(await reconcileUnknownDeliveries({ facebook, now: at(sentAt, after) })).toEqual({ checked: 1, found: 0 });
      const delivery = await deliveryOf(post.id);
      expect(delivery.checkedAt).toHaveLength(i + 1);
      expect(delivery.nextCheckAt === null).toBe(i === CHECK_AFTER_MS.length - 1);
    }
    const delivery = await deliveryOf(post.id);
    expect(delivery).toMatchObject({ status: "UNCONFIRMED", errorMessage: deliveryMessages("FACEBOOK").notFound });
    expect(await postStatus(post.id)).toBe("UNCONFIRMED");
    // No more looking, and no more sending, whoever runs.
    expect(await reconcileUnknownDeliveries({ facebook, now: at(sentAt, 3_600_000) })).toEqual({ checked: 0, found: 0 });
    expect(await runDuePosts("w-later", { batchSize: 5, facebook, now: at(sentAt, 3_600_000) })).toEqual([]);
    expect(graph.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("a page Postloom can no longer read ends the looking at once, and says why", async () => {
    const { user, post, sentAt } = await unansweredPost(false);
    await db.socialConnection.updateMany({ where: { userId: user.id }, data: { health: "NEEDS_RECONNECT" } });
    await reconcileUnknownDeliveries({ facebook, now: at(sentAt, CHECK_AFTER_MS[0]) });
    const delivery = await deliveryOf(post.id);
    expect(delivery).toMatchObject({ status: "UNCONFIRMED", nextCheckAt: null });
    expect(delivery.errorMessage).toMatch(/^We couldn't look at your page \(Facebook asked you to reconnect/);
  });

  it("two runners looking at once look once", async () => {
    const { post, sentAt } = await unansweredPost(true);
    const passes = await Promise.all([0, 1, 2].map(() => reconcileUnknownDeliveries({ facebook, now: at(sentAt, CHECK_AFTER_MS[0]) })));
    expect(passes.reduce((sum, p) => sum + p.checked, 0)).toBe(1);
    expect(await postStatus(post.id)).toBe("PUBLISHED");
  });
});

describe("the owner's answer", () => {
  async function askedOwner() {
    const found = await unansweredPost(false);
    for (const after of CHECK_AFTER_MS) await reconcileUnknownDeliveries({ facebook, now: at(found.sentAt, after) });
    return found;
  }

  it("is asked for once the looking is over: the owner is told once, with the two answers", async () => {
    const { user, post } = await askedOwner();
    expect((await listNotifications(user.id)).notifications).toEqual([
      expect.objectContaining({
        kind: "POST_UNCONFIRMED",
        title: "Did this post reach Test Page?",
        body: expect.stringContaining(`In the post's details, choose "It's on my page" or "It's not there, send it again".`),
        link: `/your-posts?post=${post.id}`,
      }),
    ]);
    expect(await alertPostUnconfirmed((await deliveryOf(post.id)).id)).toBe(false);
  });

  it("is refused while Postloom is still looking", async () => {
    const { user, post } = await unansweredPost(false);
    await expect(resolveUnconfirmed(user.id, post.id, "resend", { facebook, sleep: noSleep })).rejects.toMatchObject({
      code: "CONFLICT",
      message: STILL_CHECKING,
    });
    expect(graph.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("'It's on my page' records it as published, without sending", async () => {
    const { user, post } = await askedOwner();
    actAs(user);
    const reply = await resolveRoute(call(`/api/post/${post.id}/resolve`, { method: "POST", body: JSON.stringify({ answer: "published" }) }), {
      params: Promise.resolve({ id: String(post.id) }),
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ message: "Marked as published", object: { status: "PUBLISHED", postPlatforms: [{ status: "SUCCESS" }] } });
    expect(graph.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("'It's not there, send it again' sends it once, now", async () => {
    const { user, post } = await askedOwner();
    const sent = await resolveUnconfirmed(user.id, post.id, "resend", { facebook, sleep: noSleep });
    expect(sent).toMatchObject({ status: "PUBLISHED", postPlatforms: [{ status: "SUCCESS", checkedAt: [] }] });
    expect(graph.posts).toHaveLength(1);
    expect(sent.postPlatforms[0]!.externalPostId).toBe(graph.posts[0]!.id);
    // Answered: there is nothing left to answer.
    await expect(resolveUnconfirmed(user.id, post.id, "resend", { facebook, sleep: noSleep })).rejects.toMatchObject({ code: "CONFLICT" });
    expect(graph.posts).toHaveLength(1);
  });

  it("belongs to the owner only", async () => {
    const { post } = await askedOwner();
    const stranger = await createConnectedUser(graph, "stranger");
    await expect(resolveUnconfirmed(stranger.id, post.id, "resend", { facebook, sleep: noSleep })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
