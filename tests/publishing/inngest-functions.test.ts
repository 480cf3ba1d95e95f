// The registered Inngest functions, run by @inngest/test's engine against the app's services and a
// Graph API double (the connection checks too). Every sleep is mocked by its step id (an unmocked one never wakes); a mock can
// move the world on first (the time passing, a cancel landing). Each run gets its own engine,
// because the engine remembers mocked results across executions.
import { InngestTestEngine } from "@inngest/test";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { checkConnectionsFunction } from "@/inngest/functions/check-connections";
import { publishScheduledPostFunction } from "@/inngest/functions/publish-scheduled-post";
import { sendNotificationEmailsFunction } from "@/inngest/functions/send-notification-emails";
import { sweepOverduePostsFunction } from "@/inngest/functions/sweep-overdue-posts";
import { POST_RESCHEDULED, POST_SCHEDULE_CANCELLED, POST_SCHEDULED } from "@/inngest/events";
import { encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import * as facebookModule from "@/lib/channels/facebook";
import { notify } from "@/lib/notifications/notify";
import { cancelSchedule } from "@/lib/publishing/cancel-schedule";
import { schedulePost } from "@/lib/publishing/schedule-post";
import { scheduleSchema } from "@/lib/publishing/schemas";
import { startGraphDouble, graphErrorBody, type GraphDouble } from "../support/facebook-graph-double";
import { createConnectedUser, createScheduledPost, deliveryOf, graphApiFor } from "../support/publishing";
import { warmUpDatabase } from "../support/users";

let graph: GraphDouble;

beforeAll(async () => {
  await warmUpDatabase();
  graph = await startGraphDouble();
  // The functions use the app's Facebook client; point it at the double.
  vi.spyOn(facebookModule, "facebookApi").mockReturnValue(graphApiFor(graph));
});
afterEach(async () => {
  graph.reset();
  await db.post.deleteMany({});
});
afterAll(() => graph.stop());

const connectedUser = () => createConnectedUser(graph, "inngest");

/** The event schedulePost sends for a post. */
function scheduledEvent(post: { id: number; scheduledTime: Date | null }) {
  return { name: POST_SCHEDULED, data: { postId: post.id, scheduledAt: post.scheduledTime!.toISOString() } };
}

/** Inngest wakes a sleeping run at its time; the mock waits for it the same way. */
const waitUntil = (at: Date) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now())));

/** The run's sleepUntil and run step calls, in order, as `tool:id`. */
function stepCalls({ sleepUntil, run }: InngestTestEngine.MockContext["step"]) {
  const idOf = (id: string | { id: string }) => (typeof id === "string" ? id : id.id);
  const calls = [
    ...sleepUntil.mock.calls.map(([id], i) => [sleepUntil.mock.invocationCallOrder[i]!, `sleepUntil:${idOf(id)}`] as const),
    ...run.mock.calls.map(([id], i) => [run.mock.invocationCallOrder[i]!, `run:${idOf(id)}`] as const),
  ];
  return calls.sort(([a], [b]) => a - b).map(([, call]) => call);
}

