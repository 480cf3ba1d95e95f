// Instagram's metrics and every channel's followers, as Insights reads them, on PGlite and on PostgreSQL, against the
// Graph doubles of Facebook and Instagram over HTTP: Instagram's names mapped to Postloom's, its counts when the login
// gave no insights permission, and the followers of each connection counted once a day where its channel says.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { encrypt } from "@/lib/crypto/encryption";
import { createGraphUsage } from "@/lib/channels/facebook/graph-usage";
import { readDueFollowers } from "@/lib/insights/read-followers";
import { readDueMetrics } from "@/lib/insights/read-metrics";
import type { GraphDouble } from "../support/facebook-graph-double";
import type { InstagramDouble } from "../support/instagram-graph-double";
import { createConnectedUser, IG_ACCOUNT, resetPublishing, startInstagramPublishingDoubles } from "../support/publishing";

let graph: GraphDouble;
let ig: InstagramDouble;
let clients: {
  facebook: Awaited<ReturnType<typeof startInstagramPublishingDoubles>>["facebook"];
  instagram: Awaited<ReturnType<typeof startInstagramPublishingDoubles>>["instagram"];
};

beforeAll(async () => {
  const doubles = await startInstagramPublishingDoubles();
  ({ graph, ig } = doubles);
  clients = { facebook: doubles.facebook, instagram: doubles.instagram };
});
afterEach(async () => {
  ig.reset();
  await resetPublishing(graph);
  await db.socialConnection.deleteMany({});
});
afterAll(async () => {
  await ig.stop();
  await graph.stop();
});

const HOUR = 3_600_000;
const usage = () => createGraphUsage();

/** A user with page 1001 and its Instagram account connected. */
async function withInstagram() {
  const user = await createConnectedUser(graph, "insights");
  const instagram = await db.socialConnection.create({
    data: {
      userId: user.id,
      platform: "INSTAGRAM",
      accountId: IG_ACCOUNT,
      accountName: "cornerbakery",
      pageId: "1001",
      accessToken: encrypt(graph.pageToken("1001")),
    },
  });
  return { user, instagram };
}

/** A post on the Instagram double, delivered there by Postloom `hoursAgo` hours ago. */
async function deliveredToInstagram(userId: string, connectionId: number, caption: string, hoursAgo: number) {
  const id = `m${900 + ig.media.length}`;
  ig.media.push({
    id,
    accountId: IG_ACCOUNT,
    caption,
    altText: null,
    image: { format: "jpeg", width: 1080, height: 1080 } as never,
    timestamp: Date.now() - hoursAgo * HOUR,
    permalink: `https://www.instagram.com/p/${id}/`,
  });
  const deliveredAt = new Date(Date.now() - hoursAgo * HOUR);
  const post = await db.post.create({
    data: {
      userId,
      content: caption,
      status: "PUBLISHED",
      publishedAt: deliveredAt,
      platforms: { create: { platform: "INSTAGRAM", connectionId, status: "SUCCESS", externalPostId: id, pageId: "1001", deliveredAt } },
    },
    include: { platforms: true },
  });
  return post.platforms[0]!;
}

describe("Instagram's metrics", () => {
  it("are read from the media's insights, in Postloom's names: likes as reactions, saved as saves", async () => {
    const { user, instagram } = await withInstagram();
    const caption = "Three ways to keep a loaf fresh: a tip from our bakers.";
    const target = await deliveredToInstagram(user.id, instagram.id, caption, 2);
    expect(await readDueMetrics({ ...clients, usage: usage() })).toBe(1);
    const n = caption.length;
    expect(await db.metricReading.findUniqueOrThrow({ where: { targetId_checkpoint: { targetId: target.id, checkpoint: "HOUR_1" } } })).toMatchObject({
      reach: n * 5,
      reactions: n % 40,
      comments: n % 9,
      saves: n % 6,
      shares: n % 4,
      views: n * 8,
      clicks: null,
    });
    const asked = ig.requests.find((request) => request.path.endsWith("/insights"))!;
    expect(asked.params.get("metric")).toBe("reach,likes,comments,saved,shares,views");
  });

  it("without the insights permission, are the media's like and comment counts", async () => {
    const { user, instagram } = await withInstagram();
    ig.settings.insightsGranted = false;
    const caption = "Open till six today.";
    const target = await deliveredToInstagram(user.id, instagram.id, caption, 2);
    expect(await readDueMetrics({ ...clients, usage: usage() })).toBe(1);
    expect(await db.metricReading.findUniqueOrThrow({ where: { targetId_checkpoint: { targetId: target.id, checkpoint: "HOUR_1" } } })).toMatchObject({
      reach: null,
      reactions: caption.length % 40,
      comments: caption.length % 9,
      saves: null,
    });
  });
});

describe("a connection's followers", () => {
  it("are counted as it is connected and then once a day, by the day; a channel that does not say is never asked", async () => {
    const { user, instagram } = await withInstagram();
    const page = await db.socialConnection.findFirstOrThrow({ where: { userId: user.id, platform: "FACEBOOK" } });
    const google = await db.socialConnection.create({
      data: {
        userId: user.id,
        platform: "GOOGLE_BUSINESS",
        accountId: "locations/1",
        accountName: "Corner Bakery",
        pageId: "locations/1",
        accessToken: encrypt("t"),
      },
    });
    for (const connection of [page, instagram, google]) expect(connection.followersDueAt).toBeInstanceOf(Date);

    const now = new Date(Date.now() + 60_000);
    expect(await readDueFollowers({ ...clients, usage: usage(), now })).toBe(3);
    const counts = await db.followerCount.findMany({ orderBy: { connectionId: "asc" } });
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    // The double makes a count up from the account's id.
    expect(counts).toEqual([
      { connectionId: page.id, day: today, followers: 1_000 + (1001 % 997) },
      { connectionId: instagram.id, day: today, followers: 1_000 + (Number(IG_ACCOUNT.slice(-4)) % 997) },
    ]);
    const due = async (id: number) => (await db.socialConnection.findUniqueOrThrow({ where: { id } })).followersDueAt;
    expect(await due(page.id)).toEqual(new Date(now.getTime() + 24 * HOUR));
    expect(await due(google.id)).toBeNull();

    // Counted again the next day: a row of its own.
    expect(await readDueFollowers({ ...clients, usage: usage(), now: new Date(now.getTime() + 12 * HOUR) })).toBe(0);
    expect(await readDueFollowers({ ...clients, usage: usage(), now: new Date(now.getTime() + 24 * HOUR) })).toBe(2);
    expect(await db.followerCount.count({ where: { connectionId: page.id } })).toBe(2);
  });
});
