// Scheduled publishing through the embedded worker's code path (claim a batch with SKIP LOCKED,
// deliver concurrently), on PGlite and on PostgreSQL (TEST_DATABASE_URL): exactly once, nothing lost,
// cancellations honoured, retries bounded.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { alertPostFailed } from "@/lib/publishing/post-alerts";
import { cancelSchedule } from "@/lib/publishing/cancel-schedule";
import { claimDuePosts } from "@/lib/publishing/claim-posts";
import { deliverClaimedPost } from "@/lib/publishing/deliver-claimed-posts";
import { startEmbeddedWorker } from "@/lib/jobs/embedded-worker";
import { reconcileUnknownDeliveries } from "@/lib/publishing/reconcile-deliveries";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { CLAIM_LEASE_MS, STOPPED_AFTER_MS } from "@/lib/posts/claim-timing";
import { graphErrorBody, type GraphDouble } from "../support/facebook-graph-double";
import { createConnectedUser, createScheduledPost, deliveryOf, graphApiFor, resetPublishing, startPublishingDouble } from "../support/publishing";

let graph: GraphDouble;
let facebook: ReturnType<typeof graphApiFor>;

beforeAll(async () => ({ graph, facebook } = await startPublishingDouble()));
afterEach(() => resetPublishing(graph));
afterAll(() => graph.stop());

const connectedUser = () => createConnectedUser(graph, "scheduler");

const ago = (ms: number) => new Date(Date.now() - ms);

/** Runs the worker's pass until nothing is left to claim; returns how many posts this runner delivered. */
async function drain(runner: string, options: { batchSize?: number; now?: () => Date; leaseMs?: number; facebook?: ReturnType<typeof graphApiFor> } = {}) {
  let delivered = 0;
  for (;;) {
    const reports = await runDuePosts(runner, {
      batchSize: options.batchSize ?? 10,
      facebook: options.facebook ?? facebook,
      now: options.now,
      leaseMs: options.leaseMs,
    });
    if (reports.length === 0) return delivered;
    delivered += reports.length;
  }
}

function countsByMessage() {
  const counts = new Map<string, number>();
  for (const post of graph.posts) counts.set(post.message, (counts.get(post.message) ?? 0) + 1);
  return counts;
}

