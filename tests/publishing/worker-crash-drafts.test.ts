// Reliability: streamed drafts killed (SIGKILL) mid-generation: no credit is lost; the sweep returns each
// reservation once. (Workers killed mid-batch: worker-crash.test.ts.)
// PostgreSQL only: PGlite lives inside one process.
import { beforeAll, describe, expect, it } from "vitest";
import { getCreditBalance, ledgerTotal, releaseExpiredReservations, resetCredits } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { startOpenAIDouble } from "../support/openai-double";
import { createUser } from "../support/session";
import { warmUpDatabase } from "../support/users";
import { child } from "./support/worker-crash-setup";

beforeAll(async () => {
  await warmUpDatabase();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("processes killed mid-work", () => {
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
