// Plan my week, end to end in the services, on PGlite and PostgreSQL: an outline in the brand's zone with its
// public holidays on the brand's own days; edits before anything is spent; drafts written into proposed posts at
// their slots (never delivered until approved); approval; regenerate and discard; running out of credits;
// two plans at once; and a writer that dies mid-plan, whose item is written once and charged once.
import type { LanguageModelV4 } from "@ai-sdk/provider";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/lib/api/errors";
import { getCreditBalance, ledgerTotal } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { createOfflineWriter } from "@/lib/integrations/ai/offline-writer";
import { sandboxPagesNamed } from "@/lib/channels/facebook/sandbox-pages";
import { approvePlan, approveProposedPost } from "@/lib/planning/approve-proposed";
import { createPlan } from "@/lib/planning/create-plan";
import { anotherIdea, removePlanItem, swapPlanItems, updatePlanItem } from "@/lib/planning/edit-outline";
import { loadPlan } from "@/lib/planning/load-plan";
import { normaliseTheme } from "@/lib/planning/build-outline";
import { createPlanSchema, type Plan } from "@/lib/planning/schemas";
import { PLAN_MESSAGES } from "@/lib/planning/plan-limits";
import { APPROVED_BEFORE_REWRITE } from "@/lib/planning/save-planned";
import { claimPlanItems, OUT_OF_CREDITS, regenerateItem, startWriting, writeClaimedItem, type PlanWriterDeps } from "@/lib/planning/write-plan";
import { claimDuePosts } from "@/lib/publishing/claim-posts";
import { startEmbeddedWorker } from "@/lib/jobs/embedded-worker";
import { DATE_LIMIT_MESSAGES } from "@/lib/time/date-limits";
import { arrangeUser } from "../posts/arrange";
import { connectPage, warmUpDatabase } from "../support/users";

beforeAll(warmUpDatabase);

const offline: PlanWriterDeps = { writer: { model: createOfflineWriter(), id: "offline" } };
const [page] = sandboxPagesNamed("Crumb & Co");
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as AppError,
  );

/** A bakery in `zone` with these weekly slots (ISO weekday, HH:mm) and its sandbox page as the default target. */
async function bakery(zone: string, slots: [number, string][], credits = 150_000) {
  const userId = await arrangeUser({ credits });
  await db.businessProfile.update({ where: { userId }, data: { timeZone: zone, industry: "food_drink" } });
  await db.postingSlot.createMany({ data: slots.map(([weekday, time]) => ({ userId, weekday, time })) });
  await connectPage(userId, page!.id, `sandbox-page:${userId}:${page!.id}`, page!.name);
  return userId;
}

const plan = (userId: string, from: string, to: string, now: Date, settings: Record<string, unknown> = {}) =>
  createPlan(userId, createPlanSchema.parse({ from, to, settings }), () => now);

/** Every queued item of the plan written by one runner, as the embedded worker's writers would. */
async function writeAll(planId: number, runner = "test-writer", deps = offline) {
  const claims = await claimPlanItems(runner, { limit: 50, planId });
  return Promise.all(claims.map((claim) => writeClaimedItem(claim, deps)));
}

