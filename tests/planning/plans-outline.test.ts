// Plan my week, end to end in the services, on PGlite and PostgreSQL: an outline in the brand's zone with its
// public holidays on the brand's own days, and edits before anything is spent. (Writing a plan: plans-writing.test.ts
// and plans.test.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { getCreditBalance } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { anotherIdea, removePlanItem, swapPlanItems, updatePlanItem } from "@/lib/planning/edit-outline";
import { normaliseTheme } from "@/lib/planning/build-outline";
import { createPlanSchema } from "@/lib/planning/schemas";
import { PLAN_MESSAGES } from "@/lib/planning/plan-limits";
import { startWriting } from "@/lib/planning/write-plan";
import { DATE_LIMIT_MESSAGES } from "@/lib/time/date-limits";
import { arrangeUser } from "../posts/arrange";
import { warmUpDatabase } from "../support/users";
import { bakery, page, plan, rejection } from "./support/plans-setup";

beforeAll(warmUpDatabase);

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

  it("gives the kinds that did best for the owner more of the slots, and remembers them for the items' note", async () => {
    const userId = await bakery("Europe/Lisbon", [
      [1, "09:00"],
      [3, "09:00"],
      [5, "09:00"],
    ]);
    const now = new Date("2027-02-27T00:00:00Z");
    // Two months of results: tips did three times as well as anything else; a seasonal post did better still.
    const results: [string, number][] = [
      ...Array.from({ length: 4 }, () => ["TIP", 60] as [string, number]),
      ...Array.from({ length: 4 }, () => ["OFFER", 20] as [string, number]),
      ...Array.from({ length: 4 }, () => ["QUESTION", 20] as [string, number]),
      ["SEASONAL", 100],
    ];
    for (const [i, [kind, engagement]] of results.entries()) {
      const deliveredAt = new Date(now.getTime() - (i + 2) * 4 * 86_400_000);
      const post = await db.post.create({
        data: {
          userId,
          content: `Result ${i}`,
          status: "PUBLISHED",
          publishedAt: deliveredAt,
          platforms: { create: { platform: "FACEBOOK", status: "SUCCESS", externalPostId: `r_${crypto.randomUUID()}`, deliveredAt } },
        },
        include: { platforms: true },
      });
      const target = { targetId: post.platforms[0]!.id, userId, postId: post.id, platform: "FACEBOOK" as const, deliveredAt, kind };
      await db.postInsight.create({ data: { ...target, checkpoint: "DAY_7", reactions: engagement, engagement } });
    }

    const outline = await plan(userId, "2027-03-01", "2027-03-28", now);
    expect(outline.favouredKinds).toEqual(["TIP"]);
    const kinds = outline.items.map((item) => item.kind);
    const tips = kinds.filter((kind) => kind === "TIP").length;
    for (const other of ["OFFER", "QUESTION", "BEHIND_THE_SCENES", "CUSTOMER_STORY"])
      expect(tips).toBeGreaterThan(kinds.filter((kind) => kind === other).length);

    const newcomer = await bakery("Europe/Lisbon", [[1, "09:00"]]);
    expect((await plan(newcomer, "2027-03-01", "2027-03-07", now)).favouredKinds).toEqual([]);
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