describe("publish-scheduled-post", () => {
  it("is triggered by the scheduled event, cancelled by the cancel event for the same post, and by a move of it to another time", () => {
    const opts = publishScheduledPostFunction.opts;
    expect(opts.triggers).toEqual([{ event: POST_SCHEDULED }]);
    expect(opts.cancelOn).toEqual([
      { event: POST_SCHEDULE_CANCELLED, if: "async.data.postId == event.data.postId" },
      { event: POST_RESCHEDULED, if: "async.data.postId == event.data.postId && async.data.scheduledAt != event.data.scheduledAt" },
    ]);
  });

  it("sleeps until the scheduled time, then publishes", async () => {
    const user = await connectedUser();
    const at = new Date(Date.now() + 400);
    const post = await createScheduledPost(user.id, at, "Inngest post");
    const t = new InngestTestEngine({ function: publishScheduledPostFunction });
    const { result, ctx } = await t.execute({
      events: [scheduledEvent(post)],
      steps: [
        {
          id: "wait-for-scheduled-time",
          handler: async () => {
            // Nothing goes out while the run sleeps.
            expect(graph.requests).toHaveLength(0);
            await waitUntil(at);
          },
        },
      ],
    });
    expect(stepCalls(ctx.step)).toEqual(["sleepUntil:wait-for-scheduled-time", "run:publish-1"]);
    expect(ctx.step.sleepUntil.mock.calls[0]![1]).toBe(at.toISOString());
    expect(result).toMatchObject({ postId: post.id, status: "PUBLISHED", retryAt: null });
    expect(graph.posts.map((p) => p.message)).toEqual(["Inngest post"]);
  });

  it("waits out a retry with another sleep, then publishes", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, new Date(Date.now() - 1_000));
    let calls = 0;
    graph.setIntercept((r) =>
      r.method === "POST" && ++calls === 1 ? { reply: { status: 400, body: graphErrorBody(32, "(#32) Page request limit reached") } } : undefined,
    );
    const t = new InngestTestEngine({ function: publishScheduledPostFunction });
    const { result, ctx } = await t.execute({
      events: [scheduledEvent(post)],
      steps: [
        { id: "wait-for-scheduled-time", handler: () => undefined },
        {
          id: "retry-1",
          // Skip the back-off: make the retry due now.
          handler: async () => {
            await db.postPlatform.updateMany({ where: { postId: post.id }, data: { nextAttemptAt: new Date(Date.now() - 1) } });
          },
        },
      ],
    });
    expect(stepCalls(ctx.step)).toEqual(["sleepUntil:wait-for-scheduled-time", "run:publish-1", "sleepUntil:retry-1", "run:publish-2"]);
    // The first attempt's back-off (30 s ± 20 %), carried from the publish step's report.
    expect(new Date(String(ctx.step.sleepUntil.mock.calls[1]![1])).getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(result).toMatchObject({ status: "PUBLISHED" });
    expect(await deliveryOf(post.id)).toMatchObject({ status: "SUCCESS", attempts: 2 });
    expect(graph.posts).toHaveLength(1);
  });

  it("a cancel that lands while the run sleeps sends nothing when it wakes", async () => {
    const user = await connectedUser();
    const at = new Date(Date.now() + 200);
    const post = await createScheduledPost(user.id, at);
    const t = new InngestTestEngine({ function: publishScheduledPostFunction });
    const { result } = await t.executeStep("publish-1", {
      events: [scheduledEvent(post)],
      steps: [
        {
          id: "wait-for-scheduled-time",
          handler: async () => {
            await cancelSchedule(user.id, post.id);
            await waitUntil(new Date(at.getTime() + 50));
          },
        },
      ],
    });
    expect(result).toEqual({ postId: post.id, skipped: true });
    expect(graph.requests).toHaveLength(0);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("GENERATED");
  });

  it("a repeated event for a post already published does nothing", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, new Date(Date.now() - 1_000));
    const run = () =>
      new InngestTestEngine({ function: publishScheduledPostFunction }).execute({
        events: [scheduledEvent(post)],
        steps: [{ id: "wait-for-scheduled-time", handler: () => undefined }],
      });
    expect((await run()).result).toMatchObject({ postId: post.id, status: "PUBLISHED" });
    expect((await run()).result).toEqual({ postId: post.id, skipped: true });
    expect(graph.posts).toHaveLength(1);
  });
});

