// Deliveries slow down before Meta's usage reaches its limit, rather than failing at it, on PGlite and on
// PostgreSQL. The Graph double sends the usage headers, read from its replies as from Meta's. From 75 % the
// publish calls on one budget take turns, further apart as usage grows; at 90 %, or while Meta names a time to
// regain access, a due scheduled delivery waits unsent (no attempt counted, the post still scheduled) and goes
// out once usage falls; a "Post Now" is refused with the reason.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { graphUsage, READING_LASTS_MS } from "@/lib/channels/facebook/graph-usage";
import { deliveryMessages, PACE_MAX_WAIT_MS, paceGapMs } from "@/lib/publishing/delivery-policy";
import { publishPost } from "@/lib/publishing/publish-post";
import { publishScheduledPost } from "@/lib/publishing/publish-scheduled-post";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { publishSchema } from "@/lib/publishing/schemas";
import { resetPacing } from "@/lib/publishing/usage-throttle";
import type { GraphDouble } from "../support/facebook-graph-double";
import {
  createConnectedUser,
  createPost,
  createScheduledPost,
  deliveryOf,
  graphApiFor,
  noSleep,
  resetPublishing,
  startPublishingDouble,
} from "../support/publishing";

let graph: GraphDouble;
let facebook: ReturnType<typeof graphApiFor>;

beforeAll(async () => ({ graph, facebook } = await startPublishingDouble()));
afterEach(() => resetPublishing(graph));
afterAll(() => graph.stop());

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const connectedUser = () => createConnectedUser(graph, "usage");
const publishCalls = () => graph.requests.filter((r) => r.method === "POST").length;

/** Meta's answer about page 1001's budget (Pages calls with its token), from now on. */
function pageUsage(percent: number, regainMinutes = 0) {
  graph.setUsage({
    "x-app-usage": { call_count: 3, total_cputime: 2, total_time: 2 },
    "x-business-use-case-usage": {
      "1001": [{ type: "pages", call_count: percent, total_cputime: Math.floor(percent / 2), total_time: 10, estimated_time_to_regain_access: regainMinutes }],
    },
  });
}

/** Any Graph call: Postloom reads the usage off its reply. */
const callGraph = () => facebook.readAccount(graph.pageToken("1001"), "1001");

async function drain(runner: string, options: { now?: () => Date; sleep?: (ms: number) => Promise<void> } = {}) {
  let delivered = 0;
  for (;;) {
    const reports = await runDuePosts(runner, { batchSize: 20, facebook, ...options });
    if (reports.length === 0) return delivered;
    delivered += reports.length;
  }
}

/** Makes a waiting delivery due now (skips the wait). */
const dueNow = (postId: number) => db.postPlatform.updateMany({ where: { postId }, data: { nextAttemptAt: ago(1) } });

describe("at the limit, deliveries wait instead of failing", () => {
  it("at 90 % a due scheduled post waits unsent, no attempt counted, and goes out once usage falls", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, ago(1_000), "Waits for Meta");
    pageUsage(92);
    await callGraph();
    const before = publishCalls();
    const started = Date.now();

    expect(await drain("w-usage")).toBe(1);
    const waiting = await deliveryOf(post.id);
    expect(waiting).toMatchObject({ status: "PENDING", attempts: 0, errorMessage: deliveryMessages("FACEBOOK").usageWait });
    // Until the reading lapses (five minutes), spread by up to a fifth more.
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(started + READING_LASTS_MS - 1_000);
    expect(waiting.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now() + READING_LASTS_MS * 1.2);
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ status: "SCHEDULED", claimedBy: null });
    expect(publishCalls()).toBe(before);
    // Not taken again before then.
    expect(await drain("w-usage")).toBe(0);

    // Due again while Meta still says 92 %: it waits again, still without an attempt.
    await callGraph();
    await dueNow(post.id);
    expect(await drain("w-usage")).toBe(1);
    expect(await deliveryOf(post.id)).toMatchObject({ status: "PENDING", attempts: 0 });
    expect(publishCalls()).toBe(before);

    // Usage falls: the next reply says 40 %, and the post goes out, on its first attempt.
    pageUsage(40);
    await callGraph();
    await dueNow(post.id);
    expect(await drain("w-usage")).toBe(1);
    expect(await deliveryOf(post.id)).toMatchObject({ status: "SUCCESS", attempts: 1, errorMessage: null });
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("PUBLISHED");
    expect(graph.posts.map((p) => p.message)).toEqual(["Waits for Meta"]);
  });

  it("a reading older than five minutes holds nothing back", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, ago(1_000));
    pageUsage(97);
    await callGraph();
    graph.setUsage(undefined);
    // Nothing has been asked of Meta since: the old reading no longer counts.
    const later = () => new Date(Date.now() + READING_LASTS_MS + 1_000);
    expect(await drain("w-decay", { now: later })).toBe(1);
    expect(await deliveryOf(post.id)).toMatchObject({ status: "SUCCESS", attempts: 1 });
  });

  it("Meta's time to regain access wins, even at a low percentage and past five minutes", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, ago(1_000));
    pageUsage(35, 20);
    await callGraph();
    graph.setUsage(undefined);
    const started = Date.now();
    expect(await drain("w-regain")).toBe(1);
    const waiting = await deliveryOf(post.id);
    expect(waiting).toMatchObject({ status: "PENDING", attempts: 0 });
    expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(started + 20 * MINUTE - 1_000);
    expect(waiting.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now() + 24 * MINUTE);

    // Ten minutes on, the reading is past five minutes but access is not back yet: it waits again.
    await dueNow(post.id);
    expect(await drain("w-regain", { now: () => new Date(Date.now() + 10 * MINUTE) })).toBe(1);
    expect(await deliveryOf(post.id)).toMatchObject({ status: "PENDING", attempts: 0 });
    // Twenty-one minutes on, it goes out.
    await dueNow(post.id);
    expect(await drain("w-regain", { now: () => new Date(Date.now() + 21 * MINUTE) })).toBe(1);
    expect(await deliveryOf(post.id)).toMatchObject({ status: "SUCCESS", attempts: 1 });
    expect(publishCalls()).toBe(1);
  });

  it("the app's usage holds back every page; another page's usage holds back only that page", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, ago(1_000));
    graph.setUsage({ "x-business-use-case-usage": { "2002": [{ type: "pages", call_count: 99, total_cputime: 99, total_time: 99 }] } });
    await callGraph();
    graph.setUsage({ "x-app-usage": { call_count: 95, total_cputime: 10, total_time: 10 } });
    await callGraph();
    expect(await drain("w-app")).toBe(1);
    expect(await deliveryOf(post.id)).toMatchObject({ status: "PENDING", attempts: 0 });

    graph.setUsage({ "x-app-usage": { call_count: 20, total_cputime: 10, total_time: 10 } });
    await callGraph();
    await dueNow(post.id);
    expect(await drain("w-app")).toBe(1);
    expect(await deliveryOf(post.id)).toMatchObject({ status: "SUCCESS", attempts: 1 });
  });

  it("the Inngest run is told when to come back, and sleeps until then", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, ago(1_000));
    pageUsage(90);
    await callGraph();
    const report = await publishScheduledPost(post.id, "inngest:usage:1", { facebook });
    expect(report).toMatchObject({ postId: post.id, status: "SCHEDULED" });
    const delivery = await deliveryOf(post.id);
    expect("retryAt" in report && report.retryAt).toBe(delivery.nextAttemptAt!.toISOString());
    expect(delivery.attempts).toBe(0);
  });
});

