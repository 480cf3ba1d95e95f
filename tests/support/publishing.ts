// Helpers for publishing tests: a Graph client pointed at the double, posts made in the database.
import { db } from "@/lib/db";
import type { PostStatus } from "@/lib/generated/prisma/client";
import { createGraphApi } from "@/lib/channels/facebook/graph-api";
import { graphUsage } from "@/lib/channels/facebook/graph-usage";
import { createInstagramGraphApi } from "@/lib/channels/instagram";
import { resetPacing } from "@/lib/publishing/usage-throttle";
import { startGraphDouble, type GraphDouble } from "./facebook-graph-double";
import { startInstagramDouble } from "./instagram-graph-double";
import { createUser } from "./session";
import { connectPage, warmUpDatabase } from "./users";

export function graphApiFor(graph: GraphDouble, timeoutMs = 2_000) {
  return createGraphApi({
    graphUrl: graph.url,
    dialogUrl: "https://facebook.test/dialog",
    appId: graph.appId,
    appSecret: graph.appSecret,
    redirectUri: graph.redirectUri,
    timeoutMs,
  });
}

/** The Graph double and the production client pointed at it, once the test database is warm. */
export async function startPublishingDouble() {
  await warmUpDatabase();
  const graph = await startGraphDouble();
  return { graph, facebook: graphApiFor(graph) };
}

/** The Instagram account linked to the Graph double's page 1001. */
export const IG_ACCOUNT = "17841400000001";

/** The Graph doubles of Facebook and of Instagram (IG_ACCOUNT), and the production clients pointed at them. */
export async function startInstagramPublishingDoubles() {
  const { graph, facebook } = await startPublishingDouble();
  const ig = await startInstagramDouble({ appSecret: graph.appSecret, accounts: { [IG_ACCOUNT]: graph.pageToken("1001") } });
  const instagram = createInstagramGraphApi({ graphUrl: ig.url, appSecret: graph.appSecret, timeoutMs: 5_000 });
  return { graph, facebook, ig, instagram };
}

/** Between tests: a clean double, no posts left behind (runners take any user's due posts), and no usage read. */
export async function resetPublishing(graph: GraphDouble) {
  graph.reset();
  graphUsage().reset();
  resetPacing();
  await db.post.deleteMany({});
}

/** A new user whose Facebook page 1001 is connected, with that page's token from the double. */
export async function createConnectedUser(graph: GraphDouble, prefix?: string, pageName?: string) {
  const user = await createUser(prefix);
  await connectPage(user.id, "1001", graph.pageToken("1001"), pageName);
  return user;
}

export async function createPost(userId: string, content = `Post ${crypto.randomUUID()}`, data: { status?: PostStatus; imageId?: string; cost?: number } = {}) {
  return db.post.create({ data: { userId, content, cost: data.cost ?? 1234, ...data } });
}

/** A scheduled post with a pending delivery to the user's default Facebook Page (if they have one), due at `at`. */
export async function createScheduledPost(userId: string, at: Date, content = `Scheduled ${crypto.randomUUID()}`) {
  const page = await db.socialConnection.findFirst({ where: { userId, platform: "FACEBOOK", isDefault: true }, select: { id: true, accountName: true } });
  return db.post.create({
    data: {
      userId,
      content,
      status: "SCHEDULED",
      scheduledTime: at,
      platforms: { create: { platform: "FACEBOOK", connectionId: page?.id, accountName: page?.accountName } },
    },
  });
}

/** The post's (first) Facebook delivery. */
export async function deliveryOf(postId: number) {
  return db.postPlatform.findFirstOrThrow({ where: { postId, platform: "FACEBOOK" }, orderBy: { id: "asc" } });
}

export const noSleep = async () => {};
