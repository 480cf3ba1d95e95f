// "Post Now", "Mark as published", schedule, cancel and delete, through the services, with the
// production Graph client against the local double.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { cancelSchedule } from "@/lib/publishing/cancel-schedule";
import { deletePost } from "@/lib/publishing/delete-post";
import { publishPost } from "@/lib/publishing/publish-post";
import { schedulePost } from "@/lib/publishing/schedule-post";
import { publishSchema, scheduleSchema } from "@/lib/publishing/schemas";
import { graphErrorBody, type GraphDouble } from "../support/facebook-graph-double";
import { createConnectedUser, createPost, deliveryOf, graphApiFor, noSleep, startPublishingDouble } from "../support/publishing";
import { createUser } from "../support/session";

let graph: GraphDouble;
let facebook: ReturnType<typeof graphApiFor>;

beforeAll(async () => ({ graph, facebook } = await startPublishingDouble()));
afterEach(() => graph.reset());
afterAll(() => graph.stop());

const deps = () => ({ facebook, sleep: noSleep });
const input = (raw: unknown) => publishSchema.parse(raw);

const connectedUser = () => createConnectedUser(graph, undefined, "Corner Bakery");

describe("mark as published (no platform)", () => {
  it("marks the post PUBLISHED and sends nothing", async () => {
    const user = await connectedUser();
    const post = await createPost(user.id, "Old text");
    const view = await publishPost(user.id, input({ postID: post.id, postContent: "Edited text" }), deps());
    expect(view).toMatchObject({ id: post.id, content: "Edited text", status: "PUBLISHED", postPlatforms: [] });
    expect(view.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(graph.requests).toHaveLength(0);
  });

  it("creates the post first (cost 0) for text typed without generating", async () => {
    const user = await createUser();
    const view = await publishPost(user.id, input({ postContent: "  Typed by hand  " }), deps());
    expect(view).toMatchObject({ content: "Typed by hand", status: "PUBLISHED", cost: 0 });
    expect(await db.post.count({ where: { userId: user.id } })).toBe(1);
  });

  it("another user's post answers 404", async () => {
    const owner = await createUser();
    const post = await createPost(owner.id);
    const intruder = await createUser();
    await expect(publishPost(intruder.id, input({ postID: post.id, postContent: "Mine now" }), deps())).rejects.toMatchObject({
      code: "NOT_FOUND",
      status: 404,
    });
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("GENERATED");
  });
});

describe("post now", () => {
  it("publishes to the page, keeps Facebook's post id, and marks the post PUBLISHED", async () => {
    const user = await connectedUser();
    const post = await createPost(user.id);
    const view = await publishPost(
      user.id,
      input({ postID: post.id, postContent: "Croissants are back! https://bakery.test/menu.", platforms: ["FACEBOOK"] }),
      deps(),
    );
    expect(graph.posts).toHaveLength(1);
    expect(graph.posts[0]).toMatchObject({
      pageId: "1001",
      kind: "feed",
      message: "Croissants are back! https://bakery.test/menu.",
      link: "https://bakery.test/menu",
    });
    expect(view.status).toBe("PUBLISHED");
    expect(view.postPlatforms).toEqual([
      expect.objectContaining({ platform: "FACEBOOK", status: "SUCCESS", externalPostId: graph.posts[0]!.id, errorMessage: null }),
    ]);
    expect((await deliveryOf(post.id)).pageId).toBe("1001");
  });

  it("uploads the post's image as a photo", async () => {
    const user = await connectedUser();
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 9, 8, 7]);
    const image = await db.generatedImage.create({ data: { userId: user.id, contentType: "image/png", data: bytes } });
    const post = await createPost(user.id, "With a picture", { imageId: image.id });
    await publishPost(user.id, input({ postID: post.id, postContent: "With a picture", platforms: ["FACEBOOK"] }), deps());
    expect(graph.posts[0]).toMatchObject({ kind: "photo", message: "With a picture" });
    expect(graph.posts[0]!.image!.bytes.equals(bytes)).toBe(true);
  });

  it("a rejected post answers 400 with Facebook's message; the delivery and the post are FAILED", async () => {
    const user = await connectedUser();
    const post = await createPost(user.id);
    graph.setIntercept((r) => (r.method === "POST" ? { reply: { status: 400, body: graphErrorBody(506, "Duplicate status message") } } : undefined));
    const error = await publishPost(user.id, input({ postID: post.id, postContent: "Same again", platforms: ["FACEBOOK"] }), deps()).catch((e) => e);
    expect(error).toMatchObject({ code: "BAD_REQUEST", status: 400, message: "Facebook rejected this post: Duplicate status message" });
    expect(error.details.post.postPlatforms[0]).toMatchObject({ status: "FAILED", errorMessage: "Facebook rejected this post: Duplicate status message" });
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("FAILED");
    expect((await deliveryOf(post.id)).attempts).toBe(1);
  });

  it("retries a rate limit inside the request, then succeeds", async () => {
    const user = await connectedUser();
    const post = await createPost(user.id);
    let calls = 0;
    graph.setIntercept((r) =>
      r.method === "POST" && ++calls <= 2
        ? { reply: { status: 400, body: graphErrorBody(613, "Calls to this api have exceeded the rate limit.") } }
        : undefined,
    );
    const view = await publishPost(user.id, input({ postID: post.id, postContent: "Busy day", platforms: ["FACEBOOK"] }), deps());
    expect(view.postPlatforms[0]!.status).toBe("SUCCESS");
    expect((await deliveryOf(post.id)).attempts).toBe(3);
    expect(graph.posts).toHaveLength(1);
  });

  it("stops after five rate-limited attempts and answers 503", async () => {
    const user = await connectedUser();
    const post = await createPost(user.id);
    graph.setIntercept((r) =>
      r.method === "POST" ? { reply: { status: 400, body: graphErrorBody(4, "(#4) Application request limit reached") } } : undefined,
    );
    const error = await publishPost(user.id, input({ postID: post.id, postContent: "Busy", platforms: ["FACEBOOK"] }), deps()).catch((e) => e);
    expect(error).toMatchObject({ code: "SERVICE_UNAVAILABLE", status: 503 });
    const delivery = await deliveryOf(post.id);
    expect(delivery).toMatchObject({ status: "FAILED", attempts: 5 });
    expect(delivery.errorMessage).toContain("after 5 attempts");
  });

  it("a revoked token marks the connection for reconnecting, answers 409, and later posts are refused without calling Facebook", async () => {
    const user = await connectedUser();
    const post = await createPost(user.id);
    graph.setIntercept((r) =>
      r.method === "POST"
        ? {
            reply: {
              status: 400,
              body: graphErrorBody(190, "Error validating access token: The user has not authorized application.", { error_subcode: 458 }),
            },
          }
        : undefined,
    );
    const error = await publishPost(user.id, input({ postID: post.id, postContent: "Hello", platforms: ["FACEBOOK"] }), deps()).catch((e) => e);
    expect(error).toMatchObject({ code: "CONFLICT", status: 409 });
    expect(error.message).toContain("Reconnect Facebook on the dashboard");
    expect((await db.socialConnection.findFirstOrThrow({ where: { userId: user.id } })).health).toBe("NEEDS_RECONNECT");

    graph.reset();
    const next = await createPost(user.id);
    await expect(publishPost(user.id, input({ postID: next.id, postContent: "Again", platforms: ["FACEBOOK"] }), deps())).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(graph.requests).toHaveLength(0);
  });

  it("an answer lost after Facebook took the post is UNCONFIRMED, and the post is not sent again", async () => {
    const user = await connectedUser();
    const post = await createPost(user.id);
    graph.setIntercept((r) => (r.method === "POST" ? { acceptThen: "drop" } : undefined));
    const error = await publishPost(user.id, input({ postID: post.id, postContent: "Maybe", platforms: ["FACEBOOK"] }), deps()).catch((e) => e);
    expect(error).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(await deliveryOf(post.id)).toMatchObject({ status: "UNCONFIRMED", attempts: 1 });
    expect((await deliveryOf(post.id)).errorMessage).toContain("We're checking your page");
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("UNCONFIRMED");
    expect(graph.posts).toHaveLength(1);

    graph.setIntercept(undefined);
    await expect(publishPost(user.id, input({ postID: post.id, postContent: "Maybe", platforms: ["FACEBOOK"] }), deps())).rejects.toMatchObject({
      code: "CONFLICT",
    });
    expect(graph.posts).toHaveLength(1);
  });

  it("a post already on Facebook is never sent twice", async () => {
    const user = await connectedUser();
    const post = await createPost(user.id);
    await publishPost(user.id, input({ postID: post.id, postContent: "Once", platforms: ["FACEBOOK"] }), deps());
    await expect(publishPost(user.id, input({ postID: post.id, postContent: "Once", platforms: ["FACEBOOK"] }), deps())).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This post is already published on Facebook.",
    });
    // Marking it published again is refused too, saying where it is.
    await expect(publishPost(user.id, input({ postID: post.id, postContent: "Once", platforms: [] }), deps())).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This post is already published on Facebook.",
    });
    expect(graph.posts).toHaveLength(1);
  });

  it("a post marked as published cannot be marked again", async () => {
    const user = await connectedUser();
    const post = await createPost(user.id);
    await publishPost(user.id, input({ postID: post.id, postContent: "Done", platforms: [] }), deps());
    await expect(publishPost(user.id, input({ postID: post.id, postContent: "Done", platforms: [] }), deps())).rejects.toMatchObject({
      code: "CONFLICT",
      message: "This post is already marked as published.",
    });
  });

  it("two simultaneous Post Now requests for one post send it once", async () => {
    const user = await connectedUser();
    const post = await createPost(user.id);
    graph.setIntercept((r) => (r.method === "POST" ? { delayMs: 200 } : undefined));
    const results = await Promise.allSettled(
      [0, 1].map(() => publishPost(user.id, input({ postID: post.id, postContent: "Race", platforms: ["FACEBOOK"] }), deps())),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "CONFLICT" } });
    expect(graph.posts).toHaveLength(1);
  });

  it("refuses when Facebook is not connected, before saving anything", async () => {
    const user = await createUser();
    await expect(publishPost(user.id, input({ postContent: "Nowhere to go", platforms: ["FACEBOOK"] }), deps())).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Facebook isn't connected. Connect it on the dashboard, then post again.",
    });
    expect(await db.post.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("schedule, cancel, delete", () => {
  const inOneHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

  it("stores SCHEDULED with the time in UTC and a pending delivery; sends nothing now", async () => {
    const user = await connectedUser();
    const post = await createPost(user.id);
    const view = await schedulePost(
      user.id,
      scheduleSchema.parse({ postID: post.id, postContent: "Later", platforms: ["FACEBOOK"], scheduledAt: "2099-01-02T15:30:00+02:00" }),
      () => new Date("2098-06-01T00:00:00Z"),
    );
    expect(view.status).toBe("SCHEDULED");
    expect(view.scheduledTime).toBe("2099-01-02T13:30:00.000Z");
    expect(view.postPlatforms).toEqual([expect.objectContaining({ platform: "FACEBOOK", status: "PENDING" })]);
    const [row] = await db.$queryRaw<{ t: string }[]>`SELECT "scheduledTime"::text AS t FROM "Post" WHERE id = ${post.id}`;
    expect(row!.t).toBe("2099-01-02 13:30:00");
    expect(graph.requests).toHaveLength(0);
  });

  it("requires a future time and a platform, with the spec's messages", async () => {
    expect(scheduleSchema.safeParse({ postContent: "x", platforms: [], scheduledAt: inOneHour() }).error?.issues[0]?.message).toBe(
      "Please select at least one platform for scheduling",
    );
    expect(scheduleSchema.safeParse({ postContent: "x", platforms: ["FACEBOOK"], scheduledAt: "tomorrow" }).error?.issues[0]?.message).toBe(
      "Please select a valid future date and time for scheduling",
    );
    const user = await connectedUser();
    await expect(
      schedulePost(user.id, scheduleSchema.parse({ postContent: "x", platforms: ["FACEBOOK"], scheduledAt: new Date(Date.now() - 1000).toISOString() })),
    ).rejects.toMatchObject({ code: "VALIDATION_ERROR", message: "Please select a valid future date and time for scheduling" });
  });

  it("cancel puts the post back to GENERATED and removes the pending delivery", async () => {
    const user = await connectedUser();
    const view = await schedulePost(user.id, scheduleSchema.parse({ postContent: "Typed and scheduled", platforms: ["FACEBOOK"], scheduledAt: inOneHour() }));
    expect(view.cost).toBe(0);
    const cancelled = await cancelSchedule(user.id, view.id);
    expect(cancelled).toMatchObject({ status: "GENERATED", scheduledTime: null, postPlatforms: [] });
    await expect(cancelSchedule(user.id, view.id)).rejects.toMatchObject({ code: "CONFLICT", message: "This post isn't scheduled." });
  });

  it("cancel and delete of another user's post answer 404", async () => {
    const owner = await connectedUser();
    const view = await schedulePost(owner.id, scheduleSchema.parse({ postContent: "Mine", platforms: ["FACEBOOK"], scheduledAt: inOneHour() }));
    const intruder = await createUser();
    await expect(cancelSchedule(intruder.id, view.id)).rejects.toMatchObject({ status: 404 });
    await expect(deletePost(intruder.id, view.id)).rejects.toMatchObject({ status: 404 });
    expect((await db.post.findUniqueOrThrow({ where: { id: view.id } })).status).toBe("SCHEDULED");
  });

  it("publishing a scheduled post now ends its schedule", async () => {
    const user = await connectedUser();
    const view = await schedulePost(user.id, scheduleSchema.parse({ postContent: "Now instead", platforms: ["FACEBOOK"], scheduledAt: inOneHour() }));
    const now = await publishPost(user.id, input({ postID: view.id, postContent: "Now instead", platforms: ["FACEBOOK"] }), deps());
    expect(now).toMatchObject({ status: "PUBLISHED", scheduledTime: null });
    expect(graph.posts).toHaveLength(1);
  });

  it("delete removes the post and its deliveries", async () => {
    const user = await connectedUser();
    const view = await schedulePost(user.id, scheduleSchema.parse({ postContent: "Bye", platforms: ["FACEBOOK"], scheduledAt: inOneHour() }));
    expect(await deletePost(user.id, view.id)).toEqual({ id: view.id });
    expect(await db.post.findUnique({ where: { id: view.id } })).toBeNull();
    expect(await db.postPlatform.count({ where: { postId: view.id } })).toBe(0);
    await expect(deletePost(user.id, view.id)).rejects.toMatchObject({ status: 404 });
  });
});
