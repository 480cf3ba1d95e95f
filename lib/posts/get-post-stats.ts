import "server-only";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { db, isoTime, jsonObject, PREPARED } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PostStats } from "@/lib/posts/schemas/post";

/** A user's posts by status in their "PostCounter" row, which statements alias as `c`. */
export const COUNTER_COLUMNS = {
  GENERATED: Prisma.sql`c."generated"`,
  SCHEDULED: Prisma.sql`c."scheduled"`,
  PUBLISHED: Prisma.sql`c."published"`,
  FAILED: Prisma.sql`c."failed"`,
  UNCONFIRMED: Prisma.sql`c."unconfirmed"`,
  PARTLY_PUBLISHED: Prisma.sql`c."partlyPublished"`,
  PROPOSED: Prisma.sql`c."proposed"`,
} as const;
/** All of a user's posts, from the same row. */
export const ALL_POSTS_COUNT = Prisma.join(Object.values(COUNTER_COLUMNS), " + ");

/**
 * The Posts Overview figures ({@link PostStats}) as JSON text built by the database, sent on as it is, as a page of
 * posts is: one row of the counters that triggers keep beside "Post", read under `who`'s scope with a prepared
 * statement, since it is read on every dashboard visit.
 */
export async function getPostStatsJson(who: string | ReadScope): Promise<string> {
  const { userId, holds, gone } = scopeOf(who);
  // One row while the scope holds (its counters null before the user's first post).
  const [row] = await db.$queryRaw<{ json: string }[]>`${PREPARED}
    SELECT ${jsonObject<PostStats>({
      postCount: Prisma.sql`s."postCount"`,
      postsPublished: Prisma.sql`s."postsPublished"`,
      publishRate: Prisma.sql`CASE WHEN s."postCount" > 0 THEN s."postsPublished"::float8 / s."postCount" END`,
      latestPostDate: isoTime(Prisma.sql`s."latestPostAt"`),
    })}::text AS "json"
    FROM (
      SELECT COALESCE(${ALL_POSTS_COUNT}, 0) AS "postCount", COALESCE(${COUNTER_COLUMNS.PUBLISHED} + ${COUNTER_COLUMNS.PARTLY_PUBLISHED}, 0) AS "postsPublished",
        c."latestPostAt"
      FROM (SELECT 1) one LEFT JOIN "PostCounter" c ON c."userId" = ${userId}
      WHERE ${holds}
    ) s`;
  if (!row) throw gone();
  return row.json;
}
