// Four weeks of delivered posts with their figures, for the Insights page's browser tests: what the background reads
// would have kept by now (each target's latest figures), written straight to the stack's database.
import type { Page } from "@playwright/test";
import type { Platform } from "../../../lib/generated/prisma/client";
import { expect, testDb, userIdOf } from "./fixtures";

const HOUR = 3_600_000;

/**
 * The last four weeks' posts (UTC, the fixture brand's zone): tips on Tuesdays and Thursdays at 9 am, which do well,
 * and offers on Mondays, Wednesdays and Saturdays at 6 pm, which do less well (the median post is an offer), alternating Facebook and Instagram; and Facebook's
 * followers counted before and during the range. Returns how many posts went out, and how many to Instagram.
 */
export async function arrangeInsights(email: string) {
  const db = testDb();
  const userId = await userIdOf(email);
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  let posts = 0;
  let instagram = 0;
  for (let daysAgo = 27; daysAgo >= 1; daysAgo--) {
    const day = new Date(today.getTime() - daysAgo * 24 * HOUR);
    const weekday = day.getUTCDay();
    const tip = weekday === 2 || weekday === 4;
    if (!tip && weekday !== 1 && weekday !== 3 && weekday !== 6) continue;
    const deliveredAt = new Date(day.getTime() + (tip ? 9 : 18) * HOUR);
    const platform: Platform = posts % 2 === 0 ? "FACEBOOK" : "INSTAGRAM";
    const engagement = tip ? 45 + (daysAgo % 5) : 14 + (daysAgo % 3);
    const post = await db.post.create({
      data: {
        userId,
        content: tip
          ? `Tip ${daysAgo}: keep your sourdough starter in the fridge between bakes.`
          : `Offer ${daysAgo}: two loaves for the price of one this Friday.`,
        status: "PUBLISHED",
        publishedAt: deliveredAt,
        platforms: { create: { platform, status: "SUCCESS", externalPostId: `insights-${daysAgo}-${userId}`, deliveredAt } },
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
    posts += 1;
    if (platform === "INSTAGRAM") instagram += 1;
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
  return { posts, instagram };
}

/** Scrolls to each of the Insights page's charts in turn, as an owner reading it would, and waits for it to be drawn. */
export async function scrollThroughCharts(page: Page) {
  for (const title of ["Reach and engagement over time", "By kind of post", "By channel"]) {
    const card = page.locator("[data-slot=card]", { has: page.getByRole("heading", { name: title }) });
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator(".recharts-surface")).toBeVisible();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
