// Calendar test data: a brand in Lisbon and posts placed by their wall time there; dragging as a person does.
import type { Locator, Page } from "@playwright/test";
import { resolveWallTime } from "../../../lib/time/zoned-time";
import { testDb, userIdOf } from "./fixtures";

export const ZONE = "Europe/Lisbon";

/** The instant of a wall time in Lisbon. */
export function lisbon(date: string, time: string): Date {
  const resolved = resolveWallTime({ date, time }, ZONE);
  if (resolved.kind !== "exact") throw new Error(`${date} ${time} is not one instant in ${ZONE}`);
  return resolved.at;
}

/** Today's date in Lisbon plus `days`, as yyyy-MM-dd. */
export function lisbonDay(days = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** The first day of the month after this one in Lisbon, as yyyy-MM-dd. */
export function nextMonthDay(day: number): string {
  const [year, month] = lisbonDay().split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, day));
  return next.toISOString().slice(0, 10);
}

/** Drags with the mouse, in steps, as a person does (dnd-kit starts a drag after 6 px). */
export async function drag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + 20, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + 40, start.y + start.height / 2, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 15 });
  await page.mouse.up();
}

/** The user's brand moved to Lisbon, with their Facebook Page as the posts' target. */
export async function arrangeLisbonBrand(email: string) {
  const userId = await userIdOf(email);
  await testDb().businessProfile.update({ where: { userId }, data: { timeZone: ZONE } });
  return userId;
}

type Status = "SCHEDULED" | "PUBLISHED" | "PARTLY_PUBLISHED" | "FAILED" | "UNCONFIRMED";
const DELIVERY: Record<Status, "PENDING" | "SUCCESS" | "FAILED" | "UNCONFIRMED"> = {
  SCHEDULED: "PENDING",
  PUBLISHED: "SUCCESS",
  PARTLY_PUBLISHED: "FAILED",
  FAILED: "FAILED",
  UNCONFIRMED: "UNCONFIRMED",
};

/** A post with a date, delivered (or due) to the user's default page. */
export async function datedPost(userId: string, content: string, status: Status, at: Date) {
  const page = await testDb().socialConnection.findFirstOrThrow({ where: { userId, platform: "FACEBOOK", isDefault: true } });
  return testDb().post.create({
    data: {
      userId,
      content,
      status,
      scheduledTime: at,
      publishedAt: status === "PUBLISHED" || status === "PARTLY_PUBLISHED" ? at : null,
      platforms: { create: { platform: "FACEBOOK", connectionId: page.id, accountName: page.accountName, status: DELIVERY[status] } },
    },
  });
}
