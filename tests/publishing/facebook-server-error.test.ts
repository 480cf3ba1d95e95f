// A 5xx from Facebook itself (a Graph error body) may come after the post went out, so the delivery
// is left unconfirmed and never sent again; a 5xx from a proxy (no Graph body) is retried.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { publishPost } from "@/lib/publishing/publish-post";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { publishSchema } from "@/lib/publishing/schemas";
import { graphErrorBody, type GraphDouble } from "../support/facebook-graph-double";
import {
  createConnectedUser,
  createPost,
  createScheduledPost,
  deliveryOf,
  graphApiFor,
  noSleep,
  resetPublishing,
  startPublishingDouble,
} from "../support/publishing";

let graph: GraphDouble;
let facebook: ReturnType<typeof graphApiFor>;

beforeAll(async () => ({ graph, facebook } = await startPublishingDouble()));
afterEach(() => resetPublishing(graph));
afterAll(() => graph.stop());

const connectedUser = () => createConnectedUser(graph, "graph-5xx");

const transientError = { status: 500, body: graphErrorBody(2, "An unexpected error has occurred. Please retry your request later.", { is_transient: true }) };

describe("a scheduled post", () => {
  it("answered by Facebook's own 5xx is UNCONFIRMED and never sent again", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, new Date(Date.now() - 1_000));
    graph.setIntercept((r) => (r.method === "POST" ? { reply: transientError } : undefined));
    await runDuePosts("w-5xx", { batchSize: 10, facebook });
    const delivery = await deliveryOf(post.id);
    expect(delivery).toMatchObject({ status: "UNCONFIRMED", attempts: 1, nextAttemptAt: null });
    expect(delivery.errorMessage).toContain("We're checking your page");

    // Later passes, even an hour on, leave it alone.
    graph.setIntercept(undefined);
    expect(await runDuePosts("w-5xx-later", { batchSize: 10, facebook, now: () => new Date(Date.now() + 3_600_000) })).toEqual([]);
    expect(graph.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });

  it("answered by a proxy's 503 is retried later", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, new Date(Date.now() - 1_000));
    graph.setIntercept((r) => (r.method === "POST" ? { reply: { status: 503, raw: "<html>Service Unavailable</html>" } } : undefined));
    await runDuePosts("w-503", { batchSize: 10, facebook });
    const delivery = await deliveryOf(post.id);
    expect(delivery).toMatchObject({ status: "PENDING", attempts: 1 });
    expect(delivery.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
  });
});

describe("Post Now", () => {
  it("answered by Facebook's own 5xx is not retried inside the request", async () => {
    const user = await connectedUser();
    const post = await createPost(user.id);
    graph.setIntercept((r) => (r.method === "POST" ? { reply: { status: 500, body: graphErrorBody(1, "An unknown error occurred") } } : undefined));
    const input = publishSchema.parse({ postID: post.id, postContent: "Maybe", platforms: ["FACEBOOK"] });
    await expect(publishPost(user.id, input, { facebook, sleep: noSleep })).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(await deliveryOf(post.id)).toMatchObject({ status: "UNCONFIRMED", attempts: 1 });
    expect(graph.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });
});