describe("/api/inngest", () => {
  it("answers 404 without Inngest keys: the embedded worker schedules, and no event is ever sent", async () => {
    const send = vi.spyOn((await import("@/inngest/client")).inngest, "send");
    const { GET } = await import("@/app/api/inngest/route");
    const reply = await GET(new NextRequest("http://localhost:3000/api/inngest"), undefined);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toMatchObject({ statusCode: "NOT_FOUND", object: null });
    // Scheduling and cancelling in sandbox mode stay local.
    const user = await connectedUser();
    const view = await schedulePost(
      user.id,
      scheduleSchema.parse({ postContent: "Local", platforms: ["FACEBOOK"], scheduledAt: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    await cancelSchedule(user.id, view.id);
    expect(send).not.toHaveBeenCalled();
  });
});

describe("sweep-overdue-posts", () => {
  it("runs every minute, one at a time", () => {
    expect(sweepOverduePostsFunction.opts.triggers).toEqual([{ cron: "TZ=UTC * * * * *" }]);
    expect(sweepOverduePostsFunction.opts.concurrency).toEqual({ limit: 1 });
  });

  it("delivers posts more than a minute overdue, leaves on-time ones to their runs, and records a heartbeat", async () => {
    const user = await connectedUser();
    const overdue = await createScheduledPost(user.id, new Date(Date.now() - 5 * 60_000), "Missed its event");
    const onTime = await createScheduledPost(user.id, new Date(Date.now() - 5_000), "Its run is on it");
    const t = new InngestTestEngine({ function: sweepOverduePostsFunction });
    const { result, ctx } = await t.execute();
    expect(result).toEqual({ delivered: 1 });
    expect(stepCalls(ctx.step)).toEqual(["run:deliver-overdue-posts"]);
    expect((await deliveryOf(overdue.id)).status).toBe("SUCCESS");
    expect((await deliveryOf(onTime.id)).status).toBe("PENDING");
    expect(graph.posts.map((p) => p.message)).toEqual(["Missed its event"]);
    const heartbeat = await db.schedulerHeartbeat.findUniqueOrThrow({ where: { runner: "inngest-sweep" } });
    expect(Date.now() - heartbeat.lastRunAt.getTime()).toBeLessThan(10_000);
  });
});

describe("check-connections", () => {
  it("runs hourly, one at a time", () => {
    expect(checkConnectionsFunction.opts.triggers).toEqual([{ cron: "TZ=UTC 7 * * * *" }]);
    expect(checkConnectionsFunction.opts.concurrency).toEqual({ limit: 1 });
  });

  it("checks each connection not checked for a day, in a step per batch, and records what Meta says", async () => {
    const [healthy, revoked] = await Promise.all([connectedUser(), connectedUser()]);
    await db.socialConnection.updateMany({ where: { userId: { notIn: [healthy.id, revoked.id] } }, data: { healthCheckedAt: new Date() } });
    const revokedToken = "page-token-revoked";
    await db.socialConnection.updateMany({ where: { userId: revoked.id }, data: { accessToken: encrypt(revokedToken) } });
    graph.setTokenInfo(revokedToken, { is_valid: false, scopes: [], error: { code: 190, subcode: 460, message: "Password changed" } });
    const t = new InngestTestEngine({ function: checkConnectionsFunction });
    const { result, ctx } = await t.execute();
    expect(result).toEqual({ checked: 2 });
    expect(stepCalls(ctx.step)).toEqual(["run:check-batch-0"]);
    expect(await db.socialConnection.findFirstOrThrow({ where: { userId: healthy.id } })).toMatchObject({ health: "HEALTHY", healthReason: null });
    expect(await db.socialConnection.findFirstOrThrow({ where: { userId: revoked.id } })).toMatchObject({
      health: "NEEDS_RECONNECT",
      healthReason: "Your Facebook password changed.",
    });
  });
});

describe("send-notification-emails", () => {
  it("runs every minute, one at a time", () => {
    expect(sendNotificationEmailsFunction.opts.triggers).toEqual([{ cron: "TZ=UTC * * * * *" }]);
    expect(sendNotificationEmailsFunction.opts.concurrency).toEqual({ limit: 1 });
  });

  it("emails what was raised, and a run that is retried sends nothing twice", async () => {
    const user = await connectedUser();
    await db.notification.updateMany({ where: { emailStatus: "PENDING" }, data: { emailStatus: "SKIPPED" } });
    await notify(user.id, {
      kind: "POST_FAILED",
      key: "post-failed:7:1.1",
      title: "A scheduled post didn't go out",
      body: "Facebook refused it.",
      link: "/your-posts?post=7",
    });
    for (let run = 0; run < 2; run++) {
      const { result, ctx } = await new InngestTestEngine({ function: sendNotificationEmailsFunction }).execute();
      expect(result).toEqual({ sent: run === 0 ? 1 : 0 });
      expect(stepCalls(ctx.step)).toEqual(["run:send-batch-0"]);
    }
    expect(await db.sandboxMail.count({ where: { to: user.email } })).toBe(1);
  });
});
