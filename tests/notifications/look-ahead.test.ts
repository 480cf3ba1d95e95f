// Looking ahead: a connection revoked with a post due within 72 hours is told to its owner once, naming the
// post and its time in the brand's zone; checks and failed deliveries that find the same state again raise
// nothing more; reconnecting clears it (the alert then says so, and is no longer unread) and the post goes out
// as planned. And the bell's list and read marks.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { FacebookApi } from "@/lib/channels/facebook/types";
import { listNotifications, markNotificationsRead } from "@/lib/notifications/list-notifications";
import { notify } from "@/lib/notifications/notify";
import { recordDeliveryHealth } from "@/lib/social/destination";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { checkConnectionForUser } from "@/lib/social/check-connections";
import { HEALTH_RESTORED, recordHealth } from "@/lib/social/connection-health";
import { disconnectConnectionForUser } from "@/lib/social/disconnect-platform";
import { FacebookError } from "@/lib/channels/facebook";
import type { GraphDouble } from "../support/facebook-graph-double";
import { createConnectedUser, createScheduledPost, deliveryOf, startPublishingDouble } from "../support/publishing";
import { createUser } from "../support/session";

let graph: GraphDouble;
let facebook: FacebookApi;

beforeAll(async () => ({ graph, facebook } = await startPublishingDouble()));
afterEach(() => graph.reset());
afterAll(() => graph.stop());

const HOUR = 3600_000;
const revoke = () =>
  graph.setTokenInfo(graph.pageToken("1001"), { is_valid: false, scopes: [], error: { code: 190, subcode: 460, message: "Password changed" } });

async function lisbonUserWithPost(dueInMs: number, content = "Cinnamon knots are back for autumn, come early") {
  const user = await createConnectedUser(graph, "ahead", "Crumb & Co");
  await db.businessProfile.create({
    data: {
      userId: user.id,
      businessName: "Crumb & Co",
      industry: "other",
      description: "A bakery",
      targetAudience: "Neighbours",
      painPoints: "Time",
      timeZone: "Europe/Lisbon",
    },
  });
  const post = await createScheduledPost(user.id, new Date(Date.now() + dueInMs), content);
  const connection = await db.socialConnection.findFirstOrThrow({ where: { userId: user.id } });
  return { user, post, connection };
}

describe("scheduled posts at risk", () => {
  it("a connection revoked with a post due in 24 hours produces exactly one alert; reconnecting clears it and the post goes out", async () => {
    const { user, post, connection } = await lisbonUserWithPost(24 * HOUR);
    revoke();
    // Found three times over: by 'Check now', by the daily round, by a delivery refused for the same reason.
    await checkConnectionForUser(user.id, connection.id, { facebook });
    await checkConnectionForUser(user.id, connection.id, { facebook });
    await recordDeliveryHealth(user.id, "FACEBOOK", "1001", new FacebookError("reconnect", "Error validating access token", { code: 190, subcode: 460 }));

    const { unread, notifications } = await listNotifications(user.id);
    expect(unread).toBe(1);
    expect(notifications).toEqual([
      expect.objectContaining({ kind: "POSTS_AT_RISK", title: "1 scheduled post to Crumb & Co won't go out", link: "/dashboard#connections", read: false }),
    ]);
    const body = notifications[0]!.body;
    expect(body).toContain("Postloom can't post to Crumb & Co any more. Your Facebook password changed. 1 post is due there in the next 3 days, the first on ");
    expect(body).toMatch(
      /the first on \w+day \d+ \w+ at \d\d:\d\d \(Europe\/Lisbon time\): "Cinnamon knots are back for autumn, come early"\. Reconnect Facebook before then and it goes out as planned\.$/,
    );

    // Reconnected: a fresh token, healthy; the post goes out at its time.
    graph.reset();
    await db.socialConnection.update({ where: { id: connection.id }, data: { ...HEALTH_RESTORED } });
    expect((await checkConnectionForUser(user.id, connection.id, { facebook })).health).toBe("HEALTHY");
    await db.post.update({ where: { id: post.id }, data: { scheduledTime: new Date(Date.now() - 1000) } });
    await runDuePosts("look-ahead", { batchSize: 10, facebook });
    expect((await deliveryOf(post.id)).status).toBe("SUCCESS");
    expect(graph.posts.map((p) => p.message)).toEqual(["Cinnamon knots are back for autumn, come early"]);
    // The alert, never opened, now says its trouble is over and no longer counts as unread.
    const afterReconnect = await listNotifications(user.id);
    expect(afterReconnect.unread).toBe(0);
    expect(afterReconnect.notifications).toEqual([
      expect.objectContaining({ kind: "POSTS_AT_RISK", read: false, resolution: "Crumb & Co is connected and working again." }),
    ]);

    // Revoked again later: a new episode, a new alert.
    await createScheduledPost(user.id, new Date(Date.now() + 2 * HOUR), "Sourdough on Sunday");
    revoke();
    await checkConnectionForUser(user.id, connection.id, { facebook });
    expect((await listNotifications(user.id)).notifications.map((n) => n.kind)).toEqual(["POSTS_AT_RISK", "POSTS_AT_RISK"]);
  });

  it("posts further out than 72 hours are not at risk yet: the alert asks to reconnect without naming them", async () => {
    const { user, connection } = await lisbonUserWithPost(80 * HOUR);
    revoke();
    await checkConnectionForUser(user.id, connection.id, { facebook });
    expect((await listNotifications(user.id)).notifications).toEqual([
      expect.objectContaining({
        kind: "CONNECTION_RECONNECT",
        title: "Crumb & Co needs reconnecting",
        body: "Postloom can't post to Facebook as Crumb & Co any more. Your Facebook password changed. Reconnect Facebook on the dashboard before you schedule posts there.",
      }),
    ]);
  });

  it("access ending within 7 days is told once, as expiring", async () => {
    const { user, connection } = await lisbonUserWithPost(24 * HOUR);
    graph.setTokenInfo(graph.pageToken("1001"), { data_access_expires_at: Math.floor((Date.now() + 3 * 24 * HOUR) / 1000) });
    await checkConnectionForUser(user.id, connection.id, { facebook });
    await checkConnectionForUser(user.id, connection.id, { facebook });
    expect((await listNotifications(user.id)).notifications.map((n) => [n.kind, n.title])).toEqual([
      ["CONNECTION_EXPIRING", "Crumb & Co: Facebook's access ends soon"],
    ]);
  });
});

