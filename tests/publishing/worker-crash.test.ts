// Reliability: processes killed (SIGKILL) in the middle of their work, then fresh ones on the same data.
// - A scheduler worker killed during a due batch: no post is delivered twice, every post Facebook has is
//   recorded as delivered with its id, only a delivery whose call may have been in flight was ever in doubt,
//   and no post claims a status it does not have (an unknown one is UNCONFIRMED, never PUBLISHED).
// - A worker killed with 200 posts due to one page, every one of them on the page and unanswered (on the Graph API
//   double and on the sandbox page): its claims are respected while it may still be alive, known stopped within
//   half a minute of its last heartbeat (the owner told when; a cancel then goes through), and taken over; every
//   post on the page is matched by the looks at one and five minutes, each page read a few times, not once a post.
// - A worker killed during a due batch of posts to every channel at once (a Facebook Page, an Instagram account, a
//   LinkedIn Company Page and a Google Business Profile location): nothing delivered twice on any of them, everything
//   delivered recorded with its id, and every delivery in doubt settled by a look at its channel.
// - Streamed drafts killed mid-generation: no credit is lost; the sweep returns each reservation once.
// PostgreSQL only: PGlite lives inside one process.
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getCreditBalance, ledgerTotal, releaseExpiredReservations, resetCredits } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { createSandboxApi } from "@/lib/channels/facebook/sandbox-api";
import { cancelSchedule } from "@/lib/publishing/cancel-schedule";
import { CHECK_AFTER_MS } from "@/lib/publishing/delivery-policy";
import { BATCHES_IN_FLIGHT } from "@/lib/jobs/embedded-worker";
import { reconcileUnknownDeliveries } from "@/lib/publishing/reconcile-deliveries";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { STOPPED_AFTER_MS } from "@/lib/posts/claim-timing";
import { startGraphDouble, type GraphDouble } from "../support/facebook-graph-double";
import { startOpenAIDouble } from "../support/openai-double";
import { createScheduledPost, graphApiFor, IG_ACCOUNT } from "../support/publishing";
import { encrypt } from "@/lib/crypto/encryption";
import { createInstagramGraphApi } from "@/lib/channels/instagram";
import { createRestApi as createGoogleApi, googleUrlsAt } from "@/lib/channels/google-business/rest-api";
import { createRestApi as createLinkedInApi } from "@/lib/channels/linkedin/rest-api";
import { startGoogleBusinessDouble } from "../support/google-business-double";
import { testPhoto } from "../support/image-server";
import { startInstagramDouble } from "../support/instagram-graph-double";
import { startLinkedInDouble } from "../support/linkedin-double";
import { createUser } from "../support/session";
import { connectPage, warmUpDatabase } from "../support/users";

