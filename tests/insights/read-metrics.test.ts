// Delivered posts' metrics, read from the channel at four checkpoints of their first week and kept as readings, on
// PGlite and on PostgreSQL, against the Graph double over HTTP: when the first reading falls, each checkpoint read
// once and kept as the channel reported it, two runners never reading one twice, and what a round does when Meta's
// usage is high or the post was taken down.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createGraphUsage, graphUsage } from "@/lib/channels/facebook/graph-usage";
import type { DeliveryStatus } from "@/lib/generated/prisma/client";
import { CHECKPOINTS, METRICS_CLAIM_LEASE_MS, readDueMetrics } from "@/lib/insights/read-metrics";
import type { GraphDouble } from "../support/facebook-graph-double";
import { createConnectedUser, graphApiFor, resetPublishing, startPublishingDouble } from "../support/publishing";

let graph: GraphDouble;
let facebook: ReturnType<typeof graphApiFor>;

beforeAll(async () => ({ graph, facebook } = await startPublishingDouble()));
afterEach(() => resetPublishing(graph));
afterAll(() => graph.stop());

const HOUR = 3_600_000;
const quiet = () => createGraphUsage();
/** The engagement reads the double received: GETs of a post itself (its insights are read beside it). */
const reads = () => graph.requests.filter((request) => request.method === "GET" && /^\/\d+_\d+$/.test(request.path));

/** A post delivered to page 1001 at `deliveredAt` (it reached the double, which counts its figures from its text). */
async function delivered(userId: string, message: string, deliveredAt: Date, status: DeliveryStatus = "SUCCESS") {
  const connection = await db.socialConnection.findFirstOrThrow({ where: { userId, accountId: "1001" } });
  const sent = await facebook.publish({ pageId: "1001", pageToken: graph.pageToken("1001") }, { message });
  const post = await db.post.create({
    data: {
      userId,
      content: message,
      status: "PUBLISHED",
      publishedAt: deliveredAt,
      platforms: {
        create: {
          platform: "FACEBOOK",
          connectionId: connection.id,
          status,
          externalPostId: status === "SUCCESS" ? sent.id : null,
          pageId: "1001",
          deliveredAt,
        },
      },
    },
    include: { platforms: true },
  });
  return post.platforms[0]!;
}

const targetOf = (id: number) => db.postPlatform.findUniqueOrThrow({ where: { id }, select: { metricsCheckpoint: true, metricsDueAt: true } });