describe("the bell", () => {
  it("lists the newest first with the unread count; marks some or all read; another user's are neither listed nor marked", async () => {
    const [user, other] = await Promise.all([createUser(), createUser()]);
    const raise = (userId: string, n: number) =>
      notify(userId, { kind: "POST_FAILED", key: `post-failed:${n}`, title: `Post ${n} failed`, body: "Why", link: `/your-posts?post=${n}` });
    for (const n of [1, 2, 3]) expect(await raise(user.id, n)).toBe(true);
    // The same key again (a retried job): nothing new.
    expect(await raise(user.id, 2)).toBe(false);
    expect(await raise(other.id, 9)).toBe(true);
    const list = await listNotifications(user.id);
    expect(list.unread).toBe(3);
    expect(list.notifications.map((n) => n.title)).toEqual(["Post 3 failed", "Post 2 failed", "Post 1 failed"]);

    const theirs = (await listNotifications(other.id)).notifications[0]!.id;
    expect(await markNotificationsRead(user.id, { ids: [list.notifications[0]!.id, theirs] })).toBe(2);
    expect((await listNotifications(other.id)).unread).toBe(1);
    expect(await markNotificationsRead(user.id, { all: true })).toBe(0);
    expect((await listNotifications(user.id)).notifications.every((n) => n.read)).toBe(true);
  });

  it("a notice about a connection follows the connection as it is now: unread while it is in trouble, resolved once it works, and unread again if it is disconnected instead", async () => {
    const user = await createConnectedUser(graph, "live", "Crumb & Co");
    const connection = await db.socialConnection.findFirstOrThrow({ where: { userId: user.id } });
    await notify(user.id, { kind: "POST_FAILED", key: "post-failed:1", title: "Post 1 failed", body: "Why", link: "/your-posts?post=1" });
    await recordHealth({ id: connection.id }, { health: "MISSING_PERMISSION", reason: "Postloom is missing the pages_manage_posts permission." });
    const troubled = await listNotifications(user.id);
    expect(troubled.unread).toBe(2);
    expect(troubled.notifications.map((n) => [n.kind, n.resolution])).toEqual([
      ["CONNECTION_RECONNECT", null],
      ["POST_FAILED", null],
    ]);

    // A check finds the permission granted again.
    await recordHealth({ id: connection.id }, { health: "HEALTHY", reason: null });
    const fixed = await listNotifications(user.id);
    expect(fixed.unread).toBe(1);
    expect(fixed.notifications.map((n) => [n.kind, n.read, n.resolution])).toEqual([
      ["CONNECTION_RECONNECT", false, "Crumb & Co is connected and working again."],
      ["POST_FAILED", false, null],
    ]);
    expect(await markNotificationsRead(user.id, { ids: [fixed.notifications[1]!.id] })).toBe(0);

    // Disconnected instead of fixed, the notice stands: Postloom can't post there.
    await recordHealth({ id: connection.id }, { health: "NEEDS_RECONNECT", reason: "Your Facebook password changed." });
    await disconnectConnectionForUser(user.id, connection.id);
    const gone = await listNotifications(user.id);
    expect(gone.unread).toBe(2);
    expect(gone.notifications.every((n) => n.resolution === null)).toBe(true);
  });
});
