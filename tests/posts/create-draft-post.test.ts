import type { LanguageModelV4 } from "@ai-sdk/provider";
import { describe, expect, it, vi } from "vitest";
import { AppError } from "@/lib/api/errors";
import { getCreditBalance, ledgerTotal } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { CARD_SIZE } from "@/lib/integrations/image/branded-card";
import { brandedCardMaker, type ImageMaker } from "@/lib/integrations/image";
import { createOfflineWriter } from "@/lib/integrations/ai/offline-writer";
import { createDraftPost, prepareDraftPost } from "@/lib/posts/create-draft-post";
import { imageLineFrom } from "@/lib/posts/make-post-image";
import { arrangeUser, draftRequest } from "./arrange";

const offline = { model: createOfflineWriter(), id: "offline" };

function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { signature: [...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join(""), width: view.getUint32(16), height: view.getUint32(20) };
}

describe("createDraftPost", () => {
  it("writes, stores the post as GENERATED with its cost, writer and request, and refunds what was not used", async () => {
    const userId = await arrangeUser({ credits: 100_000 });
    const request = draftRequest({ generateHashtags: true, links: ["https://crumb.example/menu"] });
    const result = await createDraftPost(userId, request, { writer: offline });

    const post = await db.post.findUniqueOrThrow({ where: { id: result.generatedPost.id } });
    expect(post).toMatchObject({
      userId,
      status: "GENERATED",
      writer: "offline",
      imageUrl: null,
      content: result.generatedPost.content,
      originalContent: result.generatedPost.content,
    });
    expect(post.request).toMatchObject({
      description: request.description,
      replyLanguage: "ENGLISH",
      postLength: "MEDIUM",
      links: ["https://crumb.example/menu"],
    });
    expect(result.generatedPost.content).toContain("https://crumb.example/menu");
    expect(result.generatedPost.content).toContain("#CrumbCo");

    expect(post.cost).toBeGreaterThan(0);
    expect(result.remainingCreditAmount).toBe(100_000 - post.cost);
    expect(await getCreditBalance(userId)).toBe(100_000 - post.cost);
    expect(await ledgerTotal(userId)).toBe(100_000 - post.cost);
    const entries = await db.creditLedger.findMany({ where: { userId }, orderBy: { id: "asc" } });
    expect(entries.map((e) => e.kind)).toEqual(["RESET", "RESERVE", "REFUND"]);
    expect(entries[1]!.delta + entries[2]!.delta).toBe(-post.cost);
    expect(entries[1]!.reference).toBe(entries[2]!.reference);
  });

  it("charges the model's total tokens (as it reports them) for the text", async () => {
    const userId = await arrangeUser();
    const reporting: LanguageModelV4 = {
      ...createOfflineWriter(),
      async doGenerate() {
        return {
          content: [{ type: "text", text: "A short post." }],
          finishReason: { unified: "stop", raw: "stop" },
          usage: { inputTokens: { total: 400, noCache: 400, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 37, text: 37, reasoning: 0 } },
          warnings: [],
        };
      },
    };
    const result = await createDraftPost(userId, draftRequest(), { writer: { model: reporting, id: "openai:test" } });
    const post = await db.post.findUniqueOrThrow({ where: { id: result.generatedPost.id } });
    expect(post.cost).toBe(437);
    expect(post.writer).toBe("openai:test");
    expect(result.remainingCreditAmount).toBe(150_000 - 437);
  });

  it("streams deltas that add up to the stored post", async () => {
    const userId = await arrangeUser();
    const draft = await prepareDraftPost(userId, draftRequest({ postLength: "short" }), {
      writer: { model: createOfflineWriter({ paceMs: 1 }), id: "offline" },
    });
    expect(await getCreditBalance(userId)).toBe(150_000 - draft.reserved);
    const deltas: string[] = [];
    const result = await draft.generate({ onDelta: (text) => deltas.push(text) });
    expect(deltas.length).toBeGreaterThan(20);
    expect(deltas.join("").trim()).toBe(result.generatedPost.content);
    await expect(draft.generate()).rejects.toThrow(/already/);
  });

  it("makes a 16:9 branded image, stores its bytes and charges the image cost", async () => {
    const userId = await arrangeUser();
    const result = await createDraftPost(userId, draftRequest({ generateImage: true, imageDescription: "A bowl of pumpkin soup" }), { writer: offline });
    const post = await db.post.findUniqueOrThrow({ where: { id: result.generatedPost.id }, include: { image: true } });
    expect(result.generatedPost.imageUrl).toBe(`/api/images/${post.imageId}`);
    expect(post.imageUrl).toBe(result.generatedPost.imageUrl);
    expect(post.image?.contentType).toBe("image/png");
    expect(pngSize(post.image!.data)).toEqual({ signature: "PNG", ...CARD_SIZE });
    const textOnly = await createDraftPost(userId, draftRequest(), { writer: offline });
    const plain = await db.post.findUniqueOrThrow({ where: { id: textOnly.generatedPost.id } });
    expect(post.cost - plain.cost).toBe(env.IMAGE_CREDIT_COST);
  });

  it("keeps the post without charging the image when the image cannot be made", async () => {
    const userId = await arrangeUser();
    const broken: ImageMaker = { id: "broken", make: async () => Promise.reject(new Error("image service down")) };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await createDraftPost(userId, draftRequest({ generateImage: true }), { writer: offline, imageMaker: broken });
    expect(result.imageFailed).toBe(true);
    expect(result.generatedPost.imageUrl).toBeNull();
    const post = await db.post.findUniqueOrThrow({ where: { id: result.generatedPost.id } });
    expect(post.cost).toBeLessThan(env.IMAGE_CREDIT_COST);
    expect(result.remainingCreditAmount).toBe(150_000 - post.cost);
    expect(logged).toHaveBeenCalledWith("[posts] image generation failed", expect.any(Error));
    logged.mockRestore();
  });

  it("refunds everything and stores nothing when the writer fails", async () => {
    const userId = await arrangeUser();
    const failing: LanguageModelV4 = { ...createOfflineWriter(), doGenerate: async () => Promise.reject(new Error("upstream 500")) };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = await createDraftPost(userId, draftRequest(), { writer: { model: failing, id: "openai:x" } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "SERVICE_UNAVAILABLE", status: 503 });
    expect(await db.post.count({ where: { userId } })).toBe(0);
    expect(await getCreditBalance(userId)).toBe(150_000);
    expect(await ledgerTotal(userId)).toBe(150_000);
    expect(logged).toHaveBeenCalledWith("[posts] draft generation failed", expect.any(Error));
    logged.mockRestore();
  });

  it("refuses without an active subscription, before touching credits", async () => {
    const userId = await arrangeUser({ subscription: false });
    await expect(createDraftPost(userId, draftRequest(), { writer: offline })).rejects.toMatchObject({ code: "NO_ACTIVE_SUBSCRIPTION", status: 402 });
    await db.subscription.create({ data: { userId, status: "CANCELED", type: "STANDARD" } });
    await expect(createDraftPost(userId, draftRequest(), { writer: offline })).rejects.toMatchObject({ code: "NO_ACTIVE_SUBSCRIPTION" });
    expect(await db.creditLedger.count({ where: { userId, kind: { not: "RESET" } } })).toBe(0);
  });

  it("answers BUSINESS_NOT_FOUND without a brand profile", async () => {
    const userId = await arrangeUser({ profile: false });
    await expect(createDraftPost(userId, draftRequest(), { writer: offline })).rejects.toMatchObject({ code: "BUSINESS_NOT_FOUND", status: 404 });
  });

  it("refuses with the remaining balance when the credits cannot cover the reservation", async () => {
    const userId = await arrangeUser({ credits: 25 });
    const error = await createDraftPost(userId, draftRequest(), { writer: offline }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "INSUFFICIENT_CREDIT_AMOUNT", status: 402, details: { remainingCreditAmount: 25 } });
    expect(await db.post.count({ where: { userId } })).toBe(0);
  });

  it("50 concurrent drafts from a user whose credits cover 10 give exactly 10 posts, and the ledger adds up", async () => {
    const request = draftRequest();
    // The reservation for this request, measured on another user with the same profile.
    const { reserved } = await prepareDraftPost(await arrangeUser(), request, { writer: offline });
    const initial = 10 * reserved + reserved - 1;
    const userId = await arrangeUser({ credits: initial });

    // Hold every generation until all 50 requests have either reserved or been refused, so no refund can
    // make room for an 11th: the test then shows the reservation alone decides.
    let generating = 0;
    let refused = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const settle = () => generating + refused === 50 && release();
    const base = createOfflineWriter();
    const gated: LanguageModelV4 = {
      ...base,
      async doGenerate(options) {
        generating++;
        settle();
        await gate;
        return base.doGenerate(options);
      },
    };
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        createDraftPost(userId, request, { writer: { model: gated, id: "offline" } }).catch((error: unknown) => {
          if ((error as AppError).code === "INSUFFICIENT_CREDIT_AMOUNT") {
            refused++;
            settle();
          }
          throw error;
        }),
      ),
    );

    const fulfilled = results.filter((r) => r.status === "fulfilled");
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(fulfilled).toHaveLength(10);
    expect(rejected.map((r) => (r.reason as AppError).code)).toEqual(Array(40).fill("INSUFFICIENT_CREDIT_AMOUNT"));

    const posts = await db.post.findMany({ where: { userId } });
    expect(posts).toHaveLength(10);
    const spent = posts.reduce((sum, p) => sum + p.cost, 0);
    const balance = await getCreditBalance(userId);
    expect(balance).toBe(initial - spent);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await ledgerTotal(userId)).toBe(balance);
    const entries = await db.creditLedger.groupBy({ by: ["kind"], where: { userId }, _count: true });
    expect(Object.fromEntries(entries.map((e) => [e.kind, e._count]))).toEqual({ RESET: 1, RESERVE: 10, REFUND: 10 });
  });
});

describe("imageLineFrom", () => {
  it("takes the first real paragraph, skipping a subject line and greeting", () => {
    expect(imageLineFrom("Subject: Autumn menu\n\nHello,\n\nWe are pleased to announce the following: our autumn menu.\n\nKind regards,\nCrumb")).toBe(
      "We are pleased to announce the following: our autumn menu.",
    );
  });
});

describe("branded card maker", () => {
  it("renders offline from non-Latin input without fetching fonts", async () => {
    const image = await brandedCardMaker.make({ prompt: "", brandName: "Kávézó 🍰", line: "Friss sütemények minden reggel! 日本語" });
    expect(pngSize(image.data)).toEqual({ signature: "PNG", ...CARD_SIZE });
  });
});
