import { db, PREPARED } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ListPostsQuery } from "./list-schemas";
import { postViewSelect, toPostView, type PostView } from "./post-view";

/**
 * A post as the list sends it: PostView (post-view.ts) built in SQL, the platform entries as JSON with times as
 * ISO strings. A test holds the two to the same reply, so a field added to one must be added to the other.
 */
export type PostListItem = Omit<PostView, "postPlatforms"> & {
  postPlatforms: (Omit<PostView["postPlatforms"][number], "deliveredAt"> & { deliveredAt: string | null })[];
};
export type PostList = { postList: PostListItem[]; numberOfPages: number; numberOfRecords: number };

const SORT_COLUMNS: Record<ListPostsQuery["sortField"], Prisma.Sql> = {
  createdAt: Prisma.sql`"createdAt"`,
  scheduledTime: Prisma.sql`"scheduledTime"`,
  publishedAt: Prisma.sql`"publishedAt"`,
  id: Prisma.sql`"id"`,
};
const NULLABLE_SORT_FIELDS = new Set(["scheduledTime", "publishedAt"]);

const COUNTER_COLUMNS = {
  GENERATED: Prisma.sql`c."generated"`,
  SCHEDULED: Prisma.sql`c."scheduled"`,
  PUBLISHED: Prisma.sql`c."published"`,
  FAILED: Prisma.sql`c."failed"`,
} as const;

type Row = PostListItem & { total: number | null };

/**
 * One page of the user's posts in one statement. The record count is the user's counter row (kept by
 * triggers, so no rows are counted), and the page is found on the (userId[, status], createdAt, id) index
 * before its rows are read, so a deep page skips index entries rather than whole posts. A page in the back
 * half is found from the other end (the order reversed, the offset counted from the end), so the last page
 * costs what the first does and the middle one is the most expensive. A page past the end is simply empty.
 * The statement is prepared (planning it took longer than running it).
 */
export async function listPostsForUser(userId: string, query: ListPostsQuery): Promise<PostList> {
  const nullable = NULLABLE_SORT_FIELDS.has(query.sortField);
  // The id breaks ties so pages never overlap or skip a post. Reversed, nulls come first instead of last.
  const order = (table: Prisma.Sql, reversed = false) => {
    const direction = (query.sortDir === "ASC") !== reversed ? Prisma.sql`ASC` : Prisma.sql`DESC`;
    const nulls = !nullable ? Prisma.empty : reversed ? Prisma.sql`NULLS FIRST` : Prisma.sql`NULLS LAST`;
    return Prisma.sql`${table}.${SORT_COLUMNS[query.sortField]} ${direction} ${nulls}, ${table}."id" ${direction}`;
  };
  const offset = query.pageNo * query.pageSize;
  const total = query.status ? COUNTER_COLUMNS[query.status] : Prisma.sql`c."generated" + c."scheduled" + c."published" + c."failed"`;
  const status = query.status ? Prisma.sql`AND q."status" = ${query.status}::"PostStatus"` : Prisma.empty;

  // Always one row at least (the count), with the post columns null when the page is empty.
  const rows = await db.$queryRaw<Row[]>`${PREPARED}
    SELECT t."total", p."id", p."content", p."imageUrl", p."status"::text AS "status", p."createdAt", p."scheduledTime",
           p."publishedAt", p."cost", p."writer",
           COALESCE((SELECT json_agg(json_build_object(
                       'id', pp."id", 'platform', pp."platform", 'status', pp."status", 'errorMessage', pp."errorMessage",
                       'externalPostId', pp."externalPostId",
                       'deliveredAt', to_char(pp."deliveredAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY pp."id")
                     FROM "PostPlatform" pp WHERE pp."postId" = p."id"), '[]'::json) AS "postPlatforms"
    FROM (SELECT (SELECT ${total} FROM "PostCounter" c WHERE c."userId" = ${userId}) AS "total") t
    LEFT JOIN LATERAL (
      (SELECT q."id" FROM "Post" q WHERE q."userId" = ${userId} ${status} AND NOT COALESCE(${offset} * 2 > t."total", false)
       ORDER BY ${order(Prisma.sql`q`)} LIMIT ${query.pageSize} OFFSET ${offset})
      UNION ALL
      (SELECT q."id" FROM "Post" q WHERE q."userId" = ${userId} ${status} AND ${offset} * 2 > t."total"
       ORDER BY ${order(Prisma.sql`q`, true)}
       LIMIT GREATEST(LEAST(${query.pageSize}, t."total" - ${offset}), 0) OFFSET GREATEST(t."total" - ${offset} - ${query.pageSize}, 0))
    ) page ON true
    LEFT JOIN "Post" p ON p."id" = page."id"
    ORDER BY ${order(Prisma.sql`p`)}`;

  const numberOfRecords = Number(rows[0]?.total ?? 0);
  const postList = rows.filter((row) => row.id !== null).map(({ total: _total, ...post }) => post);
  return { postList, numberOfPages: Math.ceil(numberOfRecords / query.pageSize), numberOfRecords };
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
