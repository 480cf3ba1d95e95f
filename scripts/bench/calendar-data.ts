// The calendar benchmark's data (scripts/bench/calendar.ts), shared with the test that holds the month's reply
// to its size (tests/calendar/calendar-reply-size.test.ts): a brand in Lisbon with a page and an Instagram
// account, and its posts spread over a month.
import { wallTimeOf } from "../../lib/time/zoned-time";

export const ZONE = "Europe/Lisbon";

/** Runs one SQL statement with $1… parameters: a pg client's query, or Prisma's $executeRawUnsafe. */
export type RunSql = (sql: string, params: unknown[]) => Promise<unknown>;

/** The month measured, as its first day and the first day of the next (yyyy-MM-dd), and its length in days. */
export function benchMonth() {
  const pad = (n: number) => String(n).padStart(2, "0");
  let [year, month] = (process.env.BENCH_MONTH ?? wallTimeOf(new Date(), ZONE).date).split("-").map(Number) as [number, number];
  if (!process.env.BENCH_MONTH) [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  if (!(year > 2000 && month >= 1 && month <= 12)) throw new Error("BENCH_MONTH must be yyyy-MM");
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return { first: `${year}-${pad(month)}-01`, next: `${nextYear}-${pad(nextMonth)}-01`, days: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

export type Month = ReturnType<typeof benchMonth>;

const TEXT =
  "Cinnamon knots are back for autumn! Baked at six every morning with brown butter, cardamom and a whisper of orange zest, " +
  "they rarely last past ten, so come early. Pair one with our new single-origin filter coffee and tell us what you think. " +
  "Open Tuesday to Sunday, 7:00 to 15:00. #bakery #autumn #cinnamonknots #localfood";

/**
 * A user's brand profile in ZONE, a Facebook page and an Instagram account, and `count` dated posts spread over
 * `month` (every day, between 08:00 and 21:00 brand time): half scheduled (pending targets), three in ten
 * published (a fifth of those without a schedule: published at once), one in ten failed, one in ten partly
 * published. A post goes to the page, the account, or both (a partly published post to both).
 */
export async function seedCalendarUser(run: RunSql, userId: string, count: number, month: Month) {
  await run(
    `INSERT INTO "BusinessProfile" ("userId", "businessName", industry, description, "targetAudience", "painPoints", "timeZone", "updatedAt")
     VALUES ($1, 'Crumb & Co', 'food_drink', 'A small bakery baking sourdough and pastries every morning.', 'Neighbours and office workers nearby', 'No time for a proper breakfast', $2, now())`,
    [userId, ZONE],
  );
  // Healthy and checked just now, as most owners' connections are: the server's health round leaves them be.
  // (Left unchecked, the round found their stand-in tokens unreadable and marked them for reconnecting mid-run,
  // and every reply then carried the at-risk warnings of all its listed posts: 0.9 of its statement's 1.1 ms.)
  await run(
    `INSERT INTO "SocialConnection" ("userId", platform, "accountId", "accountName", "pageId", "accessToken", "isDefault", "healthCheckedAt", "updatedAt")
     VALUES ($1, 'FACEBOOK', 'page-' || $1::text, 'Crumb & Co', 'page-' || $1::text, 'bench-unused', true, timezone('UTC', now()), now()),
            ($1, 'INSTAGRAM', 'ig-' || $1::text, 'crumbandco', 'page-' || $1::text, 'bench-unused', true, timezone('UTC', now()), now())`,
    [userId],
  );
  // Timestamps are stored as UTC wall times (timestamp without time zone): a brand wall time goes through ZONE.
  await run(
    `WITH dated AS (
       SELECT g,
              (($2::date + ((g - 1) % $3::int) * interval '1 day' + (8 + ((g - 1) / $3::int) % 13) * interval '1 hour' + ((g * 17) % 60) * interval '1 minute') AT TIME ZONE $4::text) AT TIME ZONE 'UTC' AS at,
              (ARRAY['SCHEDULED','SCHEDULED','SCHEDULED','SCHEDULED','SCHEDULED','PUBLISHED','PUBLISHED','PUBLISHED','FAILED','PARTLY_PUBLISHED'])[1 + g % 10] AS status
       FROM generate_series(1, $5::int) g
     )
     INSERT INTO "Post" ("userId", content, "originalContent", status, "scheduledTime", "publishedAt", cost, writer, "createdAt", "updatedAt")
     SELECT $1, 'Post ' || g || ': ' || $6::text, 'Post ' || g || ': ' || $6::text, status::"PostStatus",
            CASE WHEN status = 'PUBLISHED' AND g % 50 = 5 THEN NULL ELSE at END,
            CASE WHEN status = 'PUBLISHED' AND g % 50 = 5 THEN at WHEN status IN ('PUBLISHED', 'PARTLY_PUBLISHED') THEN at + interval '40 seconds' END,
            100 + g % 400, 'offline', at - interval '3 days', now()
     FROM dated`,
    [userId, month.first, month.days, ZONE, count, TEXT],
  );
  await run(
    `INSERT INTO "PostPlatform" ("postId", platform, "connectionId", "accountName", "pageId", status, attempts, "deliveredAt", "errorMessage", "updatedAt")
     SELECT p.id, s.platform, s.id, s."accountName", s."pageId", d.status::"DeliveryStatus", CASE WHEN d.status = 'PENDING' THEN 0 ELSE 1 END,
            CASE WHEN d.status = 'SUCCESS' THEN p."publishedAt" END, CASE WHEN d.status = 'FAILED' THEN 'The page token has expired.' END, now()
     FROM "Post" p
     JOIN "SocialConnection" s ON s."userId" = p."userId"
     CROSS JOIN LATERAL (SELECT CASE p.status WHEN 'SCHEDULED' THEN 'PENDING' WHEN 'PUBLISHED' THEN 'SUCCESS' WHEN 'FAILED' THEN 'FAILED'
                                               ELSE CASE s.platform WHEN 'FACEBOOK' THEN 'SUCCESS' ELSE 'FAILED' END END AS status) d
     WHERE p."userId" = $1 AND (p."scheduledTime" IS NOT NULL OR p."publishedAt" IS NOT NULL)
       AND (p.status = 'PARTLY_PUBLISHED' OR p.id % 3 = 2 OR (p.id % 3 = 0) = (s.platform = 'FACEBOOK'))`,
    [userId],
  );
}
