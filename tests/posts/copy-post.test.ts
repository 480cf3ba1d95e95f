// 'Use as a new draft': POST /api/post/{id}/copy starts a new draft from a post's text and picture, and leaves
// the post itself as it went out.
import { beforeAll, describe, expect, it } from "vitest";
import { actAs, call, createUser } from "../support/session";
import { POST as copyPost } from "@/app/api/post/[id]/copy/route";
import { db } from "@/lib/db";
import { createPost } from "../support/publishing";
import { warmUpDatabase } from "../support/users";

beforeAll(warmUpDatabase);

const copy = (id: number | string) => copyPost(call(`/api/post/${id}/copy`, { method: "POST" }), { params: Promise.resolve({ id: String(id) }) });

describe("using a post as a new draft", () => {
  it("makes a draft with the same text and picture, and leaves the published post as it was", async () => {
    const user = await createUser("copy");
    actAs(user);
    const image = await db.generatedImage.create({ data: { userId: user.id, contentType: "image/png", data: Buffer.from("png") } });
    const sentAt = new Date("2026-11-29T09:30:00Z");
    const published = await db.post.create({
      data: {
        userId: user.id,
        content: "Fresh croissants at seven.",
        originalContent: "Croissants.",
        writer: "offline",
        imageId: image.id,
        imageUrl: `/api/images/${image.id}`,
        cost: 900,
        status: "PUBLISHED",
        publishedAt: sentAt,
        platforms: { create: { platform: "FACEBOOK", status: "SUCCESS", deliveredAt: sentAt } },
      },
    });

    const reply = await copy(published.id);
    expect(reply.status).toBe(201);
    const { statusCode, message, object } = await reply.json();
    expect({ statusCode, message }).toEqual({ statusCode: "OK", message: "A new draft with the same text and picture. Change it, then post it." });
    expect(object).toMatchObject({
      content: "Fresh croissants at seven.",
      imageUrl: `/api/images/${image.id}`,
      status: "GENERATED",
      cost: 0,
      writer: null,
      publishedAt: null,
      scheduledTime: null,
      postPlatforms: [],
    });
    expect(object.id).not.toBe(published.id);
    expect(await db.post.findUniqueOrThrow({ where: { id: object.id } })).toMatchObject({ userId: user.id, imageId: image.id, originalContent: null });
    expect(await db.post.findUniqueOrThrow({ where: { id: published.id }, include: { platforms: true } })).toMatchObject({
      content: "Fresh croissants at seven.",
      status: "PUBLISHED",
      cost: 900,
      platforms: [{ status: "SUCCESS" }],
    });
  });

  it("says 'the same text' of a post without a picture", async () => {
    const user = await createUser("copy-text");
    actAs(user);
    const post = await createPost(user.id, "Closed for the holidays.", { status: "PUBLISHED" });
    const reply = await (await copy(post.id)).json();
    expect(reply).toMatchObject({
      message: "A new draft with the same text. Change it, then post it.",
      object: { content: "Closed for the holidays.", imageUrl: null, status: "GENERATED" },
    });
  });

  it("answers 404 for another user's post, and for an id that cannot be one, copying nothing", async () => {
    const owner = await createUser("copy-owner");
    const post = await createPost(owner.id, "Mine alone");
    actAs(await createUser("copy-intruder"));
    expect((await copy(post.id)).status).toBe(404);
    expect((await copy("abc")).status).toBe(404);
    expect(await db.post.count({ where: { content: "Mine alone" } })).toBe(1);
  });
});
