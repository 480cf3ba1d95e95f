// Reliability: processes killed (SIGKILL) in the middle of their work, then fresh ones on the same data.
// - A scheduler worker killed during a due batch: no post is delivered twice, every post Facebook has is
//   recorded as delivered with its id, only a delivery whose call may have been in flight was ever in doubt,
//   and no post claims a status it does not have (an unknown one is UNCONFIRMED, never PUBLISHED).
// - Streamed drafts killed mid-generation: no credit is lost; the sweep returns each reservation once.
// PostgreSQL only: PGlite lives inside one process.
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCreditBalance, ledgerTotal, releaseExpiredReservations, resetCredits } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { CHECK_AFTER_MS } from "@/lib/publishing/delivery-policy";
import { reconcileUnknownDeliveries } from "@/lib/publishing/reconcile-deliveries";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { startGraphDouble, type GraphDouble } from "../support/facebook-graph-double";
import { startOpenAIDouble } from "../support/openai-double";
import { createScheduledPost, graphApiFor } from "../support/publishing";
import { createUser } from "../support/session";
import { connectPage, warmUpDatabase } from "../support/users";

let graph: GraphDouble;

beforeAll(async () => {
  await warmUpDatabase();
  // Slow enough answers that the kill lands while a batch is in flight.
  graph = await startGraphDouble({ latencyMs: 150 });
});
afterAll(() => graph.stop());

