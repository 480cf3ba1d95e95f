// A post written for the owner's photos, by the offline writer (no OpenAI key): it writes from the owner's note and
// what the photos' alt text says, the post is saved with the photos in order, no AI image is made for it (nor
// charged) even when asked, and a photo that is not the owner's is refused before anything is written or charged.
// (The writer that sees the photos: openai-production.test.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { getCreditBalance } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { createDraftPost } from "@/lib/posts/create-draft-post";
import { readyPhoto } from "../support/photos";
import { warmUpDatabase } from "../support/users";
import { arrangeUser, draftRequest } from "./arrange";

beforeAll(warmUpDatabase);

describe("a draft written for the owner's photos", () => {
  it("says what the photos show, carries them in order, and makes no AI image", async () => {
    expect(env.modes.ai).toBe("sandbox");
    const userId = await arrangeUser();
    const loaves = await readyPhoto(userId, 1200, 900, "Sourdough loaves cooling on a rack by the window");
    const buns = await readyPhoto(userId, 900, 1200, "");
    const before = await getCreditBalance(userId);

    const { generatedPost } = await createDraftPost(
      userId,
      draftRequest({ description: "Fresh from the oven this morning.", generateImage: true, photoIds: [buns.id, loaves.id] }),
    );
    expect(generatedPost.content).toContain("Sourdough loaves cooling on a rack by the window.");
    expect(generatedPost.imageUrl).toBeNull();
    const saved = await db.post.findUniqueOrThrow({
      where: { id: generatedPost.id },
      select: { imageId: true, cost: true, photos: { orderBy: { position: "asc" }, select: { photoId: true } } },
    });
    expect(saved.photos.map((p) => p.photoId)).toEqual([buns.id, loaves.id]);
    expect(saved.imageId).toBeNull();
    expect(saved.cost).toBeLessThan(env.IMAGE_CREDIT_COST);
    expect(await getCreditBalance(userId)).toBe(before - saved.cost);
    expect(await db.generatedImage.count({ where: { userId } })).toBe(0);
  });

  it("refuses a photo that is not the owner's before anything is written or charged", async () => {
    const owner = await arrangeUser();
    const theirs = await readyPhoto(owner, 400, 400, "Not yours");
    const userId = await arrangeUser();
    const before = await getCreditBalance(userId);
    await expect(createDraftPost(userId, draftRequest({ photoIds: [theirs.id] }))).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "We couldn't find that photo.",
    });
    expect(await getCreditBalance(userId)).toBe(before);
    expect(await db.post.count({ where: { userId } })).toBe(0);
  });
});