describe("near the limit, deliveries are paced", () => {
  /** Runs the due posts at a fixed instant, recording each wait for a turn instead of sleeping it. */
  async function pacedRun(runner: string) {
    const waits: number[] = [];
    const at = new Date();
    await drain(runner, { now: () => at, sleep: async (ms) => void waits.push(ms) });
    return waits;
  }

  it("from 75 %, publish calls on one page take turns, further apart as usage grows", async () => {
    const user = await connectedUser();
    for (const percent of [60, 80, 85]) {
      resetPacing();
      for (let i = 0; i < 3; i++) await createScheduledPost(user.id, ago(1_000 - i), `At ${percent} % #${i}`);
      pageUsage(percent);
      await callGraph();
      const waits = await pacedRun(`w-pace-${percent}`);
      const gap = paceGapMs(percent);
      // The first goes at once; the next two wait one and two gaps.
      expect(waits).toEqual(gap === 0 ? [] : [gap, 2 * gap]);
    }
    expect([paceGapMs(74), paceGapMs(75), paceGapMs(80), paceGapMs(85), paceGapMs(89)]).toEqual([0, 1_000, 2_000, 4_000, 6_964]);
    // Every post went out, each on its first attempt.
    expect(graph.posts).toHaveLength(9);
    expect(await db.postPlatform.count({ where: { post: { userId: user.id }, status: "SUCCESS", attempts: 1 } })).toBe(9);
  });

  it("a turn further off than a minute is not waited for: the delivery waits unsent until then", async () => {
    const user = await connectedUser();
    const total = 12;
    for (let i = 0; i < total; i++) await createScheduledPost(user.id, ago(10_000 - i), `Busy page #${i}`);
    pageUsage(89);
    await callGraph();
    const waits = await pacedRun("w-far");
    const gap = paceGapMs(89);
    const fits = Math.floor(PACE_MAX_WAIT_MS / gap) + 1;
    expect(waits).toEqual(Array.from({ length: fits - 1 }, (_, i) => (i + 1) * gap));
    expect(graph.posts).toHaveLength(fits);
    const waiting = await db.postPlatform.findMany({ where: { post: { userId: user.id }, status: "PENDING" } });
    expect(waiting).toHaveLength(total - fits);
    for (const delivery of waiting) {
      expect(delivery.attempts).toBe(0);
      expect(delivery.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + PACE_MAX_WAIT_MS - 5_000);
    }
    expect(await db.post.count({ where: { userId: user.id, status: "SCHEDULED" } })).toBe(total - fits);
  });
});

describe("Post Now", () => {
  it("at 90 % is refused with the reason, sends nothing and counts no attempt; it goes once usage falls", async () => {
    const user = await createConnectedUser(graph, "usage-now", "Corner Bakery");
    const post = await createPost(user.id, "Right now, please");
    pageUsage(91);
    await callGraph();
    const input = publishSchema.parse({ postID: post.id, postContent: post.content, platforms: ["FACEBOOK"] });
    await expect(publishPost(user.id, input, { facebook, sleep: noSleep })).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: "Postloom is close to Facebook's usage limit right now, so this wasn't sent. Please try again in 5 minutes, or schedule it.",
    });
    expect(publishCalls()).toBe(0);
    expect(await deliveryOf(post.id)).toMatchObject({ status: "FAILED", attempts: 0 });

    pageUsage(50);
    await callGraph();
    expect((await publishPost(user.id, input, { facebook, sleep: noSleep })).status).toBe("PUBLISHED");
    expect(graph.posts.map((p) => p.message)).toEqual(["Right now, please"]);
    expect(graphUsage().current(["1001"]).percent).toBe(50);
  });
});