describe("embedded worker", () => {
  it("delivers a due post, leaves a future one alone, and records a heartbeat", async () => {
    const user = await connectedUser();
    const due = await createScheduledPost(user.id, ago(1_000), "Due now");
    const later = await createScheduledPost(user.id, new Date(Date.now() + 3_600_000), "Due later");
    const worker = startEmbeddedWorker({ pollMs: 50, batchSize: 5, facebook });
    try {
      await expect.poll(async () => (await deliveryOf(due.id)).status, { timeout: 10_000 }).toBe("SUCCESS");
    } finally {
      await worker.stop();
    }
    expect(await db.post.findUniqueOrThrow({ where: { id: due.id } })).toMatchObject({ status: "PUBLISHED", claimedBy: null, claimedAt: null });
    expect((await db.post.findUniqueOrThrow({ where: { id: due.id } })).publishedAt).toBeInstanceOf(Date);
    expect(await deliveryOf(due.id)).toMatchObject({ externalPostId: graph.posts[0]!.id, pageId: "1001", attempts: 1 });
    expect(await deliveryOf(later.id)).toMatchObject({ status: "PENDING", attempts: 0 });
    expect(graph.posts.map((p) => p.message)).toEqual(["Due now"]);
    const heartbeat = await db.schedulerHeartbeat.findUniqueOrThrow({ where: { runner: "embedded" } });
    expect(Date.now() - heartbeat.lastRunAt.getTime()).toBeLessThan(15_000);
  });

  it("the embedded worker delivers the next batches while one waits on a slow platform", async () => {
    const user = await connectedUser();
    // Checked just now: the first batch does not stop for the health check that precedes a delivery.
    await db.socialConnection.updateMany({ where: { userId: user.id }, data: { healthCheckedAt: new Date() } });
    const slow = await createScheduledPost(user.id, ago(3_000), "Slow one");
    const others = [await createScheduledPost(user.id, ago(2_000), "Second"), await createScheduledPost(user.id, ago(1_000), "Third")];
    graph.setIntercept((r) => (r.method === "POST" && r.params.get("message") === "Slow one" ? { delayMs: 3_000 } : undefined));
    const worker = startEmbeddedWorker({ pollMs: 50, batchSize: 1, facebook });
    try {
      for (const post of others) await expect.poll(async () => (await deliveryOf(post.id)).status, { timeout: 2_000 }).toBe("SUCCESS");
      expect(await deliveryOf(slow.id)).toMatchObject({ status: "SENDING" });
      await expect.poll(async () => (await deliveryOf(slow.id)).status, { timeout: 10_000 }).toBe("SUCCESS");
    } finally {
      await worker.stop();
    }
    expect(graph.posts.map((p) => p.message).sort()).toEqual(["Second", "Slow one", "Third"]);
  });

  it("retries a rate-limited delivery with back-off, at most five attempts, then marks it FAILED", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, ago(1_000));
    graph.setIntercept((r) => (r.method === "POST" ? { reply: { status: 400, body: graphErrorBody(17, "(#17) User request limit reached") } } : undefined));
    let clock = Date.now();
    const now = () => new Date(clock);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await drain("w-retry", { now });
      const delivery = await deliveryOf(post.id);
      expect(delivery.attempts).toBe(attempt);
      if (attempt < 5) {
        expect(delivery.status).toBe("PENDING");
        const wait = delivery.nextAttemptAt!.getTime() - clock;
        delays.push(wait);
        // Not due yet: nothing is claimed before the back-off ends.
        clock += wait - 1_000;
        expect(await drain("w-retry", { now })).toBe(0);
        clock += 1_000;
        expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("SCHEDULED");
      }
    }
    // 30 s, 2 min, 8 min, 32 min, each within ±20 %.
    [30_000, 120_000, 480_000, 1_920_000].forEach((base, i) => {
      expect(delays[i]).toBeGreaterThanOrEqual(base * 0.8);
      expect(delays[i]).toBeLessThanOrEqual(base * 1.2);
    });
    const delivery = await deliveryOf(post.id);
    expect(delivery.status).toBe("FAILED");
    expect(delivery.errorMessage).toBe("Facebook was unavailable after 5 attempts ((#17) User request limit reached). Please try again later.");
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("FAILED");
    expect(graph.requests.filter((r) => r.method === "POST")).toHaveLength(5);
    // Told once, when it failed for good (not at each retry), with the reason and a link to the post.
    expect((await listNotifications(user.id)).notifications).toEqual([
      expect.objectContaining({
        kind: "POST_FAILED",
        title: "A scheduled post didn't go out",
        body: expect.stringContaining(
          "didn't reach Test Page. Facebook was unavailable after 5 attempts ((#17) User request limit reached). Please try again later.",
        ),
        link: `/your-posts?post=${post.id}`,
      }),
    ]);
    expect(await alertPostFailed(post.id)).toBe(false);
  });

  it("a revoked token fails the delivery at once and asks the user to reconnect", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, ago(1_000));
    graph.setIntercept((r) =>
      r.method === "POST"
        ? { reply: { status: 400, body: graphErrorBody(190, "Error validating access token: Session has expired", { error_subcode: 463 }) } }
        : undefined,
    );
    await drain("w-reconnect");
    expect(await deliveryOf(post.id)).toMatchObject({ status: "FAILED", attempts: 1 });
    expect((await db.socialConnection.findFirstOrThrow({ where: { userId: user.id } })).health).toBe("NEEDS_RECONNECT");
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("FAILED");
    // The failed post, and the connection that needs reconnecting (nothing else is due on it).
    expect((await listNotifications(user.id)).notifications.map((n) => [n.kind, n.title]).sort()).toEqual([
      ["CONNECTION_RECONNECT", "Test Page needs reconnecting"],
      ["POST_FAILED", "A scheduled post didn't go out"],
    ]);
  });

  it("a delivery left SENDING by a dead worker becomes UNCONFIRMED once its runner is known stopped, and is never sent again", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, ago(10 * 60_000));
    await db.post.update({ where: { id: post.id }, data: { claimedBy: "dead-worker", claimedAt: ago(CLAIM_LEASE_MS - 30_000) } });
    await db.postPlatform.updateMany({ where: { postId: post.id, platform: "FACEBOOK" }, data: { status: "SENDING", attempts: 1 } });
    // Its runner heard from lately: the claim is respected.
    await db.runnerHeartbeat.create({ data: { runner: "dead-worker", beatAt: ago(STOPPED_AFTER_MS - 5_000) } });
    expect(await drain("w-recover")).toBe(0);
    // Silent for longer than that, it has stopped, long before the claim's lease would lapse.
    await db.runnerHeartbeat.update({ where: { runner: "dead-worker" }, data: { beatAt: ago(STOPPED_AFTER_MS + 1_000) } });
    expect(await drain("w-recover")).toBe(1);
    const delivery = await deliveryOf(post.id);
    expect(delivery.status).toBe("UNCONFIRMED");
    expect(delivery.errorMessage).toContain("We're checking your page");
    // To be looked for on the page at once; never shown as published meanwhile.
    expect(delivery.nextCheckAt).not.toBeNull();
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ status: "UNCONFIRMED", claimedBy: null });
    expect(graph.requests).toHaveLength(0);
  });

  it("two workers on the same due posts deliver each exactly once", async () => {
    const user = await connectedUser();
    const total = 120;
    for (let i = 0; i < total; i++) await createScheduledPost(user.id, ago(5_000 - i), `two-workers ${i}`);
    graph.setIntercept((r) => (r.method === "POST" ? { delayMs: 5 } : undefined));
    const [a, b] = await Promise.all([drain("worker-a", { batchSize: 8 }), drain("worker-b", { batchSize: 8 })]);
    expect(a + b).toBe(total);
    if (process.env.TEST_DATABASE_URL) {
      // On PostgreSQL both really worked side by side.
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    }
    const counts = countsByMessage();
    expect(counts.size).toBe(total);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(await db.postPlatform.count({ where: { post: { userId: user.id }, status: "SUCCESS" } })).toBe(total);
    expect(await db.post.count({ where: { userId: user.id, status: "PUBLISHED", claimedBy: null } })).toBe(total);
  });

  it("a worker that dies mid-batch loses nothing and duplicates nothing when the next one takes over", async () => {
    const user = await connectedUser();
    const total = 40;
    for (let i = 0; i < total; i++) await createScheduledPost(user.id, ago(60_000 - i), `takeover ${i}`);
    // The first worker's last ten calls reach Facebook, and then the worker is gone: no answer ever comes.
    let calls = 0;
    graph.setIntercept((r) => (r.method === "POST" && ++calls > 10 && calls <= 20 ? { acceptThen: "hang" } : undefined));
    const dead = runDuePosts("dying-worker", { batchSize: 20, facebook });
    await expect.poll(() => graph.posts.length, { timeout: 10_000 }).toBe(20);
    await expect.poll(() => db.postPlatform.count({ where: { post: { userId: user.id }, status: "SUCCESS" } }), { timeout: 10_000 }).toBe(10);
    expect(await db.postPlatform.count({ where: { post: { userId: user.id }, status: "SENDING" } })).toBe(10);

    // The next worker runs after the lease: it settles the ten in doubt and sends the twenty never claimed.
    const later = () => new Date(Date.now() + CLAIM_LEASE_MS + 1_000);
    expect(await drain("next-worker", { now: later })).toBe(30);

    const counts = countsByMessage();
    expect(counts.size).toBe(total);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    const statuses = await db.postPlatform.groupBy({ by: ["status"], where: { post: { userId: user.id } }, _count: true });
    expect(Object.fromEntries(statuses.map((s) => [s.status, s._count]))).toEqual({ SUCCESS: 30, UNCONFIRMED: 10 });

    // The dead worker's calls finally fail: its late results change nothing.
    graph.releaseHung();
    await dead;
    const after = await db.postPlatform.groupBy({ by: ["status"], where: { post: { userId: user.id } }, _count: true });
    expect(Object.fromEntries(after.map((s) => [s.status, s._count]))).toEqual({ SUCCESS: 30, UNCONFIRMED: 10 });
    // The ten in doubt are not shown as published...
    expect(await db.post.count({ where: { userId: user.id, status: "PUBLISHED", claimedBy: null } })).toBe(30);
    expect(await db.post.count({ where: { userId: user.id, status: "UNCONFIRMED", claimedBy: null } })).toBe(10);

    // ...until the page is read: Facebook did take them, so each is found there and recorded with its id.
    const looked = await reconcileUnknownDeliveries({ facebook, now: () => new Date(Date.now() + CLAIM_LEASE_MS + 2 * 60_000) });
    expect(looked).toEqual({ checked: 10, found: 10 });
    const deliveries = await db.postPlatform.findMany({ where: { post: { userId: user.id } }, include: { post: { select: { content: true, status: true } } } });
    for (const delivery of deliveries) {
      expect(delivery).toMatchObject({ status: "SUCCESS", post: { status: "PUBLISHED" } });
      expect(graph.posts.find((p) => p.message === delivery.post.content)?.id).toBe(delivery.externalPostId);
    }
    expect([...countsByMessage().values()].every((n) => n === 1)).toBe(true);
  });
});

