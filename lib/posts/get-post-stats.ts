import { db } from "@/lib/db";

export type PostStats = {
  postCount: number;
  postsPublished: number;
  /** Published / created, as a fraction; null when there are no posts. */
  publishRate: number | null;
  latestPostDate: Date | null;
};

/** The Posts Overview figures: one row of the counters that triggers keep beside "Post". */
export async function getPostStatsForUser(userId: string): Promise<PostStats> {
  const counter = await db.postCounter.findUnique({ where: { userId } });
  const postCount = counter ? counter.generated + counter.scheduled + counter.published + counter.failed : 0;
  const postsPublished = counter?.published ?? 0;
  return {
    postCount,
    postsPublished,
    publishRate: postCount ? postsPublished / postCount : null,
    latestPostDate: counter?.latestPostAt ?? null,
  };
}