describe("the outline", () => {
  it("proposes the open slots of the range in the brand's zone, with a public holiday on the brand's own day", async () => {
    // Tokyo: Tuesday 23 November 2027 (Labour Thanksgiving Day) at 08:00 is still Monday the 22nd in UTC.
    const userId = await bakery("Asia/Tokyo", [
      [1, "10:00"],
      [2, "08:00"],
      [4, "10:00"],
    ]);
    const taken = await db.post.create({ data: { userId, content: "Already planned", status: "SCHEDULED", scheduledTime: new Date("2027-11-25T01:00:00Z") } });
    const outline = await plan(userId, "2027-11-22", "2027-11-28", new Date("2027-11-20T00:00:00Z"));

    expect(outline).toMatchObject({
      status: "OUTLINE",
      from: "2027-11-22",
      to: "2027-11-28",
      timeZone: "Asia/Tokyo",
      targets: [{ platform: "FACEBOOK", accountName: page!.name }],
    });
    expect(outline.items.map((item) => item.at)).toEqual(["2027-11-22T01:00:00.000Z", "2027-11-22T23:00:00.000Z"]);
    expect(outline.items[1]).toMatchObject({ kind: "SEASONAL", occasion: expect.stringMatching(/Thanksgiving/), status: "OUTLINED", post: null });
    expect(outline.items[0]!.kind).not.toBe("SEASONAL");
    expect(outline.estimate).toMatchObject({ balance: 150_000 });
    expect(outline.estimate!.credits).toBeGreaterThan(0);
    expect(outline.estimate!.upTo).toBeGreaterThan(outline.estimate!.credits);
    expect(taken.id).toBeGreaterThan(0);
  });

  it("says what to do without slots, for a range with every slot taken, and for days gone by", async () => {
    const none = await bakery("Europe/Lisbon", []);
    expect(await rejection(plan(none, "2027-03-01", "2027-03-07", new Date("2027-02-27T00:00:00Z")))).toMatchObject({
      code: "CONFLICT",
      message: PLAN_MESSAGES.noSlots,
    });
    const full = await bakery("Europe/Lisbon", [[1, "09:00"]]);
    await plan(full, "2027-03-01", "2027-03-07", new Date("2027-02-27T00:00:00Z"));
    expect(await rejection(plan(full, "2027-03-01", "2027-03-07", new Date("2027-02-27T00:00:00Z")))).toMatchObject({
      code: "CONFLICT",
      message: PLAN_MESSAGES.noOpenSlots,
    });
    expect(await rejection(plan(full, "2027-02-20", "2027-03-07", new Date("2027-02-27T00:00:00Z")))).toMatchObject({
      code: "VALIDATION_ERROR",
      message: PLAN_MESSAGES.past,
    });
    expect(createPlanSchema.safeParse({ from: "2027-03-01", to: "2027-04-01" }).success).toBe(false);
  });

  it("refuses, at once, days more than two years ahead and years outside 2000 to 2100 (the end of 9999 once never answered)", async () => {
    const userId = await bakery("Europe/Lisbon", [
      [1, "09:00"],
      [5, "18:00"],
    ]);
    expect(await rejection(plan(userId, "2029-03-05", "2029-03-11", new Date("2027-02-27T00:00:00Z")))).toMatchObject({
      code: "VALIDATION_ERROR",
      message: DATE_LIMIT_MESSAGES.ahead,
      details: { fieldErrors: { to: [DATE_LIMIT_MESSAGES.ahead] } },
    });
    for (const [from, to] of [
      ["9999-12-25", "9999-12-31"],
      ["1999-12-25", "1999-12-31"],
      ["2101-01-01", "2101-01-07"],
    ]) {
      expect(createPlanSchema.safeParse({ from, to }).error?.issues.map((issue) => issue.message)).toEqual([
        DATE_LIMIT_MESSAGES.year,
        DATE_LIMIT_MESSAGES.year,
      ]);
    }
  });

  it("is the owner's to change before anything is spent: themes, kinds, images, another idea, swaps, drops", async () => {
    const userId = await bakery("Europe/Lisbon", [
      [1, "09:00"],
      [3, "09:00"],
      [5, "09:00"],
    ]);
    const outline = await plan(userId, "2027-03-01", "2027-03-07", new Date("2027-02-27T00:00:00Z"));
    const [a, b, c] = outline.items;
    let edited = await updatePlanItem(userId, a!.id, { theme: "Our new rye loaf", withImage: true });
    expect(edited.items[0]).toMatchObject({ theme: "Our new rye loaf", withImage: true });
    edited = await updatePlanItem(userId, b!.id, { kind: b!.kind === "QUESTION" ? "TIP" : "QUESTION" });
    expect(edited.items[1]!.theme).not.toBe(b!.theme);
    const idea = await anotherIdea(userId, c!.id);
    const themes = idea.items.map((item) => normaliseTheme(item.theme));
    expect(themes[2]).not.toBe(normaliseTheme(c!.theme));
    expect(new Set(themes).size).toBe(3);
    const swapped = await swapPlanItems(userId, [a!.id, c!.id]);
    expect(swapped.items.map((item) => item.at)).toEqual(outline.items.map((item) => item.at));
    expect(swapped.items[2]!.theme).toBe("Our new rye loaf");
    const dropped = await removePlanItem(userId, b!.id);
    expect(dropped.items).toHaveLength(2);
    expect(await getCreditBalance(userId)).toBe(150_000);

    await startWriting(userId, outline.id);
    expect(await rejection(updatePlanItem(userId, a!.id, { theme: "Too late" }))).toMatchObject({ code: "CONFLICT", message: PLAN_MESSAGES.notOutline });
    const stranger = await arrangeUser();
    expect(await rejection(updatePlanItem(stranger, a!.id, { theme: "Not mine" }))).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("writing a plan", () => {
  it("writes each item into a proposed post at its slot, charged once each, which no scheduler sends", async () => {
    const userId = await bakery("Europe/Lisbon", [
      [1, "09:00"],
      [3, "09:00"],
      [5, "09:00"],
    ]);
    const outline = await plan(userId, "2027-03-01", "2027-03-07", new Date("2027-02-27T00:00:00Z"));
    await startWriting(userId, outline.id);
    expect(await writeAll(outline.id)).toEqual(["written", "written", "written"]);

    const written = (await loadPlan(userId, outline.id))!;
    expect(written).toMatchObject({ status: "DONE", progress: { total: 3, written: 3, proposed: 3, failed: 0, outOfCredits: 0 } });
    const posts = await db.post.findMany({ where: { userId }, include: { platforms: true }, orderBy: { scheduledTime: "asc" } });
    expect(posts.map((post) => [post.status, post.scheduledTime!.toISOString(), post.platforms.map((p) => [p.connectionId !== null, p.status])])).toEqual(
      written.items.map((item) => ["PROPOSED", item.at, [[true, "PENDING"]]]),
    );
    expect(posts.every((post) => post.originalContent === post.content && post.cost > 0)).toBe(true);
    const charged = posts.reduce((sum, post) => sum + post.cost, 0);
    expect(await getCreditBalance(userId)).toBe(150_000 - charged);
    expect(await ledgerTotal(userId)).toBe(150_000 - charged);
    expect(await db.creditReservation.count({ where: { userId, settledAt: null } })).toBe(0);

    // Due and past due, a proposed post is still nobody's to send.
    const claimed = await claimDuePosts("test-scheduler", 50, { now: new Date("2027-03-10T00:00:00Z") });
    expect(claimed.filter((id) => posts.some((post) => post.id === id))).toEqual([]);
  });

  it("approves one or all: each goes into its slot with its deliveries; a slot gone by is left to the owner", async () => {
    const userId = await bakery("Europe/Lisbon", [
      [1, "09:00"],
      [3, "09:00"],
      [5, "09:00"],
    ]);
    const outline = await plan(userId, "2027-03-01", "2027-03-07", new Date("2027-02-27T00:00:00Z"));
    await startWriting(userId, outline.id);
    await writeAll(outline.id);
    const items = (await loadPlan(userId, outline.id))!.items;

    const one = await approveProposedPost(userId, items[0]!.post!.id, () => new Date("2027-02-28T00:00:00Z"));
    expect(one).toMatchObject({ status: "SCHEDULED", scheduledTime: items[0]!.at, postPlatforms: [{ status: "PENDING", platform: "FACEBOOK" }] });
    expect(await rejection(approveProposedPost(userId, items[0]!.post!.id))).toMatchObject({ code: "CONFLICT", message: PLAN_MESSAGES.notProposed });

    // Wednesday's slot has passed by Thursday: Friday's is approved, Wednesday's waits for the owner.
    const all = await approvePlan(userId, outline.id, () => new Date("2027-03-04T00:00:00Z"));
    expect(all).toMatchObject({ approved: 1, skipped: [{ postId: items[1]!.post!.id, reason: PLAN_MESSAGES.passed }] });
    expect(all.plan.items.map((item) => item.post!.status)).toEqual(["SCHEDULED", "PROPOSED", "SCHEDULED"]);
    expect(all.plan.progress.proposed).toBe(1);
  });

  it("regenerates one in place at the new draft's cost, and discards one with its post", async () => {
    const userId = await bakery("Europe/Lisbon", [
      [1, "09:00"],
      [3, "09:00"],
    ]);
    const outline = await plan(userId, "2027-03-01", "2027-03-07", new Date("2027-02-27T00:00:00Z"), { postLength: "short" });
    await startWriting(userId, outline.id);
    await writeAll(outline.id);
    const [first, second] = (await loadPlan(userId, outline.id))!.items;
    const before = await getCreditBalance(userId);

    const queued = await regenerateItem(userId, first!.id);
    expect(queued).toMatchObject({ status: "WRITING", items: [{ status: "QUEUED", rewrite: true }, { status: "WRITTEN" }] });
    expect(await writeAll(outline.id, "another-writer", { writer: { model: createOfflineWriter(), id: "offline" } })).toEqual(["written"]);
    const rewritten = await db.post.findUniqueOrThrow({ where: { id: first!.post!.id } });
    expect(rewritten.content).not.toBe(first!.post!.content);
    expect(rewritten.originalContent).toBe(rewritten.content);
    expect(rewritten.status).toBe("PROPOSED");
    const spent = before - (await getCreditBalance(userId));
    expect(spent).toBeGreaterThan(0);
    expect(rewritten.cost).toBe(first!.post!.cost + spent);

    const discarded = await removePlanItem(userId, second!.id);
    expect(discarded.items.map((item) => item.id)).toEqual([first!.id]);
    expect(await db.post.count({ where: { id: second!.post!.id } })).toBe(0);
  });

  it("keeps a post that left the proposals while its rewrite was being written as it was, and charges nothing for the rewrite", async () => {
    const userId = await bakery("Europe/Lisbon", [[1, "09:00"]]);
    const outline = await plan(userId, "2027-03-01", "2027-03-07", new Date("2027-02-27T00:00:00Z"));
    await startWriting(userId, outline.id);
    await writeAll(outline.id);
    const [item] = (await loadPlan(userId, outline.id))!.items;
    await regenerateItem(userId, item!.id);
    const before = await getCreditBalance(userId);

    const slow = heldWriter();
    const [claim] = await claimPlanItems("slow-writer", { limit: 1, planId: outline.id });
    const rewriting = writeClaimedItem(claim!, slow.deps);
    await slow.startedWriting;
    // Approval waits for the writer; a post taken out of the proposals another way (here, by hand) is not rewritten.
    await db.post.update({ where: { id: item!.post!.id }, data: { status: "SCHEDULED" } });
    slow.release();

    expect(await rewriting).toBe("failed");
    const post = await db.post.findUniqueOrThrow({ where: { id: item!.post!.id } });
    expect(post).toMatchObject({ status: "SCHEDULED", content: item!.post!.content, cost: item!.post!.cost });
    expect((await loadPlan(userId, outline.id))!.items[0]).toMatchObject({ status: "WRITTEN", error: APPROVED_BEFORE_REWRITE });
    expect(await getCreditBalance(userId)).toBe(before);
    expect(await ledgerTotal(userId)).toBe(before);
    expect(await db.creditReservation.count({ where: { userId, settledAt: null } })).toBe(0);
  });

  it("stops cleanly when the credits run out: what was written stays, the rest is marked, the balance never goes below zero", async () => {
    const userId = await bakery(
      "Europe/Lisbon",
      [
        [1, "09:00"],
        [2, "09:00"],
        [3, "09:00"],
        [4, "09:00"],
        [5, "09:00"],
      ],
      1_200,
    );
    const outline = await plan(userId, "2027-03-01", "2027-03-07", new Date("2027-02-27T00:00:00Z"), { postLength: "short" });
    await startWriting(userId, outline.id);
    // One writer at a time, as the items are due: the first ones fit, then the credits run out.
    const outcomes = [];
    for (;;) {
      const [claim] = await claimPlanItems("one-at-a-time", { limit: 1, planId: outline.id });
      if (!claim) break;
      outcomes.push(await writeClaimedItem(claim, offline));
    }
    const stopped = (await loadPlan(userId, outline.id))!;
    expect(stopped.status).toBe("STOPPED");
    expect(outcomes.filter((o) => o === "written").length).toBe(stopped.progress.written);
    expect(stopped.progress.written).toBeGreaterThan(0);
    expect(stopped.progress.outOfCredits).toBe(5 - stopped.progress.written);
    expect(stopped.items.filter((item) => item.status === "OUT_OF_CREDITS").every((item) => item.error === OUT_OF_CREDITS && item.post === null)).toBe(true);
    expect(await getCreditBalance(userId)).toBeGreaterThanOrEqual(0);
    expect(await ledgerTotal(userId)).toBe(await getCreditBalance(userId));
  });

  it("two plans written at once for one user never overdraw", async () => {
    // Well short of ten short drafts (a short draft costs a few hundred credits; with 5,000 all ten fitted at times).
    const CREDITS = 2_000;
    const userId = await bakery(
      "Europe/Lisbon",
      [
        [1, "09:00"],
        [2, "09:00"],
        [3, "09:00"],
        [4, "09:00"],
        [5, "09:00"],
      ],
      CREDITS,
    );
    const now = new Date("2027-02-27T00:00:00Z");
    const plans = [
      await plan(userId, "2027-03-01", "2027-03-07", now, { postLength: "short" }),
      await plan(userId, "2027-03-08", "2027-03-14", now, { postLength: "short" }),
    ];
    await Promise.all(plans.map((p) => startWriting(userId, p.id)));
    const claims = (await Promise.all(plans.map((p) => claimPlanItems("all-at-once", { limit: 50, planId: p.id })))).flat();
    expect(claims).toHaveLength(10);
    await Promise.all(claims.map((claim) => writeClaimedItem(claim, offline)));

    const posts = await db.post.findMany({ where: { userId }, select: { cost: true } });
    const balance = await getCreditBalance(userId);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(CREDITS - posts.reduce((sum, post) => sum + post.cost, 0));
    expect(await ledgerTotal(userId)).toBe(balance);
    expect(posts.length).toBeLessThan(10);
    const after = await Promise.all(plans.map((p) => loadPlan(userId, p.id)));
    expect(after.reduce((n, p) => n + p!.progress.written + p!.progress.outOfCredits, 0)).toBe(10);
  });
});

/** A writer that holds its draft until released: a writer caught mid-draft when its process dies. */
function heldWriter() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const startedWriting = new Promise<void>((resolve) => (started = resolve));
  const base = createOfflineWriter();
  const model: LanguageModelV4 = {
    ...base,
    async doGenerate(options) {
      started();
      await released;
      return base.doGenerate(options);
    },
  };
  return { deps: { writer: { model, id: "offline" } } satisfies PlanWriterDeps, release, startedWriting };
}

describe("the embedded worker", () => {
  it("writes a plan's drafts side by side, each once, however often it polls while they are written", async () => {
    const userId = await bakery("Europe/Lisbon", [
      [1, "09:00"],
      [2, "09:00"],
      [3, "09:00"],
      [4, "09:00"],
      [5, "09:00"],
    ]);
    const outline = await plan(userId, "2027-03-01", "2027-03-07", new Date("2027-02-27T00:00:00Z"));
    const slow = heldWriter();
    const worker = startEmbeddedWorker({ pollMs: 20, batchSize: 10, plans: slow.deps });
    try {
      await startWriting(userId, outline.id);
      await slow.startedWriting;
      // Many polls go by while the drafts are being written: none takes an item again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      slow.release();
      await expect.poll(async () => (await loadPlan(userId, outline.id))!.status, { timeout: 20_000 }).toBe("DONE");
    } finally {
      await worker.stop();
    }
    const items = await db.planItem.findMany({ where: { planId: outline.id }, select: { attempt: true, status: true } });
    expect(items).toEqual(Array(5).fill({ attempt: 1, status: "WRITTEN" }));
    expect(await db.creditReservation.count({ where: { userId } })).toBe(5);
    expect(await db.post.count({ where: { userId, status: "PROPOSED" } })).toBe(5);
  });
});

describe("a writer that dies mid-plan", () => {
  it("leaves its item to be written again once: one post, charged once, the dead attempt's credits returned", async () => {
    const userId = await bakery("Europe/Lisbon", [
      [1, "09:00"],
      [3, "09:00"],
    ]);
    const outline = await plan(userId, "2027-03-01", "2027-03-07", new Date("2027-02-27T00:00:00Z"));
    await startWriting(userId, outline.id);

    // The first writer takes both items and dies while writing the first (its credits reserved).
    const dead = heldWriter();
    const [held, other] = await claimPlanItems("dead-writer", { limit: 2, planId: outline.id });
    const lost = writeClaimedItem(held!, dead.deps);
    await dead.startedWriting;
    expect(await db.creditReservation.count({ where: { userId, settledAt: null } })).toBe(1);

    // A new writer after the restart: the dead one's hold has lapsed.
    const resumed = await claimPlanItems("new-writer", { limit: 10, leaseMs: 0, planId: outline.id });
    expect(resumed.map((c) => c.id).sort()).toEqual([held!.id, other!.id].sort());
    expect(await Promise.all(resumed.map((claim) => writeClaimedItem(claim, offline)))).toEqual(["written", "written"]);

    // The dead writer's draft finishes after all: it saves nothing and is charged nothing.
    dead.release();
    expect(await lost).toBe("lost");

    const posts = await db.post.findMany({ where: { userId }, select: { cost: true } });
    expect(posts).toHaveLength(2);
    expect(await db.planItem.count({ where: { planId: outline.id, status: "WRITTEN" } })).toBe(2);
    const balance = await getCreditBalance(userId);
    expect(balance).toBe(150_000 - posts.reduce((sum, post) => sum + post.cost, 0));
    expect(await ledgerTotal(userId)).toBe(balance);
    expect(await db.creditReservation.count({ where: { userId, settledAt: null } })).toBe(0);
    expect(((await loadPlan(userId, outline.id)) as Plan).status).toBe("DONE");
  });
});