describe("cancelling a schedule", () => {
  it("a post cancelled before it is due is never sent", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, new Date(Date.now() + 2_000));
    await cancelSchedule(user.id, post.id);
    expect(await drain("w-cancel", { now: () => new Date(Date.now() + 60_000) })).toBe(0);
    expect(graph.requests).toHaveLength(0);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("GENERATED");
  });

  it("a post cancelled after a worker claimed it, but before sending, is not sent", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, ago(1_000));
    expect(await claimDuePosts("w-race", 10)).toContain(post.id);
    await cancelSchedule(user.id, post.id);
    const report = await deliverClaimedPost(post.id, "w-race", { mode: { kind: "scheduled" }, facebook });
    expect(report.status).toBeNull();
    expect(graph.requests).toHaveLength(0);
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ status: "GENERATED", claimedBy: null });
    expect(await db.postPlatform.count({ where: { postId: post.id } })).toBe(0);
  });

  it("a cancel that comes while the post is being sent is refused, and the post is sent once", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, ago(1_000));
    graph.setIntercept((r) => (r.method === "POST" ? { delayMs: 300 } : undefined));
    const sending = runDuePosts("w-busy", { batchSize: 1, facebook });
    await expect.poll(async () => (await deliveryOf(post.id)).status, { timeout: 5_000 }).toBe("SENDING");
    await expect(cancelSchedule(user.id, post.id)).rejects.toMatchObject({ code: "CONFLICT" });
    await sending;
    expect(await deliveryOf(post.id)).toMatchObject({ status: "SUCCESS" });
    expect(graph.posts).toHaveLength(1);
  });
});
