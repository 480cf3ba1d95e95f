// /api/post publish, schedule, cancel and delete route handlers, signed in, with the sandbox Facebook.
import { beforeAll, describe, expect, it } from "vitest";
import { actAs, call, createUser, noParams } from "../support/session";
import { DELETE as deletePost } from "@/app/api/post/[id]/route";
import { POST as publish } from "@/app/api/post/publish/route";
import { DELETE as cancel, POST as schedule } from "@/app/api/post/schedule/route";
import { db } from "@/lib/db";
import { listSandboxPosts } from "@/lib/channels/facebook/sandbox-api";
import { sandboxPagesNamed } from "@/lib/channels/facebook/sandbox-pages";
import { createPost } from "../support/publishing";
import { connectPage, warmUpDatabase } from "../support/users";

beforeAll(warmUpDatabase);

function json(method: string, url: string, body?: unknown) {
  return call(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

const [first] = sandboxPagesNamed(null);
const page = first!.id;

async function signInConnected() {
  const user = await createUser("post-routes");
  await connectPage(user.id, page, `sandbox-page:${user.id}:${page}`, first!.name);
  actAs(user);
  return user;
}

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe("post publishing routes", () => {
  it("Post Now publishes to the sandbox page and answers the post with its delivery", async () => {
    const user = await signInConnected();
    const post = await createPost(user.id, "Draft");
    const reply = await publish(json("POST", "/api/post/publish", { postID: post.id, postContent: "Fresh bagels at 7am", platforms: ["FACEBOOK"] }), noParams);
    expect(reply.status).toBe(200);
    const body = await reply.json();
    expect(body).toMatchObject({ statusCode: "OK", object: { id: post.id, status: "PUBLISHED", content: "Fresh bagels at 7am" } });
    expect(body.object.postPlatforms).toEqual([expect.objectContaining({ platform: "FACEBOOK", status: "SUCCESS", errorMessage: null })]);
    const feed = await listSandboxPosts(user.id, page);
    expect(feed.map((p) => p.message)).toEqual(["Fresh bagels at 7am"]);
    expect(body.object.postPlatforms[0].externalPostId).toBe(`${page}_${feed[0]!.id}`);
  });

  it("without platforms the post is only marked published", async () => {
    const user = await signInConnected();
    const reply = await publish(json("POST", "/api/post/publish", { postContent: "Typed, not generated" }), noParams);
    expect(await reply.json()).toMatchObject({ statusCode: "OK", object: { status: "PUBLISHED", cost: 0, postPlatforms: [] } });
    expect(await listSandboxPosts(user.id, page)).toHaveLength(0);
  });

  it("a failed delivery answers an error envelope and stores the result", async () => {
    const user = await signInConnected();
    // A token Facebook no longer accepts.
    await connectPage(user.id, page, "sandbox-page:someone-else:elsewhere");
    const reply = await publish(json("POST", "/api/post/publish", { postContent: "Will fail", platforms: ["FACEBOOK"] }), noParams);
    expect(reply.status).toBe(409);
    const body = await reply.json();
    expect(body.statusCode).toBe("CONFLICT");
    expect(body.object.post.postPlatforms[0]).toMatchObject({ status: "FAILED" });
    expect(body.object.post.postPlatforms[0].errorMessage).toContain("Reconnect Facebook");
    expect((await db.socialConnection.findFirstOrThrow({ where: { userId: user.id } })).health).toBe("NEEDS_RECONNECT");
  });

  it("schedule stores SCHEDULED in UTC; cancel takes postID as a number", async () => {
    await signInConnected();
    const at = inMinutes(90);
    const scheduled = await (
      await schedule(json("POST", "/api/post/schedule", { postContent: "Later today", platforms: ["FACEBOOK"], scheduledAt: at }), noParams)
    ).json();
    expect(scheduled).toMatchObject({ statusCode: "OK", object: { status: "SCHEDULED", scheduledTime: at } });
    const cancelled = await cancel(json("DELETE", "/api/post/schedule", { postID: scheduled.object.id }), noParams);
    expect(await cancelled.json()).toMatchObject({
      statusCode: "OK",
      message: "Post schedule cancelled successfully",
      object: { status: "GENERATED", scheduledTime: null },
    });
  });

  it("validation failures are 422 with the spec's messages", async () => {
    await signInConnected();
    const cases: [Response | Promise<Response>, number, string?][] = [
      [
        schedule(json("POST", "/api/post/schedule", { postContent: "x", platforms: [], scheduledAt: inMinutes(60) }), noParams),
        422,
        "Please select at least one platform for scheduling",
      ],
      [
        schedule(json("POST", "/api/post/schedule", { postContent: "x", platforms: ["FACEBOOK"], scheduledAt: inMinutes(-5) }), noParams),
        422,
        "Please select a valid future date and time for scheduling",
      ],
      [
        schedule(json("POST", "/api/post/schedule", { postContent: "x", platforms: ["FACEBOOK"], scheduledAt: "next tuesday" }), noParams),
        422,
        "Please select a valid future date and time for scheduling",
      ],
      [publish(json("POST", "/api/post/publish", { postContent: "   " }), noParams), 422, "The post text must not be blank."],
      [publish(json("POST", "/api/post/publish", { postContent: "x", platforms: ["MYSPACE"] }), noParams), 422],
      [publish(json("POST", "/api/post/publish", { postID: "abc", postContent: "x" }), noParams), 422],
      [publish(json("POST", "/api/post/publish", "not json"), noParams), 400],
      [cancel(json("DELETE", "/api/post/schedule", { postID: "12" }), noParams), 422],
      [cancel(json("DELETE", "/api/post/schedule"), noParams), 422],
      // An address that cannot name a post names none.
      [deletePost(json("DELETE", "/api/post/abc"), { params: Promise.resolve({ id: "abc" }) }), 404, "We couldn't find that post."],
      [
        deletePost(json("DELETE", "/api/post/99999999999999999999"), { params: Promise.resolve({ id: "99999999999999999999" }) }),
        404,
        "We couldn't find that post.",
      ],
    ];
    for (const [promise, status, message] of cases) {
      const reply = await promise;
      expect(reply.status).toBe(status);
      if (message) expect((await reply.json()).message).toBe(message);
    }
  });

  it("another user's post is 404 for publish, cancel and delete", async () => {
    const owner = await createUser("owner");
    const post = await createPost(owner.id);
    await signInConnected();
    expect((await publish(json("POST", "/api/post/publish", { postID: post.id, postContent: "x" }), noParams)).status).toBe(404);
    expect((await cancel(json("DELETE", "/api/post/schedule", { postID: post.id }), noParams)).status).toBe(404);
    expect((await deletePost(json("DELETE", `/api/post/${post.id}`), { params: Promise.resolve({ id: String(post.id) }) })).status).toBe(404);
    expect(await db.post.findUnique({ where: { id: post.id } })).not.toBeNull();
  });

  it("delete removes the user's own post", async () => {
    const user = await signInConnected();
    const post = await createPost(user.id);
    const reply = await deletePost(json("DELETE", `/api/post/${post.id}`), { params: Promise.resolve({ id: String(post.id) }) });
    expect(await reply.json()).toEqual({ statusCode: "OK", message: "Post deleted", object: { id: post.id } });
    expect(await db.post.findUnique({ where: { id: post.id } })).toBeNull();
  });

  it("answers 401 without a session", async () => {
    actAs(null);
    expect((await publish(json("POST", "/api/post/publish", { postContent: "x" }), noParams)).status).toBe(401);
  });
});
