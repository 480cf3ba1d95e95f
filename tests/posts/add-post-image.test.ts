// An image for a post that has none (POST /api/post/{id}/image), as the publish dialog offers for Instagram:
// made from the draft's request (or the typed text), charged the image cost once, free when it can't be made,
// never for another user's post or a post already scheduled or sent.
import { beforeAll, describe, expect, it } from "vitest";
import { getCreditBalance } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { ImageMaker } from "@/lib/integrations/image";
import { addPostImage, IMAGE_LOCKED } from "@/lib/posts/add-post-image";
import { warmUpDatabase } from "../support/users";
import { arrangeUser, draftRequest } from "./arrange";

beforeAll(warmUpDatabase);

const CREDITS = 100_000;
const asked: string[] = [];
const maker: ImageMaker = {
  id: "test",
  make: async (input) => {
    asked.push(input.prompt);
    return { data: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), contentType: "image/png" };
  },
};

describe("adding an image to a post", () => {
  it("makes one from the draft's request and charges the image cost, once", async () => {
    const userId = await arrangeUser({ credits: CREDITS });
    const post = await db.post.create({
      data: { userId, content: "Fresh sourdough today", cost: 300, request: draftRequest({ imageDescription: "A loaf on a wooden board" }) },
    });

    const { post: view, remainingCreditAmount } = await addPostImage(userId, post.id, { imageMaker: maker });
    expect(view.imageUrl).toMatch(/^\/api\/images\/\w+$/);
    expect(asked.at(-1)).toContain("A loaf on a wooden board");
    expect(remainingCreditAmount).toBe(CREDITS - env.IMAGE_CREDIT_COST);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).cost).toBe(300 + env.IMAGE_CREDIT_COST);

    // A second click finds the image there and charges nothing.
    const again = await addPostImage(userId, post.id, { imageMaker: maker });
    expect(again).toEqual({ post: view, remainingCreditAmount: null });
    expect(await getCreditBalance(userId)).toBe(CREDITS - env.IMAGE_CREDIT_COST);
  });

  it("works for typed text, costs nothing when the image service fails, and refuses what it must", async () => {
    const userId = await arrangeUser({ credits: CREDITS });
    const typed = await db.post.create({ data: { userId, content: "Open late on Friday" } });
    const broken: ImageMaker = { id: "broken", make: async () => Promise.reject(new Error("image service down")) };
    await expect(addPostImage(userId, typed.id, { imageMaker: broken })).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: "We couldn't make an image just now. Nothing was charged; please try again.",
    });
    expect(await getCreditBalance(userId)).toBe(CREDITS);
    expect((await addPostImage(userId, typed.id, { imageMaker: maker })).post.imageUrl).not.toBeNull();

    const stranger = await arrangeUser({ credits: CREDITS });
    await expect(addPostImage(stranger, typed.id, { imageMaker: maker })).rejects.toMatchObject({ code: "NOT_FOUND" });
    const scheduled = await db.post.create({ data: { userId, content: "Later", status: "SCHEDULED", scheduledTime: new Date(Date.now() + 60_000) } });
    await expect(addPostImage(userId, scheduled.id, { imageMaker: maker })).rejects.toMatchObject({ code: "CONFLICT", message: IMAGE_LOCKED });
    const poor = await arrangeUser({ credits: 10 });
    const draft = await db.post.create({ data: { userId: poor, content: "Cheap" } });
    await expect(addPostImage(poor, draft.id, { imageMaker: maker })).rejects.toMatchObject({ code: "INSUFFICIENT_CREDIT_AMOUNT" });
    expect(await db.post.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({ imageId: null });
  });
});
