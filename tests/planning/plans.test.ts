// Plan my week, end to end in the services, on PGlite and PostgreSQL: running out of credits, two plans at once,
// the embedded worker writing a plan's drafts side by side, and a writer that dies mid-plan, whose item is
// written once and charged once. (The outline and its edits: plans-outline.test.ts; drafts written into
// proposed posts, approval, regenerate and discard: plans-writing.test.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { getCreditBalance, ledgerTotal } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { loadPlan } from "@/lib/planning/load-plan";
import type { Plan } from "@/lib/planning/schemas";
import { claimPlanItems, OUT_OF_CREDITS, startWriting, writeClaimedItem } from "@/lib/planning/write-plan";
import { startEmbeddedWorker } from "@/lib/jobs/embedded-worker";
import { warmUpDatabase } from "../support/users";
import { bakery, heldWriter, offline, plan } from "./support/plans-setup";

beforeAll(warmUpDatabase);

describe("writing a plan", () => {
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
