// The health check right before a scheduled delivery, on PGlite and on PostgreSQL, against the Graph double: a
// connection Meta says needs reconnecting fails fast with the reason, without a publish call, and its owner is
// told; a connection checked within the hour is not checked again; a burst of deliveries to one connection, in
// one runner or two at once, checks it once; when Meta can't be asked, the post goes out as before.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { deliveryMessages } from "@/lib/publishing/delivery-policy";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { FRESH_FOR_DELIVERY_MS } from "@/lib/social/check-connections";
import type { GraphDouble } from "../support/facebook-graph-double";
import { createConnectedUser, createScheduledPost, deliveryOf, graphApiFor, resetPublishing, startPublishingDouble } from "../support/publishing";

let graph: GraphDouble;
let facebook: ReturnType<typeof graphApiFor>;

beforeAll(async () => ({ graph, facebook } = await startPublishingDouble()));
afterEach(() => resetPublishing(graph));
afterAll(() => graph.stop());

const ago = (ms: number) => new Date(Date.now() - ms);
const asked = (path: string) => graph.requests.filter((r) => r.path === path).length;
const connectedUser = () => createConnectedUser(graph, "pre-check");
const connectionOf = (userId: string) => db.socialConnection.findFirstOrThrow({ where: { userId } });

async function drain(runner: string, options: { batchSize?: number; now?: () => Date } = {}) {
  let delivered = 0;
  for (;;) {
    const reports = await runDuePosts(runner, { batchSize: options.batchSize ?? 20, facebook, now: options.now });
    if (reports.length === 0) return delivered;
    delivered += reports.length;
  }
}

describe("checked right before a scheduled delivery", () => {
  it("a token revoked in Meta fails the post with the reason, without a publish call, and the owner is told", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, ago(1_000));
    graph.setTokenInfo(graph.pageToken("1001"), { is_valid: false, scopes: [], error: { code: 190, subcode: 460, message: "Password changed" } });

    expect(await drain("w-revoked")).toBe(1);
    expect(await deliveryOf(post.id)).toMatchObject({
      status: "FAILED",
      attempts: 0,
      errorMessage: deliveryMessages("FACEBOOK").reconnect("Your Facebook password changed"),
    });
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("FAILED");
    // Only debug_token was asked: no read of the page with a dead token, no publish call.
    expect(graph.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["GET /debug_token"]);
    expect(graph.posts).toHaveLength(0);
    expect(await connectionOf(user.id)).toMatchObject({ health: "NEEDS_RECONNECT", healthReason: "Your Facebook password changed." });
    // The connection that needs reconnecting (raised by the check), and the failed post.
    expect((await listNotifications(user.id)).notifications.map((n) => [n.kind, n.title]).sort()).toEqual([
      ["CONNECTION_RECONNECT", "Test Page needs reconnecting"],
      ["POST_FAILED", "A scheduled post didn't go out"],
    ]);
  });

  it("a burst to one connection checks it once, and a fresh check is not repeated within the hour", async () => {
    const user = await connectedUser();
    for (let i = 0; i < 6; i++) await createScheduledPost(user.id, ago(5_000 - i), `Burst ${i}`);
    expect(await drain("w-burst", { batchSize: 4 })).toBe(6);
    expect(asked("/debug_token")).toBe(1);
    expect(asked("/1001")).toBe(1);
    expect(graph.posts).toHaveLength(6);
    const checkedAt = (await connectionOf(user.id)).healthCheckedAt!;
    expect(Date.now() - checkedAt.getTime()).toBeLessThan(60_000);

    // Within the hour: delivered without a check.
    await createScheduledPost(user.id, ago(1_000), "Fresh");
    const inside = () => new Date(checkedAt.getTime() + FRESH_FOR_DELIVERY_MS - 60_000);
    expect(await drain("w-burst", { now: inside })).toBe(1);
    expect(asked("/debug_token")).toBe(1);

    // Past it: checked again, once.
    await createScheduledPost(user.id, ago(1_000), "Stale");
    await createScheduledPost(user.id, ago(1_000), "Stale too");
    const past = () => new Date(checkedAt.getTime() + FRESH_FOR_DELIVERY_MS + 60_000);
    expect(await drain("w-burst", { now: past })).toBe(2);
    expect(asked("/debug_token")).toBe(2);
    expect(graph.posts).toHaveLength(9);
  });

  it("two runners at once check the connection once", async () => {
    const user = await connectedUser();
    for (let i = 0; i < 12; i++) await createScheduledPost(user.id, ago(5_000 - i), `Two runners ${i}`);
    graph.setIntercept((r) => (r.path === "/debug_token" ? { delayMs: 100 } : undefined));
    const [a, b] = await Promise.all([drain("runner-a", { batchSize: 3 }), drain("runner-b", { batchSize: 3 })]);
    expect(a + b).toBe(12);
    expect(asked("/debug_token")).toBe(1);
    expect(graph.posts).toHaveLength(12);
  });

  it("when Meta can't be asked, the post goes out as it would have", async () => {
    const user = await connectedUser();
    const post = await createScheduledPost(user.id, ago(1_000));
    graph.setIntercept((r) => (r.path === "/debug_token" ? { reply: { status: 503, raw: "Service Unavailable" } } : undefined));
    expect(await drain("w-unasked")).toBe(1);
    expect(await deliveryOf(post.id)).toMatchObject({ status: "SUCCESS", attempts: 1 });
    expect((await connectionOf(user.id)).health).toBe("HEALTHY");
  });

  it("a connection checked within the hour is not checked again", async () => {
    const user = await connectedUser();
    await db.socialConnection.updateMany({ where: { userId: user.id }, data: { healthCheckedAt: ago(10 * 60_000) } });
    // debug_token would now say revoked, but Meta is not asked again so soon: the delivery goes ahead.
    graph.setTokenInfo(graph.pageToken("1001"), { is_valid: false, scopes: [], error: { code: 190, subcode: 460, message: "Password changed" } });
    const post = await createScheduledPost(user.id, ago(1_000));
    expect(await drain("w-fresh")).toBe(1);
    expect(asked("/debug_token")).toBe(0);
    expect(await deliveryOf(post.id)).toMatchObject({ status: "SUCCESS", attempts: 1 });
  });
});
