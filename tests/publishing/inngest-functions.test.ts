// The Inngest functions, run through their handlers with a hand-made step object that records
// what Inngest would do (sleep until a time, run a step), and their registration (trigger, cancelOn, cron).
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { publishScheduledPostFunction, publishScheduledPostHandler } from "@/inngest/functions/publish-scheduled-post";
import { sweepOverduePostsFunction, sweepOverduePostsHandler } from "@/inngest/functions/sweep-overdue-posts";
import { POST_SCHEDULE_CANCELLED, POST_SCHEDULED } from "@/inngest/events";
import { db } from "@/lib/db";
import * as facebookModule from "@/lib/integrations/facebook";
import { cancelSchedule } from "@/lib/publishing/cancel-schedule";
import { schedulePost } from "@/lib/publishing/schedule-post";
import { scheduleSchema } from "@/lib/publishing/schemas";
import { startGraphDouble, graphErrorBody, type GraphDouble } from "../support/facebook-graph-double";
import { createScheduledPost, deliveryOf, graphApiFor } from "../support/publishing";
import { createUser } from "../support/session";
import { connectPage, warmUpDatabase } from "../support/users";

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

/** Records every step call; a sleep "passes" at once, optionally running something first (the world moving on). */
function fakeStep(onSleep?: (id: string, until: string) => Promise<void> | void) {
  const calls: { op: "sleepUntil" | "run"; id: string; until?: string }[] = [];
  return {
    calls,
    step: {
      sleepUntil: async (id: string, time: Date | string) => {
        const until = new Date(time).toISOString();
        calls.push({ op: "sleepUntil" as const, id, until });
        await onSleep?.(id, until);
      },
      run: async <T>(id: string, fn: () => Promise<T>) => {
        calls.push({ op: "run" as const, id });
        // Step results travel as JSON, as with Inngest.
        return JSON.parse(JSON.stringify(await fn())) as unknown;
      },
    },
  };
}

async function connectedUser() {
  const user = await createUser("inngest");
  await connectPage(user.id, "1001", graph.pageToken("1001"));
  return user;
}

describe("publish-scheduled-post", () => {
  it("is triggered by the scheduled event and cancelled by the cancel event for the same post", () => {
    const opts = publishScheduledPostFunction.opts;
    expect(opts.triggers).toEqual([{ event: POST_SCHEDULED }]);
    expect(opts.cancelOn).toEqual([{ event: POST_SCHEDULE_CANCELLED, if: "async.data.postId == event.data.postId" }]);
  });

  it("sleeps until the scheduled time, then publishes", async () => {
    const user = await connectedUser();
    const at = new Date(Date.now() + 400);
    const post = await createScheduledPost(user.id, at, "Inngest post");
    const { step, calls } = fakeStep(async (_id, until) => {
      // Inngest wakes the run at that time.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, new Date(until).getTime() - Date.now())));
    });
    const report = await publishScheduledPostHandler({ event: { data: { postId: post.id, scheduledAt: at.toISOString() } }, step, runId: "run-1" });
    expect(calls).toEqual([
      { op: "sleepUntil", id: "wait-for-scheduled-time", until: at.toISOString() },
      { op: "run", id: "publish-1" },
    ]);
    expect(report).toMatchObject({ postId: post.id, status: "PUBLISHED", retryAt: null });
    expect(graph.posts.map((p) => p.message)).toEqual(["Inngest post"]);
  });

  it("waits out a retry with another sleep, then publishes", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, new Date(Date.now() - 1_000));
    let calls = 0;
    graph.setIntercept((r) => (r.method === "POST" && ++calls === 1 ? { reply: { status: 400, body: graphErrorBody(32, "(#32) Page request limit reached") } } : undefined));
    const { step, calls: steps } = fakeStep(async (id) => {
      // Skip the back-off: make the retry due now.
      if (id.startsWith("retry")) await db.postPlatform.updateMany({ where: { postId: post.id }, data: { nextAttemptAt: new Date(Date.now() - 1) } });
    });
    const report = await publishScheduledPostHandler({ event: { data: { postId: post.id, scheduledAt: post.scheduledTime!.toISOString() } }, step, runId: "run-2" });
    expect(steps.map((s) => `${s.op}:${s.id}`)).toEqual(["sleepUntil:wait-for-scheduled-time", "run:publish-1", "sleepUntil:retry-1", "run:publish-2"]);
    expect(new Date(steps[2]!.until!).getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(report).toMatchObject({ status: "PUBLISHED" });
    expect(await deliveryOf(post.id)).toMatchObject({ status: "SUCCESS", attempts: 2 });
  });

  it("a cancel that lands while the run sleeps sends nothing when it wakes", async () => {
    const user = await connectedUser();
    const at = new Date(Date.now() + 200);
    const post = await createScheduledPost(user.id, at);
    const { step } = fakeStep(async () => {
      await cancelSchedule(user.id, post.id);
      await new Promise((resolve) => setTimeout(resolve, 250));
    });
    const report = await publishScheduledPostHandler({ event: { data: { postId: post.id, scheduledAt: at.toISOString() } }, step, runId: "run-3" });
    expect(report).toEqual({ postId: post.id, skipped: true });
    expect(graph.requests).toHaveLength(0);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("GENERATED");
  });

  it("a repeated event for a post already published does nothing", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, new Date(Date.now() - 1_000));
    const event = { data: { postId: post.id, scheduledAt: post.scheduledTime!.toISOString() } };
    await publishScheduledPostHandler({ event, step: fakeStep().step, runId: "run-4" });
    expect(await publishScheduledPostHandler({ event, step: fakeStep().step, runId: "run-5" })).toEqual({ postId: post.id, skipped: true });
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
    const view = await schedulePost(user.id, scheduleSchema.parse({ postContent: "Local", platforms: ["FACEBOOK"], scheduledAt: new Date(Date.now() + 3_600_000).toISOString() }));
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
    const { step, calls } = fakeStep();
    expect(await sweepOverduePostsHandler({ step, runId: "sweep-1" })).toEqual({ delivered: 1 });
    expect(calls).toEqual([{ op: "run", id: "deliver-overdue-posts" }]);
    expect((await deliveryOf(overdue.id)).status).toBe("SUCCESS");
    expect((await deliveryOf(onTime.id)).status).toBe("PENDING");
    expect(graph.posts.map((p) => p.message)).toEqual(["Missed its event"]);
    const heartbeat = await db.schedulerHeartbeat.findUniqueOrThrow({ where: { runner: "inngest-sweep" } });
    expect(Date.now() - heartbeat.lastRunAt.getTime()).toBeLessThan(10_000);
  });
});
