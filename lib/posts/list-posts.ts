import { db } from "@/lib/db";
import type { ListPostsQuery } from "./list-schemas";
import { postViewSelect, toPostView, type PostView } from "./post-view";

const NULLABLE_SORT_FIELDS = new Set(["scheduledTime", "publishedAt"]);

export type PostList = { postList: PostView[]; numberOfPages: number; numberOfRecords: number };

/** One page of the user's posts. A page past the end is simply empty. */
export async function listPostsForUser(userId: string, query: ListPostsQuery): Promise<PostList> {
  const where = { userId, ...(query.status && { status: query.status }) };
  const direction = query.sortDir === "ASC" ? "asc" : "desc";
  const [numberOfRecords, rows] = await Promise.all([
    db.post.count({ where }),
    db.post.findMany({
      where,
      select: postViewSelect,
      // The id breaks ties so pages never overlap or skip a post.
      orderBy: [{ [query.sortField]: NULLABLE_SORT_FIELDS.has(query.sortField) ? { sort: direction, nulls: "last" } : direction }, { id: direction }],
      skip: query.pageNo * query.pageSize,
      take: query.pageSize,
    }),
  ]);
  return { postList: rows.map(toPostView), numberOfPages: Math.ceil(numberOfRecords / query.pageSize), numberOfRecords };
}

export const RECENT_POSTS = 6;

export async function listRecentPostsForUser(userId: string): Promise<PostView[]> {
  const rows = await db.post.findMany({
    where: { userId },
    select: postViewSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: RECENT_POSTS,
  });
  return rows.map(toPostView);
}
