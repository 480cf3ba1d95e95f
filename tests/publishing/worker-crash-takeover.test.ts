// Reliability: a worker killed (SIGKILL) with 200 posts due to one page, every one of them on the page and unanswered
// (on the Graph API double and on the sandbox page): its claims are respected while it may still be alive, known
// stopped within half a minute of its last heartbeat (the owner told when; a cancel then goes through), and taken
// over; every post on the page is matched by the looks at one and five minutes, each page read a few times, not once
// a post. (Workers killed mid-batch: worker-crash.test.ts.)
// PostgreSQL only: PGlite lives inside one process.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createSandboxApi } from "@/lib/channels/facebook/sandbox-api";
import { cancelSchedule } from "@/lib/publishing/cancel-schedule";
import { CHECK_AFTER_MS } from "@/lib/publishing/delivery-policy";
import { BATCHES_IN_FLIGHT } from "@/lib/jobs/embedded-worker";
import { reconcileUnknownDeliveries } from "@/lib/publishing/reconcile-deliveries";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { STOPPED_AFTER_MS } from "@/lib/posts/claim-timing";
import { createScheduledPost, graphApiFor } from "../support/publishing";
import { createUser } from "../support/session";
import { connectPage } from "../support/users";
import { child, graph, setUpCrashGraph } from "./support/worker-crash-setup";

setUpCrashGraph();

describe.skipIf(!process.env.TEST_DATABASE_URL)("processes killed mid-work", () => {
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
});
