import "server-only";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { db, isoTime, jsonObject, PREPARED } from "@/lib/db";
import { variantUrlSql } from "@/lib/media/photo-store";
import type { PostPhoto } from "@/lib/media/schemas";
import { Prisma } from "@/lib/generated/prisma/client";
import { claimTimesSql } from "@/lib/posts/claim-state";
import { ALL_POSTS_COUNT, COUNTER_COLUMNS } from "./get-post-stats";
import type { ListPostsQuery } from "@/lib/posts/schemas/list";
import type { Post, PostTarget } from "@/lib/posts/schemas/post";
import { postsAtRiskJson } from "./posts-at-risk";
import { postViewSelect, toPostViews, type PostView } from "./post-view";

const SORT_COLUMNS: Record<ListPostsQuery["sortField"], Prisma.Sql> = {
  createdAt: Prisma.sql`"createdAt"`,
  scheduledTime: Prisma.sql`"scheduledTime"`,
  publishedAt: Prisma.sql`"publishedAt"`,
  id: Prisma.sql`"id"`,
};
const NULLABLE_SORT_FIELDS = new Set(["scheduledTime", "publishedAt"]);

/** A post's target as the post schema has it, from its "PostPlatform" row `pp`. */
/** A post's photo (lib/posts/post-photos.ts toPostPhoto), of `ph`. */
const PHOTO_JSON = jsonObject<PostPhoto>({
  id: Prisma.sql`ph."id"`,
  width: Prisma.sql`COALESCE(ph."width", 0)`,
  height: Prisma.sql`COALESCE(ph."height", 0)`,
  altText: Prisma.sql`ph."altText"`,
  focus: Prisma.sql`json_build_object('x', ph."focusX", 'y', ph."focusY")`,
  thumbUrl: variantUrlSql(Prisma.sql`ph."id"`, "thumb"),
  displayUrl: variantUrlSql(Prisma.sql`ph."id"`, "display"),
});

const TARGET_JSON = jsonObject<PostTarget>({
  id: Prisma.sql`pp."id"`,
  platform: Prisma.sql`pp."platform"`,
  status: Prisma.sql`pp."status"`,
  connectionId: Prisma.sql`pp."connectionId"`,
  accountName: Prisma.sql`pp."accountName"`,
  errorMessage: Prisma.sql`pp."errorMessage"`,
  externalPostId: Prisma.sql`pp."externalPostId"`,
  permalink: Prisma.sql`pp."permalink"`,
  deliveredAt: isoTime(Prisma.sql`pp."deliveredAt"`),
  sentAt: isoTime(Prisma.sql`pp."sentAt"`),
  checkedAt: Prisma.sql`COALESCE((SELECT json_agg(${isoTime(Prisma.sql`c`)} ORDER BY c) FROM unnest(pp."checkedAt") AS c), '[]'::json)`,
  nextCheckAt: isoTime(Prisma.sql`pp."nextCheckAt"`),
});

/**
 * One page of the user's posts, { postList, numberOfPages, numberOfRecords, atRisk }, as JSON text built by the
 * database in one statement and sent on as it is: no rows to parse and no object to serialise. Each post
 * is the post schema's shape (schemas/post.ts) built in SQL from one expression per field of the schema's type
 * (jsonObject), so a field added to one and not the other does not compile; a test also holds the JSON to the
 * schema, strictly.
 *
 * The record count is the user's counter row (kept by triggers, so no rows are counted). The page is found
 * on the (userId[, status], createdAt, id) index before its rows are read, so a deep page skips index
 * entries rather than whole posts, and a page in the back half is found from the other end (the order
 * reversed, the offset counted from the end): the last page costs what the first does, and the middle one
 * is the most expensive. A page past the end is simply empty. The page's posts at risk come with it
 * (postsAtRiskJson: one probe of the user's connections while they are all healthy). It is read under `who`'s
 * scope, in the same statement (lib/sessions/read-scope.ts). The statement is prepared (planning it took longer
 * than running it).
 */
