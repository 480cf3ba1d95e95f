// Scheduled posts to every registered channel at once (a Facebook Page, an Instagram account, a LinkedIn Company
// Page and a Google Business Profile location), each channel on its own double, on PGlite and on PostgreSQL:
// two runners on the same due posts deliver each post to each channel exactly once; and when an answer is lost on
// every channel in the same batch, each of those posts is found on its channel and recorded, none sent again.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CHANNEL_KEYS, type ChannelClients } from "@/lib/channels";
import { db } from "@/lib/db";
import { CLAIM_LEASE_MS } from "@/lib/posts/claim-timing";
import { CHECK_AFTER_MS } from "@/lib/publishing/delivery-policy";
import { reconcileUnknownDeliveries } from "@/lib/publishing/reconcile-deliveries";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { schedulePost } from "@/lib/publishing/schedule-post";
import { scheduleSchema } from "@/lib/publishing/schemas";
import { HARNESSES, type ChannelHarness } from "../channels/harnesses";
import { testPhoto } from "../support/image-server";
import { noSleep } from "../support/publishing";
import { createUser } from "../support/session";

const media = await vi.hoisted(async () => (await import("../support/media-server")).startMediaServer());

let harnesses: ChannelHarness[];
let clients: ChannelClients;

beforeAll(async () => {
  harnesses = [];
  for (const key of CHANNEL_KEYS) harnesses.push(await HARNESSES[key]!());
  // Each channel's own client first: Instagram's harness brings a Graph client of its own for its page's token.
  clients = Object.assign({}, ...harnesses.map((harness) => harness.clients).reverse());
});
afterEach(async () => {
  for (const harness of harnesses) await harness.reset();
});
afterAll(async () => {
  await Promise.all(harnesses.map((harness) => harness.stop()));
  await new Promise((resolve) => media.close(resolve));
});

/** A user with one account on every channel, and `total` posts with a photo scheduled to all of them, due now. */
async function scheduledEverywhere(prefix: string, total: number) {
  const user = await createUser(prefix);
  const targets: number[] = [];
  for (const harness of harnesses) targets.push(await harness.connect(user.id));
  const image = await db.generatedImage.create({ data: { userId: user.id, contentType: "image/jpeg", data: await testPhoto(1200, 900) } });
  const contents = Array.from({ length: total }, (_, i) => `${prefix} ${i} ${crypto.randomUUID().slice(0, 8)}`);
  for (const content of contents) {
    const post = await db.post.create({ data: { userId: user.id, content, imageId: image.id, imageUrl: `/api/images/${image.id}` } });
    await schedulePost(
      user.id,
      scheduleSchema.parse({ postID: post.id, postContent: content, targets, scheduledAt: new Date(Date.now() + 60_000).toISOString() }),
    );
  }
  // Due now: the channels' clocks are real, so a post found on one later is looked for from when it was really sent.
  await db.post.updateMany({ where: { userId: user.id }, data: { scheduledTime: new Date(Date.now() - 1_000) } });
  return { user, contents };
}

async function drain(runner: string, now = () => new Date()) {
  let delivered = 0;
  for (;;) {
    const reports = await runDuePosts(runner, { batchSize: 6, ...clients, now, sleep: noSleep });
    if (reports.length === 0) return delivered;
    delivered += reports.length;
  }
}

/** How many times each content reached each channel. */
const copies = (contents: string[]) => harnesses.map((harness) => contents.map((content) => harness.posts().filter((post) => post.text === content).length));

describe("posts to every channel", () => {
  it("two runners on the same due posts deliver each post to each channel exactly once", async () => {
    const total = 18;
    const { user, contents } = await scheduledEverywhere("every-channel", total);
    const [a, b] = await Promise.all([drain("runner-a"), drain("runner-b")]);
    expect(a + b).toBe(total);
    expect(copies(contents)).toEqual(harnesses.map(() => contents.map(() => 1)));
    const statuses = await db.postPlatform.groupBy({ by: ["platform", "status"], where: { post: { userId: user.id } }, _count: true });
    expect(statuses.map((row) => [row.platform, row.status, row._count]).sort()).toEqual(CHANNEL_KEYS.map((key) => [key, "SUCCESS", total]).sort());
    expect(await db.post.count({ where: { userId: user.id, status: "PUBLISHED", claimedBy: null } })).toBe(total);
  });

  it("an answer lost on every channel in the same batch: each post is found on its channel and recorded, none sent again", async () => {
    const total = 6;
    const { user, contents } = await scheduledEverywhere("lost-answers", total);
    for (const harness of harnesses) harness.dropPublishAnswer();
    await drain("runner-lost");
    const unconfirmed = await db.postPlatform.findMany({ where: { post: { userId: user.id }, status: "UNCONFIRMED" }, select: { platform: true } });
    expect(unconfirmed.map((delivery) => delivery.platform).sort()).toEqual([...CHANNEL_KEYS].sort());

    const looked = await reconcileUnknownDeliveries({ ...clients, now: () => new Date(Date.now() + CHECK_AFTER_MS[0] + 1_000) });
    expect(looked).toEqual({ checked: CHANNEL_KEYS.length, found: CHANNEL_KEYS.length });
    // Another runner, well past every lease, finds nothing left to send.
    expect(await drain("runner-next", () => new Date(Date.now() + CLAIM_LEASE_MS + 5 * 60_000))).toBe(0);
    expect(copies(contents)).toEqual(harnesses.map(() => contents.map(() => 1)));
    expect(await db.postPlatform.count({ where: { post: { userId: user.id }, status: { not: "SUCCESS" } } })).toBe(0);
    expect(await db.post.count({ where: { userId: user.id, status: "PUBLISHED" } })).toBe(total);
  });
});