/** Runs a support script in a process group of its own, to be killed with SIGKILL. */
function child(script: string, extraEnv: Record<string, string>) {
  // The react-server condition lets a plain Node process load the app's server-only modules.
  const process_ = spawn("npx", ["tsx", "--conditions=react-server", script], {
    env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL, ENCRYPTION_KEY: env.ENCRYPTION_KEY, AUTH_SECRET: env.AUTH_SECRET, ...extraEnv },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => process_.on("exit", () => resolve()));
  return {
    kill: async () => {
      process.kill(-process_.pid!, "SIGKILL");
      await exited;
    },
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("processes killed mid-work", () => {
  it("a worker killed during a due batch: nothing delivered twice, everything delivered recorded, nothing shown as published that is not", async () => {
    const user = await createUser("crash");
    await connectPage(user.id, "1001", graph.pageToken("1001"));
    const total = 60;
    for (let i = 0; i < total; i++) await createScheduledPost(user.id, new Date(Date.now() - 60_000 + i), `crash ${i}`);

    const worker = child("tests/publishing/support/worker-process.ts", { GRAPH_URL: graph.url, GRAPH_APP_ID: graph.appId, GRAPH_APP_SECRET: graph.appSecret });
    // Kill it once a batch has gone through and the next one is with Facebook, unanswered.
    const postsSent = () => graph.requests.filter((r) => r.method === "POST").length;
    await expect.poll(postsSent, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(15);
    await worker.kill();
    expect(postsSent()).toBeLessThan(total);
    const inDoubt = await db.postPlatform.findMany({ where: { post: { userId: user.id }, status: "SENDING" }, include: { post: { select: { content: true } } } });
    // Only deliveries whose own call had started are in doubt: at most one batch's worth (10), not the rest.
    expect(inDoubt.length).toBeGreaterThan(0);
    expect(inDoubt.length).toBeLessThanOrEqual(10);
    // The rest were never started. A delivery marked as sending whose call the kill cut off before it reached
    // Facebook is in doubt too, so the untouched ones number at most those Facebook never heard of.
    const untouched = await db.postPlatform.count({ where: { post: { userId: user.id }, status: "PENDING" } });
    expect(untouched).toBeLessThanOrEqual(total - postsSent());
    expect(untouched).toBeGreaterThanOrEqual(total - postsSent() - inDoubt.length);

    // A fresh worker, once the dead one's claims have lapsed, then the looks at the page over half an hour.
    const facebook = graphApiFor(graph);
    for (;;) {
      const reports = await runDuePosts("restarted-worker", { batchSize: 10, facebook, leaseMs: 0 });
      if (reports.length === 0) break;
    }
    for (const after of CHECK_AFTER_MS) await reconcileUnknownDeliveries({ facebook, now: () => new Date(Date.now() + after + 5_000) });

    const counts = new Map<string, number>();
    for (const post of graph.posts) counts.set(post.message, (counts.get(post.message) ?? 0) + 1);
    const deliveries = await db.postPlatform.findMany({ where: { post: { userId: user.id } }, include: { post: { select: { content: true, status: true, claimedBy: true } } } });
    const duplicated = [...counts.values()].filter((n) => n > 1).length;
    const recorded = deliveries.filter((d) => d.status === "SUCCESS" && graph.posts.find((p) => p.message === d.post.content)?.id === d.externalPostId).length;
    const wronglyShown = deliveries.filter((d) => (d.post.status === "PUBLISHED") !== (d.status === "SUCCESS") || (d.status === "UNCONFIRMED" && d.post.status !== "UNCONFIRMED")).length;
    console.log(`[reliability] ${total} posts; Facebook has ${counts.size}; recorded with their ids ${recorded}; duplicated ${duplicated}; wrongly shown ${wronglyShown}; in doubt after the kill ${inDoubt.length}`);

    expect(duplicated).toBe(0);
    expect(deliveries).toHaveLength(total);
    // Every post Facebook has is recorded as delivered, with its id.
    expect(recorded).toBe(counts.size);
    // Each status says what is true: published exactly when delivered, unconfirmed exactly when unknown.
    expect(wronglyShown).toBe(0);
    for (const delivery of deliveries) {
      expect(delivery.post.claimedBy).toBeNull();
      if (delivery.status !== "SUCCESS") {
        expect(delivery).toMatchObject({ status: "UNCONFIRMED", nextCheckAt: null });
        expect(counts.has(delivery.post.content)).toBe(false);
        expect(inDoubt.map((d) => d.post.content)).toContain(delivery.post.content);
      }
    }
  }, 120_000);

  it("streamed drafts killed mid-generation lose no credits: the sweep returns each reservation once", async () => {
    const user = await createUser("crash-drafts");
    await db.businessProfile.create({ data: { userId: user.id, businessName: "Crumb & Co", industry: "retail", description: "A bakery on Maple Street.", targetAudience: "Neighbours", painPoints: "Stale bread" } });
    await db.subscription.create({ data: { userId: user.id, status: "ACTIVE", type: "PROFESSIONAL" } });
    const initial = 1_000_000;
    await resetCredits(user.id, initial, `crash-${user.id}`);

    // A model that streams slowly, so every draft is mid-stream when the process dies.
    const openai = await startOpenAIDouble({ tokenDelayMs: 200 });
    const drafts = 12;
    const writer = child("tests/publishing/support/draft-process.ts", { OPENAI_API_KEY: "sk-crash", OPENAI_BASE_URL: openai.url, USER_ID: user.id, DRAFTS: String(drafts) });
    await expect.poll(() => openai.firstTokenSentAt.length, { timeout: 30_000, interval: 20 }).toBe(drafts);
    await writer.kill();
    await openai.close();

    const held = await db.creditReservation.count({ where: { userId: user.id, settledAt: null } });
    expect(held).toBe(drafts);
    const before = await getCreditBalance(user.id);
    expect(before).toBeLessThan(initial);
    expect(await db.post.count({ where: { userId: user.id } })).toBe(0);

    // The sweep (here without its usual ten-minute wait) returns each one, once, saying why.
    expect(await releaseExpiredReservations(0)).toBe(drafts);
    expect(await releaseExpiredReservations(0)).toBe(0);
    const after = await getCreditBalance(user.id);
    console.log(`[reliability] ${drafts} drafts killed mid-stream: credits ${initial} before, ${before} held, ${after} after the sweep`);
    expect(after).toBe(initial);
    expect(await ledgerTotal(user.id)).toBe(initial);
    const refunds = await db.creditLedger.findMany({ where: { userId: user.id, kind: "REFUND" } });
    expect(refunds).toHaveLength(drafts);
    expect(refunds.every((r) => r.reason?.startsWith("The draft did not finish"))).toBe(true);
  }, 120_000);
});
