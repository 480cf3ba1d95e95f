// GET /api/post/{id}/engagement, called as a route handler, signed in, with the sandbox Facebook.
import { beforeAll, describe, expect, it } from "vitest";
import { actAs, call, createUser, noParams } from "../support/session";
import { GET as engagement } from "@/app/api/post/[id]/engagement/route";
import { POST as publish } from "@/app/api/post/publish/route";
import { db } from "@/lib/db";
import { listSandboxPosts } from "@/lib/channels/facebook/sandbox-api";
import { sandboxEngagement } from "@/lib/channels/sandbox-shared";
import { sandboxPagesNamed } from "@/lib/channels/facebook/sandbox-pages";
import { createPost } from "../support/publishing";
import { connectPage, warmUpDatabase } from "../support/users";

beforeAll(warmUpDatabase);

const [first] = sandboxPagesNamed(null);
const page = first!.id;

async function getEngagement(id: number | string) {
  const response = await engagement(call(`/api/post/${id}/engagement`), { params: Promise.resolve({ id: String(id) }) });
  return { status: response.status, body: await response.json() };
}

/** A user connected to the first sandbox page, signed in. */
async function signInConnected() {
  const user = await createUser("engagement");
  await connectPage(user.id, page, `sandbox-page:${user.id}:${page}`, first!.name);
  actAs(user);
  return user;
}

/** Publishes through the real route, so the post has a SUCCESS delivery with the sandbox's external id. */
async function publishDelivered(content: string): Promise<number> {
  const reply = await publish(
    call("/api/post/publish", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ postContent: content, platforms: ["FACEBOOK"] }),
    }),
    noParams,
  );
  const body = await reply.json();
  expect(body).toMatchObject({ statusCode: "OK", object: { status: "PUBLISHED", postPlatforms: [{ status: "SUCCESS" }] } });
  return body.object.id;
}

describe("GET /api/post/{id}/engagement", () => {
  it("answers 401 in the envelope without a session", async () => {
    const owner = await createUser("engagement");
    const post = await createPost(owner.id);
    actAs(null);
    const { status, body } = await getEngagement(post.id);
    expect(status).toBe(401);
    expect(body).toMatchObject({ statusCode: "UNAUTHORIZED", object: null });
  });

  it("answers 404 in the envelope for another user's post, even a delivered one", async () => {
    await signInConnected();
    const theirs = await publishDelivered("Someone else's bagels");
    await signInConnected();
    const { status, body } = await getEngagement(theirs);
    expect(status).toBe(404);
    expect(body).toEqual({ statusCode: "NOT_FOUND", message: "We couldn't find that post.", object: null });
  });

  it("answers 404 for a post that does not exist", async () => {
    await signInConnected();
    const { status, body } = await getEngagement(2_000_000_000);
    expect(status).toBe(404);
    expect(body.statusCode).toBe("NOT_FOUND");
  });

  it("answers not available for a post that never reached Facebook", async () => {
    const user = await signInConnected();
    const draft = await createPost(user.id, "Only a draft");
    const failed = await db.post.create({
      data: {
        userId: user.id,
        content: "Refused",
        status: "FAILED",
        platforms: { create: { platform: "FACEBOOK", status: "FAILED", errorMessage: "Facebook said no" } },
      },
    });
    for (const id of [draft.id, failed.id]) {
      const { status, body } = await getEngagement(id);
      expect(status).toBe(200);
      expect(body).toEqual({
        statusCode: "OK",
        message: "OK",
        object: { available: false, reason: "This post has not reached Facebook, Instagram, LinkedIn or Google." },
      });
    }
  });

  it("answers the sandbox page's counts for a delivered post", async () => {
    const user = await signInConnected();
    const id = await publishDelivered("Cinnamon buns are back");
    const [delivered] = await listSandboxPosts(user.id, page);
    // Two days on, the sandbox's figures have grown (and barely move from one second to the next).
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000);
    await db.sandboxFacebookPost.update({ where: { id: delivered!.id }, data: { createdAt: twoDaysAgo } });
    const { status, body } = await getEngagement(id);
    expect(status).toBe(200);
    const { reach, reactions, comments, shares, clicks } = sandboxEngagement(
      { ...delivered!, text: delivered!.message, createdAt: twoDaysAgo },
      new Date(),
      "UTC",
    );
    expect(reactions).toBeGreaterThan(0);
    expect(body).toEqual({
      statusCode: "OK",
      message: "OK",
      object: { available: true, channel: "Facebook", reach, reactions, comments, shares, saves: null, views: null, clicks },
    });
    for (const count of [body.object.reactions, body.object.comments, body.object.shares]) {
      expect(Number.isInteger(count) && count >= 0).toBe(true);
    }
  });
});