export async function listPostsJson(who: string | ReadScope, query: ListPostsQuery): Promise<string> {
  const { userId, holds, gone } = scopeOf(who);
  const nullable = NULLABLE_SORT_FIELDS.has(query.sortField);
  // The id breaks ties so pages never overlap or skip a post. Reversed, nulls come first instead of last.
  const order = (table: Prisma.Sql, reversed = false) => {
    const direction = (query.sortDir === "ASC") !== reversed ? Prisma.sql`ASC` : Prisma.sql`DESC`;
    const nulls = !nullable ? Prisma.empty : reversed ? Prisma.sql`NULLS FIRST` : Prisma.sql`NULLS LAST`;
    return Prisma.sql`${table}.${SORT_COLUMNS[query.sortField]} ${direction} ${nulls}, ${table}."id" ${direction}`;
  };
  const total = query.status ? COUNTER_COLUMNS[query.status] : ALL_POSTS_COUNT;
  const status = query.status ? Prisma.sql`AND q."status" = ${query.status}::"PostStatus"` : Prisma.empty;
  const size = Prisma.sql`${query.pageSize}::int`;
  const offset = Prisma.sql`${query.pageNo * query.pageSize}::int`;
  // Among the page's posts: array_agg(p."id") is the outer query's aggregate (its argument is that query's), its ids.
  const atRisk = postsAtRiskJson(userId, Prisma.sql`ar_post."id" = ANY(array_agg(p."id"))`);
  const claim = claimTimesSql(Prisma.sql`p`);

  const [row] = await db.$queryRaw<{ json: string }[]>`${PREPARED}
    SELECT json_build_object(
      'postList', COALESCE(json_agg(${jsonObject<Post>({
        id: Prisma.sql`p."id"`,
        content: Prisma.sql`p."content"`,
        imageUrl: Prisma.sql`p."imageUrl"`,
        photos: Prisma.sql`COALESCE((SELECT json_agg(${PHOTO_JSON} ORDER BY pph."position") FROM "PostPhoto" pph JOIN "Photo" ph ON ph."id" = pph."photoId" WHERE pph."postId" = p."id"), '[]'::json)`,
        status: Prisma.sql`p."status"`,
        createdAt: isoTime(Prisma.sql`p."createdAt"`),
        scheduledTime: isoTime(Prisma.sql`p."scheduledTime"`),
        publishedAt: isoTime(Prisma.sql`p."publishedAt"`),
        cost: Prisma.sql`p."cost"`,
        writer: Prisma.sql`p."writer"`,
        postPlatforms: Prisma.sql`COALESCE((SELECT json_agg(${TARGET_JSON} ORDER BY pp."id") FROM "PostPlatform" pp WHERE pp."postId" = p."id"), '[]'::json)`,
        publishing: Prisma.sql`CASE WHEN p."claimedAt" IS NOT NULL THEN ${jsonObject<NonNullable<Post["publishing"]>>({ heardAt: isoTime(claim.heardAt), stopsAt: isoTime(claim.stopsAt) })} END`,
        // Kept only as the publish and schedule schemas checked it.
        channelOptions: Prisma.sql`p."channelOptions"`,
      })} ORDER BY ${order(Prisma.sql`p`)}) FILTER (WHERE p."id" IS NOT NULL), '[]'::json),
      'numberOfPages', (COALESCE(t."total", 0) + ${size} - 1) / ${size},
      'numberOfRecords', COALESCE(t."total", 0),
      'atRisk', ${atRisk}
    )::text AS "json"
    FROM (SELECT (SELECT ${total} FROM "PostCounter" c WHERE c."userId" = ${userId}) AS "total") t
    LEFT JOIN LATERAL (
      (SELECT q."id" FROM "Post" q WHERE q."userId" = ${userId} ${status} AND NOT COALESCE(${offset} * 2 > t."total", false)
       ORDER BY ${order(Prisma.sql`q`)} LIMIT ${size} OFFSET ${offset})
      UNION ALL
      (SELECT q."id" FROM "Post" q WHERE q."userId" = ${userId} ${status} AND ${offset} * 2 > t."total"
       ORDER BY ${order(Prisma.sql`q`, true)}
       LIMIT GREATEST(LEAST(${size}, t."total" - ${offset}), 0) OFFSET GREATEST(t."total" - ${offset} - ${size}, 0))
    ) page ON true
    LEFT JOIN "Post" p ON p."id" = page."id"
    WHERE ${holds}
    GROUP BY t."total"`;
  if (!row) throw gone();
  return row.json;
}

export const RECENT_POSTS = 6;

/** The newest posts, read under `who`'s scope in one statement. */
export async function listRecentPostsForUser(who: string | ReadScope): Promise<PostView[]> {
  const scope = scopeOf(who);
  const user = await db.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: { posts: { select: postViewSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: RECENT_POSTS } },
  });
  if (!user) throw scope.gone();
  return toPostViews(user.posts);
}
