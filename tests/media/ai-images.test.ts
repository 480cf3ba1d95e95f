// The images the AI makes for posts, on PGlite and PostgreSQL: each is kept in the library beside the owner's own
// photos, as AI-made, described as the owner described it and shown as on the post it was made for; the library
// filters by where a photo came from. The post keeps its image whatever the library does: a full library leaves
// the image out of it, never the draft without it, and deleting it from the library leaves the post as it is.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { PhotoPage } from "@/lib/media/schemas";
import { createDraftPost } from "@/lib/posts/create-draft-post";
import { getPlan } from "@/lib/plans/catalogue";
import { draftRequest } from "../posts/arrange";
import { call, noParams } from "../support/session";
import { warmUpDatabase } from "../support/users";
import { addPhoto, deleteRoute, listRoute, params, refusal, signedInOwner } from "./support";

beforeAll(warmUpDatabase);

async function library(query = "") {
  const reply = await listRoute(call(`/api/photos${query}`), noParams);
  expect(reply.status).toBe(200);
  return ((await reply.json()) as { object: PhotoPage }).object;
}

const withImage = (userId: string, imageDescription: string) =>
  createDraftPost(userId, draftRequest({ description: "Our pumpkin soup is back.", generateImage: true, imageDescription }));

describe("AI-made images in the library", () => {
  it("are kept beside the owner's photos, AI-made, described and on the post they were made for", async () => {
    const owner = await signedInOwner({ profile: true, credits: 150_000 });
    const uploaded = await addPhoto("counter.jpg", 120);
    const { generatedPost } = await withImage(owner.id, "A bowl of pumpkin soup on a wooden table");
    expect(generatedPost.imageUrl).not.toBeNull();

    const all = await library();
    expect(all.photos.map((photo) => photo.origin)).toEqual(["ai", "uploaded"]);
    const [made] = all.photos;
    expect(made).toMatchObject({
      fileName: `AI image ${new Date().toISOString().slice(0, 10)}.png`,
      format: "png",
      altText: "A bowl of pumpkin soup on a wooden table",
      uses: 1,
      usedBy: [{ id: generatedPost.id, status: "GENERATED" }],
    });
    expect(all.usage.files).toBe(2);

    expect((await library("?origin=ai")).photos.map((photo) => photo.id)).toEqual([made!.id]);
    expect((await library("?origin=uploaded")).photos.map((photo) => photo.id)).toEqual([uploaded.id]);
    expect((await library("?used=true")).photos.map((photo) => photo.id)).toEqual([made!.id]);
    expect((await library("?used=false&origin=uploaded")).photos.map((photo) => photo.id)).toEqual([uploaded.id]);
    expect((await library("?used=false&origin=ai")).photos).toEqual([]);
    expect(await refusal(await listRoute(call("/api/photos?origin=camera"), noParams))).toEqual({ status: 422, message: "origin must be uploaded or ai." });

    // Deleted from the library, it stays the post's image.
    expect((await deleteRoute(call(`/api/photos/${made!.id}`, { method: "DELETE" }), params({ id: made!.id }))).status).toBe(200);
    expect((await library("?origin=ai")).photos).toEqual([]);
    expect(await db.post.findUniqueOrThrow({ where: { id: generatedPost.id }, select: { imageUrl: true } })).toEqual({ imageUrl: generatedPost.imageUrl });
  });

  it("leaves the image out of a full library, and the draft still has it", async () => {
    const owner = await signedInOwner({ profile: true, credits: 150_000 });
    const { files } = getPlan("STANDARD").photos;
    await db.photo.createMany({
      data: Array.from({ length: files }, (_, n) => ({ userId: owner.id, fileName: `old-${n}.jpg`, declaredBytes: 10, bytes: 10, status: "READY" as const })),
    });
    const { generatedPost } = await withImage(owner.id, "");
    expect(generatedPost.imageUrl).not.toBeNull();
    expect((await library("?origin=ai")).photos).toEqual([]);
    expect((await library()).usage.files).toBe(files);
  });
});
