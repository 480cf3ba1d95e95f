// 'Give me 3 options' on PGlite and PostgreSQL: three different texts from one request, paid for together (or
// none when the balance can't cover three), one picture at most; the chosen one becomes a draft post once, and
// the choice is kept for the owner's voice.
import { beforeAll, describe, expect, it } from "vitest";
import { getCreditBalance, ledgerTotal } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { createOfflineWriter } from "@/lib/integrations/ai/offline-writer";
import { chooseVariant, writeVariants } from "@/lib/posts/write-variants";
import { loadVoice } from "@/lib/voice/load-voice";
import { arrangeUser, draftRequest } from "./arrange";
import { warmUpDatabase } from "../support/users";

beforeAll(warmUpDatabase);

const offline = { writer: { model: createOfflineWriter(), id: "offline" } };
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("three options", () => {
  it("are three different texts, charged as three drafts, with one picture; the chosen one becomes a draft post, once", async () => {
    const userId = await arrangeUser();
    const written = await writeVariants(userId, draftRequest({ generateImage: true, imageDescription: "A loaf on a board" }), offline);
    expect(written.options.map((o) => o.index)).toEqual([1, 2, 3]);
    expect(new Set(written.options.map((o) => o.content)).size).toBe(3);
    expect(written.imageUrl).toMatch(/^\/api\/images\//);
    expect(await db.generatedImage.count({ where: { userId } })).toBe(1);
    const set = await db.variantSet.findUniqueOrThrow({ where: { id: written.id } });
    expect(await getCreditBalance(userId)).toBe(150_000 - set.cost);
    expect(written.remainingCreditAmount).toBe(150_000 - set.cost);
    expect(await ledgerTotal(userId)).toBe(150_000 - set.cost);
    expect(await db.creditReservation.count({ where: { userId, settledAt: null } })).toBe(0);

    const post = await chooseVariant(userId, written.id, 2);
    expect(post.content).toBe(written.options[1]!.content);
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      status: "GENERATED",
      originalContent: post.content,
      cost: set.cost,
      imageUrl: written.imageUrl,
    });
    expect((await loadVoice(userId))!.examples).toEqual([{ source: "CHOICE", before: null, text: post.content }]);
    expect(await rejection(chooseVariant(userId, written.id, 1))).toMatchObject({ code: "CONFLICT" });
    expect(await rejection(chooseVariant(await arrangeUser(), written.id, 1))).toMatchObject({ code: "NOT_FOUND" });
  });

  it("are all paid for or none is: a balance that can't cover three writes nothing and charges nothing", async () => {
    const userId = await arrangeUser({ credits: 2_000 });
    expect(await rejection(writeVariants(userId, draftRequest(), offline))).toMatchObject({ code: "INSUFFICIENT_CREDIT_AMOUNT" });
    expect(await getCreditBalance(userId)).toBe(2_000);
    expect(await ledgerTotal(userId)).toBe(2_000);
    expect(await db.variantSet.count({ where: { userId } })).toBe(0);
    expect(await db.creditReservation.count({ where: { userId, settledAt: null } })).toBe(0);
  });
});
