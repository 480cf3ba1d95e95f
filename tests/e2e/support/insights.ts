// Four weeks of delivered posts with their figures, for the Insights page's browser tests: what the background reads
// would have kept by now (each target's latest figures), written straight to the stack's database.
import type { Platform } from "../../../lib/generated/prisma/client";
import { testDb, userIdOf } from "./fixtures";

const HOUR = 3_600_000;

/**
 * 20 posts over the last 27 days (UTC, the fixture brand's zone), alternating Facebook and Instagram: tips at 9 am do
 * well, offers at 6 pm less so; and Facebook's followers counted before and during the range.
 */
export async function arrangeInsights(email: string) {
  const db = testDb();
  const userId = await userIdOf(email);
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  for (let index = 0; index < 20; index++) {
    const tip = index % 2 === 0;
    const deliveredAt = new Date(today.getTime() - (26 - index) * 24 * HOUR + (tip ? 9 : 18) * HOUR);
    const platform: Platform = index % 4 < 2 ? "FACEBOOK" : "INSTAGRAM";
    const engagement = tip ? 40 + index : 15 + (index % 3);
    const post = await db.post.create({
      data: {
        userId,
        content: tip
          ? `Tip ${index}: keep your sourdough starter in the fridge between bakes.`
          : `Offer ${index}: two loaves for the price of one this Friday.`,
        status: "PUBLISHED",
        publishedAt: deliveredAt,
        platforms: { create: { platform, status: "SUCCESS", externalPostId: `insights-${index}-${userId}`, deliveredAt } },
      },
      include: { platforms: true },
    });
    await db.postInsight.create({
      data: {
        targetId: post.platforms[0]!.id,
        userId,
        postId: post.id,
        platform,
        deliveredAt,
        kind: tip ? "TIP" : "OFFER",
        checkpoint: "DAY_7",
        reach: engagement * 12,
        reactions: engagement,
        engagement,
      },
    });
  }
  const page = await db.socialConnection.create({
    data: {
      userId,
      platform: "FACEBOOK",
      accountId: `insights-${userId}`,
      accountName: "Harbour Light Coffee",
      pageId: `insights-${userId}`,
      accessToken: "x",
    },
  });
  for (const [daysAgo, followers] of [
    [40, 1_150],
    [28, 1_200],
    [1, 1_264],
  ] as const) {
    await db.followerCount.create({ data: { connectionId: page.id, day: new Date(today.getTime() - daysAgo * 24 * HOUR), followers } });
  }
  return userId;
}
