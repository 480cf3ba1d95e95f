// Posts at risk (issue 20, look ahead): scheduled, with a delivery still to make to a page or account that
// can't post until its owner reconnects it. Read from the connections' health as each reply is built, not
// stored: reconnecting (health back to HEALTHY) clears the warning with nothing else to update.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { AT_RISK_HEALTH } from "@/lib/posts/schemas/post";

const UNHEALTHY = Prisma.raw(AT_RISK_HEALTH.map((health) => `'${health}'`).join(", "));

/**
 * A SQL expression: the JSON object (postsAtRiskSchema) of the user's posts at risk among those `posts`
 * picks, a condition on "Post" as `ar_post` (e.g. a range of "calendarAt", or a page's ids), each with its
 * targets that can't post; {} when there are none.
 *
 * It costs one probe of the user's own connections when they are all healthy, as they normally are: the
 * (userId, platform, accountId) index finds the user's few rows, and only when one of them can't post does
 * the CASE run its second sub-select, which reads the posts `posts` picks and their targets by post.
 */
export function postsAtRiskJson(userId: string, posts: Prisma.Sql): Prisma.Sql {
  const cantPost = (c: Prisma.Sql) => Prisma.sql`${c}."userId" = ${userId} AND ${c}."health" IN (${UNHEALTHY})`;
  return Prisma.sql`CASE WHEN EXISTS (SELECT FROM "SocialConnection" ar_any WHERE ${cantPost(Prisma.sql`ar_any`)}) THEN COALESCE((
      SELECT json_object_agg(ar."postId", ar."targets" ORDER BY ar."postId") FROM (
        SELECT ar_target."postId", json_agg(json_build_object('platform', ar_conn."platform", 'accountName', ar_conn."accountName", 'health', ar_conn."health") ORDER BY ar_target."id") AS "targets"
        FROM "Post" ar_post
        JOIN "PostPlatform" ar_target ON ar_target."postId" = ar_post."id" AND ar_target."status" = 'PENDING'::"DeliveryStatus"
        JOIN "SocialConnection" ar_conn ON ar_conn."id" = ar_target."connectionId"
        WHERE ar_post."userId" = ${userId} AND ar_post."status" = 'SCHEDULED'::"PostStatus" AND (${posts}) AND ${cantPost(Prisma.sql`ar_conn`)}
        GROUP BY ar_target."postId"
      ) ar), '{}'::json) ELSE '{}'::json END`;
}