describe("a delivered post's metrics", () => {
  it("are first due an hour after the delivery succeeded; a delivery that failed or went unconfirmed is never read", async () => {
    const user = await createConnectedUser(graph, "metrics");
    const at = new Date(Date.now() - 10 * 60_000);
    const target = await delivered(user.id, "Fresh rye today.", at);
    expect(await targetOf(target.id)).toEqual({ metricsCheckpoint: "HOUR_1", metricsDueAt: new Date(at.getTime() + HOUR) });
    for (const status of ["FAILED", "UNCONFIRMED"] as const) {
      const other = await delivered(user.id, `Not there: ${status}`, at, status);
      expect(await targetOf(other.id)).toEqual({ metricsCheckpoint: null, metricsDueAt: null });
    }
    // A delivery found on the page later (an unconfirmed one reconciled) is read from then on.
    const found = await delivered(user.id, "Found later.", at, "UNCONFIRMED");
    await db.postPlatform.update({ where: { id: found.id }, data: { status: "SUCCESS", externalPostId: "1001_999", deliveredAt: at } });
    expect(await targetOf(found.id)).toEqual({ metricsCheckpoint: "HOUR_1", metricsDueAt: new Date(at.getTime() + HOUR) });
  });

  it("are read once at each checkpoint of the first week and kept as the channel reported them; then the week is over", async () => {
    const user = await createConnectedUser(graph, "metrics");
    const message = "Cinnamon buns are back this Saturday, from eight.";
    const at = new Date(Date.now() - 8 * 24 * HOUR);
    const target = await delivered(user.id, message, at);
    graph.requests.length = 0;

    expect(await readDueMetrics({ facebook, usage: quiet(), now: new Date(at.getTime() + HOUR - 1) })).toBe(0);
    for (const { checkpoint, afterMs } of CHECKPOINTS) {
      const now = new Date(at.getTime() + afterMs);
      expect(await readDueMetrics({ facebook, usage: quiet(), now })).toBe(1);
      // Read a moment ago: the next round leaves it.
      expect(await readDueMetrics({ facebook, usage: quiet(), now: new Date(now.getTime() + 60_000) })).toBe(0);
      const reading = await db.metricReading.findUniqueOrThrow({ where: { targetId_checkpoint: { targetId: target.id, checkpoint } } });
      // The double's figures come from the text's length; Facebook reports no saves or views of a page post.
      const n = message.length;
      expect(reading).toEqual({
        targetId: target.id,
        checkpoint,
        readAt: now,
        reach: n * 7,
        reactions: n % 50,
        comments: n % 7,
        shares: n % 3,
        saves: null,
        clicks: n % 13,
        views: null,
      });
    }
    expect(reads()).toHaveLength(4);
    expect(await targetOf(target.id)).toEqual({ metricsCheckpoint: null, metricsDueAt: null });
    expect(await readDueMetrics({ facebook, usage: quiet(), now: new Date(at.getTime() + 30 * 24 * HOUR) })).toBe(0);
  });

  it("are claimed once: two runners reading at the same time read each checkpoint once between them", async () => {
    const user = await createConnectedUser(graph, "metrics");
    const at = new Date(Date.now() - 2 * HOUR);
    const targets = [];
    for (let i = 0; i < 30; i++) targets.push(await delivered(user.id, `Post number ${i}`, at));
    graph.requests.length = 0;
    const now = new Date();
    const runner = async () => {
      let claimed = 0;
      for (let round = 0; round < 20; round++) {
        const batch = await readDueMetrics({ facebook, usage: quiet(), now, limit: 4 });
        claimed += batch;
        if (batch === 0) break;
      }
      return claimed;
    };
    const [first, second] = await Promise.all([runner(), runner()]);
    expect(first + second).toBe(30);
    expect(reads()).toHaveLength(30);
    expect(await db.metricReading.count({ where: { targetId: { in: targets.map((t) => t.id) }, checkpoint: "HOUR_1" } })).toBe(30);
    // A round that claimed and then died lets its targets go after the lease, to be read by another.
    const last = targets.at(-1)!;
    await db.postPlatform.update({ where: { id: last.id }, data: { metricsCheckpoint: "DAY_1", metricsDueAt: now } });
    await db.postPlatform.update({ where: { id: last.id }, data: { metricsDueAt: new Date(now.getTime() + METRICS_CLAIM_LEASE_MS) } });
    expect(await readDueMetrics({ facebook, usage: quiet(), now })).toBe(0);
    expect(await readDueMetrics({ facebook, usage: quiet(), now: new Date(now.getTime() + METRICS_CLAIM_LEASE_MS) })).toBe(1);
  });

  it("wait an hour while Meta's usage is high, but never past the next checkpoint; a post taken down is read no more", async () => {
    const user = await createConnectedUser(graph, "metrics");
    const at = new Date(Date.now() - 8 * 24 * HOUR);
    const target = await delivered(user.id, "Sourdough class on Sunday.", at);
    const busy = graphUsage();
    const now = new Date(at.getTime() + HOUR);
    busy.record(new Headers({ "x-app-usage": JSON.stringify({ call_count: 80, total_time: 10, total_cputime: 10 }) }), now);
    expect(await readDueMetrics({ facebook, usage: busy, now })).toBe(1);
    expect(await db.metricReading.count({ where: { targetId: target.id } })).toBe(0);
    expect(await targetOf(target.id)).toEqual({ metricsCheckpoint: "HOUR_1", metricsDueAt: new Date(now.getTime() + HOUR) });

    // Still busy close to the next checkpoint: the first is let go, and the day's is read when it comes.
    const late = new Date(at.getTime() + 23.5 * HOUR);
    busy.record(new Headers({ "x-app-usage": JSON.stringify({ call_count: 80, total_time: 10, total_cputime: 10 }) }), late);
    await db.postPlatform.update({ where: { id: target.id }, data: { metricsDueAt: late } });
    expect(await readDueMetrics({ facebook, usage: busy, now: late })).toBe(1);
    expect(await targetOf(target.id)).toEqual({ metricsCheckpoint: "DAY_1", metricsDueAt: new Date(at.getTime() + 24 * HOUR) });

    // Taken down on Facebook: the double no longer knows it, and Facebook's refusal ends the week.
    graph.posts.length = 0;
    expect(await readDueMetrics({ facebook, usage: quiet(), now: new Date(at.getTime() + 24 * HOUR) })).toBe(1);
    expect(await targetOf(target.id)).toEqual({ metricsCheckpoint: null, metricsDueAt: null });
    expect(await db.metricReading.count({ where: { targetId: target.id } })).toBe(0);
  });

  it("read without the insights permission (a connection made before Postloom asked for it) keep the counts, with no reach", async () => {
    const user = await createConnectedUser(graph, "metrics");
    graph.setTokenInfo(graph.pageToken("1001"), { scopes: ["pages_manage_posts", "pages_read_engagement"] });
    const message = "Doors open at eight.";
    const at = new Date(Date.now() - 2 * HOUR);
    const target = await delivered(user.id, message, at);
    expect(await readDueMetrics({ facebook, usage: quiet() })).toBe(1);
    expect(await db.metricReading.findUniqueOrThrow({ where: { targetId_checkpoint: { targetId: target.id, checkpoint: "HOUR_1" } } })).toMatchObject({
      reach: null,
      reactions: message.length % 50,
      clicks: null,
    });
  });

  it("make the target's latest figures, with its kind; a reading that comes late never takes a newer one's place", async () => {
    const user = await createConnectedUser(graph, "metrics");
    const at = new Date(Date.now() - 4 * 24 * HOUR);
    const target = await delivered(user.id, "Our bakers' tip: rest the dough overnight.", at);
    await db.post.update({ where: { id: target.postId }, data: { request: { postType: "SOCIAL_MEDIA_AD" } } });
    expect(await readDueMetrics({ facebook, usage: quiet(), now: new Date(at.getTime() + 3 * 24 * HOUR) })).toBe(1);
    const n = "Our bakers' tip: rest the dough overnight.".length;
    // Read late, the first reading is counted as the latest checkpoint to come (the figures are totals).
    expect(await db.postInsight.findUniqueOrThrow({ where: { targetId: target.id } })).toMatchObject({
      userId: user.id,
      postId: target.postId,
      platform: "FACEBOOK",
      deliveredAt: at,
      kind: "SOCIAL_MEDIA_AD",
      checkpoint: "HOUR_1",
      reach: n * 7,
      engagement: (n % 50) + (n % 7) + (n % 3) + (n % 13),
    });
    expect(await targetOf(target.id)).toMatchObject({ metricsCheckpoint: "DAY_7" });
    expect(await readDueMetrics({ facebook, usage: quiet(), now: new Date(at.getTime() + 7 * 24 * HOUR) })).toBe(1);
    expect(await db.postInsight.findUniqueOrThrow({ where: { targetId: target.id } })).toMatchObject({ checkpoint: "DAY_7" });
    // A reading of an earlier checkpoint coming after it (a retry that was held up) is kept, but not as the latest.
    await db.postPlatform.update({ where: { id: target.id }, data: { metricsCheckpoint: "DAY_1", metricsDueAt: new Date(at.getTime() + 7 * 24 * HOUR) } });
    graph.posts[0]!.message = "Changed";
    expect(await readDueMetrics({ facebook, usage: quiet(), now: new Date(at.getTime() + 7 * 24 * HOUR) })).toBe(1);
    expect(await db.metricReading.findUniqueOrThrow({ where: { targetId_checkpoint: { targetId: target.id, checkpoint: "DAY_1" } } })).toMatchObject({
      reactions: "Changed".length,
    });
    expect(await db.postInsight.findUniqueOrThrow({ where: { targetId: target.id } })).toMatchObject({ checkpoint: "DAY_7", reach: n * 7 });
  });
});