// Instagram and Google fetch each post's picture from the app's public address: served here, for the child too.
const media = await vi.hoisted(async () => (await import("../support/media-server")).startMediaServer());
afterAll(() => new Promise((resolve) => media.close(resolve)));

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
    const inDoubt = await db.postPlatform.findMany({
      where: { post: { userId: user.id }, status: "SENDING" },
      include: { post: { select: { content: true } } },
    });
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
    const deliveries = await db.postPlatform.findMany({
      where: { post: { userId: user.id } },
      include: { post: { select: { content: true, status: true, claimedBy: true } } },
    });
    const duplicated = [...counts.values()].filter((n) => n > 1).length;
    const recorded = deliveries.filter((d) => d.status === "SUCCESS" && graph.posts.find((p) => p.message === d.post.content)?.id === d.externalPostId).length;
    const wronglyShown = deliveries.filter(
      (d) => (d.post.status === "PUBLISHED") !== (d.status === "SUCCESS") || (d.status === "UNCONFIRMED" && d.post.status !== "UNCONFIRMED"),
    ).length;
    console.log(
      `[reliability] ${total} posts; Facebook has ${counts.size}; recorded with their ids ${recorded}; duplicated ${duplicated}; wrongly shown ${wronglyShown}; in doubt after the kill ${inDoubt.length}`,
    );

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

  it("a worker killed during a due batch of posts to every channel: nothing delivered twice anywhere, everything delivered recorded, every doubt settled", async () => {
    const ig = await startInstagramDouble({ appSecret: graph.appSecret, latencyMs: 150, accounts: { [IG_ACCOUNT]: graph.pageToken("1001") } });
    const li = await startLinkedInDouble({ latencyMs: 150 });
    const google = await startGoogleBusinessDouble({ latencyMs: 150 });
    try {
      const user = await createUser("crash-every");
      const connect = (platform: "FACEBOOK" | "INSTAGRAM" | "LINKEDIN" | "GOOGLE_BUSINESS", accountId: string, pageId: string, token: string) =>
        db.socialConnection.create({
          data: { userId: user.id, platform, accountId, accountName: `Corner Bakery ${platform}`, pageId, accessToken: encrypt(token), isDefault: true },
        });
      const connections = [
        await connect("FACEBOOK", "1001", "1001", graph.pageToken("1001")),
        await connect("INSTAGRAM", IG_ACCOUNT, "1001", graph.pageToken("1001")),
        await connect("LINKEDIN", "urn:li:organization:2001", "urn:li:person:member-1", li.memberToken()),
        await connect("GOOGLE_BUSINESS", "accounts/101/locations/201", "accounts/101", google.userToken().refreshToken),
      ];
      const image = await db.generatedImage.create({ data: { userId: user.id, contentType: "image/jpeg", data: await testPhoto(1200, 900) } });
      const total = 20;
      for (let i = 0; i < total; i++) {
        await db.post.create({
          data: {
            userId: user.id,
            content: `crash every ${i}`,
            imageId: image.id,
            status: "SCHEDULED",
            scheduledTime: new Date(Date.now() - 60_000 + i),
            platforms: { create: connections.map((c) => ({ platform: c.platform, connectionId: c.id, accountName: c.accountName })) },
          },
        });
      }

      // On each channel, the posts it has, by text with its id there.
      const held = () => ({
        FACEBOOK: graph.posts.map((p) => [p.message, p.id]),
        INSTAGRAM: ig.media.map((m) => [m.caption, m.id]),
        LINKEDIN: li.posts.map((p) => [p.commentary, p.id]),
        GOOGLE_BUSINESS: google.posts.map((p) => [String(p.body.summary), p.name]),
      });
      // (The Graph double keeps the posts of the tests before this one.)
      const published = () => Object.values(held()).reduce((n, posts) => n + posts.filter(([text]) => text!.startsWith("crash every ")).length, 0);
      const worker = child("tests/publishing/support/worker-process.ts", {
        GRAPH_URL: graph.url,
        GRAPH_APP_ID: graph.appId,
        GRAPH_APP_SECRET: graph.appSecret,
        INSTAGRAM_URL: ig.url,
        LINKEDIN_URL: li.url,
        LINKEDIN_CLIENT_ID: li.clientId,
        LINKEDIN_CLIENT_SECRET: li.clientSecret,
        GOOGLE_URL: google.url,
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        APP_URL: process.env.APP_URL!,
      });
      // Killed once some posts are out on the channels, and the rest still to come.
      await expect.poll(published, { timeout: 60_000, interval: 10 }).toBeGreaterThanOrEqual(12);
      await worker.kill();
      expect(published()).toBeLessThan(total * connections.length);
      // Some calls were under way when it died: those deliveries are in doubt, not resent and not called published.
      const inDoubt = await db.postPlatform.count({ where: { post: { userId: user.id }, status: "SENDING" } });
      expect(inDoubt).toBeGreaterThan(0);

      // A fresh worker once the dead one's claims have lapsed, then the looks at each channel.
      const facebook = graphApiFor(graph);
      const clients = {
        facebook,
        instagram: createInstagramGraphApi({ graphUrl: ig.url, appSecret: graph.appSecret, timeoutMs: 5_000 }),
        linkedin: createLinkedInApi({ apiUrl: li.url, oauthUrl: li.url, ...li, organizations: true }),
        googleBusiness: createGoogleApi({ urls: googleUrlsAt(google.url), ...google }),
      };
      while ((await runDuePosts("restarted-every", { batchSize: 10, ...clients, leaseMs: 0 })).length > 0);
      for (const after of CHECK_AFTER_MS) await reconcileUnknownDeliveries({ ...clients, now: () => new Date(Date.now() + after + 5_000) });

      const deliveries = await db.postPlatform.findMany({ where: { post: { userId: user.id } }, include: { post: { select: { content: true } } } });
      expect(deliveries).toHaveLength(total * connections.length);
      const channels = held();
      for (const [platform, all] of Object.entries(channels)) {
        const posts = all.filter(([text]) => text!.startsWith("crash every "));
        const texts = posts.map(([text]) => text);
        // Nothing twice on any channel.
        expect(new Set(texts).size, platform).toBe(texts.length);
        for (const delivery of deliveries.filter((d) => d.platform === platform)) {
          const there = posts.find(([text]) => text === delivery.post.content);
          // Delivered exactly when it is there, and recorded with its id there.
          if (there) expect(delivery).toMatchObject({ status: "SUCCESS", externalPostId: there[1] });
          else expect(delivery.status, `${platform} ${delivery.post.content}`).toBe("UNCONFIRMED");
        }
      }
      expect(deliveries.filter((d) => d.status === "SENDING" || d.status === "PENDING")).toEqual([]);
    } finally {
      await Promise.all([ig.stop(), li.stop(), google.stop()]);
    }
  }, 180_000);

  for (const on of ["the Graph API", "the sandbox page"] as const) {
    it(`a worker killed with 200 posts due to one page, all of them there unanswered (${on}): known stopped within half a minute, taken over, every post matched by the 5-minute look`, async () => {
      const total = 200;
      const sandbox = on === "the sandbox page";
      const user = await createUser("burst");
      const pageId = sandbox ? "sandbox-main" : "1002";
      await connectPage(user.id, pageId, sandbox ? `sandbox-page:${user.id}:${pageId}` : graph.pageToken(pageId));
      const facebook = sandbox ? createSandboxApi("http://localhost:3000") : graphApiFor(graph);
      const onPage = async () =>
        sandbox
          ? await db.sandboxFacebookPost
              .findMany({ where: { userId: user.id }, select: { id: true, message: true } })
              .then((rows) => rows.map((row) => ({ id: `${pageId}_${row.id}`, message: row.message })))
          : graph.posts.filter((post) => post.pageId === pageId);
      // Facebook takes each post, and its answer never comes: all of them are in flight when the worker dies.
      graph.setIntercept((request) => (request.method === "POST" && request.path === `/${pageId}/feed` ? { acceptThen: "hang" } : undefined));
      const due = new Date(Date.now() - 1_000);
      for (let i = 0; i < total; i++) await createScheduledPost(user.id, new Date(due.getTime() + i), `burst ${i}`);

      const worker = child("tests/publishing/support/worker-process.ts", {
        ...(sandbox ? { FACEBOOK: "sandbox", ANSWERS: "lost" } : { GRAPH_URL: graph.url, GRAPH_APP_ID: graph.appId, GRAPH_APP_SECRET: graph.appSecret }),
        BATCH_SIZE: "50",
        BATCHES_IN_FLIGHT: String(BATCHES_IN_FLIGHT),
      });
      const sending = () => db.postPlatform.count({ where: { post: { userId: user.id }, status: "SENDING" } });
      await expect.poll(async () => [(await onPage()).length, await sending()], { timeout: 60_000, interval: 50 }).toEqual([total, total]);
      await worker.kill();
      graph.setIntercept(undefined);
      graph.releaseHung();

      // Times from when the dead worker was last heard from about each post: its last heartbeat, or that claim.
      const first = await db.post.findFirstOrThrow({ where: { userId: user.id }, orderBy: { claimedAt: "asc" } });
      const cancelled = await db.post.findFirstOrThrow({ where: { userId: user.id }, orderBy: { claimedAt: "desc" } });
      const { beatAt } = await db.runnerHeartbeat.findUniqueOrThrow({ where: { runner: cancelled.claimedBy! } });
      const heard = Math.max(beatAt.getTime(), cancelled.claimedAt!.getTime());
      const after = (ms: number) => () => new Date(heard + ms);
      // It may only be slow: its claims stand, and the owner is told when they can act.
      const firstHeard = Math.max(beatAt.getTime(), first.claimedAt!.getTime());
      expect(await runDuePosts("restarted", { batchSize: 50, facebook, now: () => new Date(firstHeard + STOPPED_AFTER_MS - 1_000) })).toEqual([]);
      await expect(cancelSchedule(user.id, cancelled.id, { now: after(20_000) })).rejects.toMatchObject({
        status: 409,
        message:
          "Publishing this post has gone quiet, so it may have stopped. If it doesn't pick up again, you can try again in 10 seconds, and we'll check your page for anything that went out.",
      });
      // Silent for longer, it has stopped: the owner's cancel goes through (what it was sending is looked for), and
      // a fresh worker takes over the rest.
      const view = await cancelSchedule(user.id, cancelled.id, { now: after(STOPPED_AFTER_MS + 1_000) });
      expect(view).toMatchObject({
        status: "UNCONFIRMED",
        scheduledTime: null,
        publishing: null,
        postPlatforms: [{ status: "UNCONFIRMED", errorMessage: expect.stringContaining("We're checking your page") }],
      });
      let takenOver = 0;
      for (let pass = 0; pass < total; pass++) {
        const reports = await runDuePosts("restarted", { batchSize: 50, facebook, now: after(STOPPED_AFTER_MS + 1_000) });
        if (reports.length === 0) break;
        takenOver += reports.length;
      }
      expect(takenOver).toBe(total - 1);
      expect(await db.postPlatform.count({ where: { post: { userId: user.id }, status: "UNCONFIRMED" } })).toBe(total);

      // The looks at one and five minutes after sending, pass after pass as the worker's polls make them.
      const feedReads = () => graph.requests.filter((request) => request.method === "GET" && request.path === `/${pageId}/feed`).length;
      let passes = 0;
      let found = 0;
      for (const look of CHECK_AFTER_MS.slice(0, 2)) {
        for (let pass = 0; pass < total; pass++) {
          const result = await reconcileUnknownDeliveries({ facebook, now: () => new Date(Date.now() + look + 5_000) });
          if (result.checked === 0) break;
          passes++;
          found += result.found;
        }
      }

      const page = await onPage();
      const deliveries = await db.postPlatform.findMany({
        where: { post: { userId: user.id } },
        include: { post: { select: { content: true, status: true, claimedBy: true } } },
      });
      const matched = deliveries.filter((d) => d.status === "SUCCESS" && page.find((p) => p.message === d.post.content)?.id === d.externalPostId).length;
      console.log(
        `[reliability] ${total} posts due to ${on}, all on the page unanswered at the kill; matched by the 5-minute look ${matched}; in ${passes} passes, reading the feed ${sandbox ? "in the database" : `${feedReads()} times`}`,
      );
      expect(new Set(page.map((p) => p.message)).size).toBe(total);
      expect(page).toHaveLength(total);
      expect(found).toBe(total);
      expect(matched).toBe(total);
      for (const delivery of deliveries) expect(delivery.post).toMatchObject({ status: "PUBLISHED", claimedBy: null });
      // One read of the page (two replies of 100) per pass, not one per post.
      if (!sandbox) expect(feedReads()).toBeLessThanOrEqual(2 * passes);
    }, 180_000);
  }

  it("streamed drafts killed mid-generation lose no credits: the sweep returns each reservation once", async () => {
    const user = await createUser("crash-drafts");
    await db.businessProfile.create({
      data: {
        userId: user.id,
        businessName: "Crumb & Co",
        industry: "retail",
        description: "A bakery on Maple Street.",
        targetAudience: "Neighbours",
        painPoints: "Stale bread",
      },
    });
    await db.subscription.create({ data: { userId: user.id, status: "ACTIVE", type: "PROFESSIONAL" } });
    const initial = 1_000_000;
    await resetCredits(user.id, initial, `crash-${user.id}`);

    // A model that streams slowly, so every draft is mid-stream when the process dies.
    const openai = await startOpenAIDouble({ tokenDelayMs: 200 });
    const drafts = 12;
    const writer = child("tests/publishing/support/draft-process.ts", {
      OPENAI_API_KEY: "sk-crash",
      OPENAI_BASE_URL: openai.url,
      USER_ID: user.id,
      DRAFTS: String(drafts),
    });
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
