// The workspace's autosave: PATCH /api/post/{id} saves the owner's text into a post that has not gone out;
// POST /api/post keeps text typed without generating as a new post. The writer's own text stays beside it.
import { beforeAll, describe, expect, it } from "vitest";
import { actAs, call, createUser, noParams } from "../support/session";
import { PATCH as savePost } from "@/app/api/post/[id]/route";
import { POST as createPost } from "@/app/api/post/route";
import { db } from "@/lib/db";
import { ALREADY_OUT } from "@/lib/posts/save-post-text";
import { createPost as insertPost } from "../support/publishing";
import { warmUpDatabase } from "../support/users";

beforeAll(warmUpDatabase);

const params = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });
const patch = (id: number | string, body: unknown) =>
  savePost(call(`/api/post/${id}`, { method: "PATCH", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }), params(id));

async function signedIn() {
  const user = await createUser("autosave");
  actAs(user);
  return user;
}

describe("saving the owner's edit", () => {
  it("changes the text and keeps the writer's original beside it", async () => {
    const user = await signedIn();
    const post = await db.post.create({
      data: { userId: user.id, content: "Written by AI.", originalContent: "Written by AI.", writer: "offline", cost: 900 },
    });
    const reply = await patch(post.id, { content: "  Edited by the owner.  " });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({
      statusCode: "OK",
      message: "Saved",
      object: { id: post.id, content: "Edited by the owner.", status: "GENERATED" },
    });
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      content: "Edited by the owner.",
      originalContent: "Written by AI.",
      cost: 900,
    });
  });

  it("saves into a scheduled post, so the edit is what goes out", async () => {
    const user = await signedIn();
    const post = await db.post.create({
      data: {
        userId: user.id,
        content: "Old",
        status: "SCHEDULED",
        scheduledTime: new Date(Date.now() + 3_600_000),
        platforms: { create: { platform: "FACEBOOK" } },
      },
    });
    expect((await patch(post.id, { content: "New" })).status).toBe(200);
    expect(await db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ content: "New", status: "SCHEDULED" });
  });

  it("refuses a post that has gone out with 409, and leaves its text as it was posted", async () => {
    const user = await signedIn();
    const published = await insertPost(user.id, "As posted", { status: "PUBLISHED" });
    const reply = await patch(published.id, { content: "Changed afterwards" });
    expect(reply.status).toBe(409);
    expect(await reply.json()).toMatchObject({ statusCode: "CONFLICT", message: ALREADY_OUT });
    expect((await db.post.findUniqueOrThrow({ where: { id: published.id } })).content).toBe("As posted");
  });

  it("refuses blank text with 422 and another user's post with 404", async () => {
    const user = await signedIn();
    const post = await insertPost(user.id, "Mine");
    expect(await (await patch(post.id, { content: "   " })).json()).toMatchObject({ statusCode: "VALIDATION_ERROR" });
    actAs(await createUser("intruder"));
    expect((await patch(post.id, { content: "Not yours" })).status).toBe(404);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).content).toBe("Mine");
  });
});

describe("text typed without generating", () => {
  it("becomes a new post (cost 0, no original) the workspace can go on saving into", async () => {
    const user = await signedIn();
    const reply = await createPost(
      call("/api/post", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ content: "Typed by hand" }) }),
      noParams,
    );
    expect(reply.status).toBe(201);
    const { object } = await reply.json();
    expect(object).toMatchObject({ content: "Typed by hand", status: "GENERATED", cost: 0 });
    expect(await db.post.findUniqueOrThrow({ where: { id: object.id } })).toMatchObject({ userId: user.id, originalContent: null });
  });
});
