import { db } from "@/lib/db";

export type PostStats = {
  postCount: number;
  postsPublished: number;
  /** Published / created, as a fraction; null when there are no posts. */
  publishRate: number | null;
  latestPostDate: Date | null;
};

/** The Posts Overview figures, from one aggregate query. */
export async function getPostStatsForUser(userId: string): Promise<PostStats> {
  const [row] = await db.$queryRaw<{ postCount: bigint; postsPublished: bigint; latestPostDate: Date | null }[]>`
    SELECT count(*) AS "postCount",
           count(*) FILTER (WHERE "status" = 'PUBLISHED') AS "postsPublished",
           max("createdAt") AS "latestPostDate"
    FROM "Post" WHERE "userId" = ${userId}`;
  const postCount = Number(row?.postCount ?? 0);
  const postsPublished = Number(row?.postsPublished ?? 0);
  return {
    postCount,
    postsPublished,
    publishRate: postCount ? postsPublished / postCount : null,
    latestPostDate: row?.latestPostDate ? new Date(row.latestPostDate) : null,
  };
}
