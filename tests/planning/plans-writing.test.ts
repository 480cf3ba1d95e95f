// Plan my week, end to end in the services, on PGlite and PostgreSQL: drafts written into proposed posts at
// their slots (never delivered until approved); approval; regenerate and discard; and a rewrite that meets a
// post taken out of the proposals. (Running out of credits, two plans at once, and a writer that dies
// mid-plan: plans.test.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { getCreditBalance, ledgerTotal } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { createOfflineWriter } from "@/lib/integrations/ai/offline-writer";
import { approvePlan, approveProposedPost } from "@/lib/planning/approve-proposed";
import { removePlanItem } from "@/lib/planning/edit-outline";
import { loadPlan } from "@/lib/planning/load-plan";
import { PLAN_MESSAGES } from "@/lib/planning/plan-limits";
import { APPROVED_BEFORE_REWRITE } from "@/lib/planning/save-planned";
import { claimPlanItems, regenerateItem, writeClaimedItem } from "@/lib/planning/write-plan";
import { claimDuePosts } from "@/lib/publishing/claim-posts";
import { warmUpDatabase } from "../support/users";
import { heldWriter, rejection, writeAll, writtenPlan } from "./support/plans-setup";

beforeAll(warmUpDatabase);

describe("writing a plan", () => {
  it("writes each item into a proposed post at its slot, charged once each, which no scheduler sends", async () => {
    const { userId, outline, outcomes } = await writtenPlan([
      [1, "09:00"],
      [3, "09:00"],
      [5, "09:00"],
    ]);
    expect(outcomes).toEqual(["written", "written", "written"]);

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
    const { userId, outline } = await writtenPlan([
      [1, "09:00"],
      [3, "09:00"],
      [5, "09:00"],
    ]);
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
    const { userId, outline } = await writtenPlan(
      [
        [1, "09:00"],
        [3, "09:00"],
      ],
      { postLength: "short" },
    );
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
    const { userId, outline } = await writtenPlan([[1, "09:00"]]);
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
});
