import { beforeAll, describe, expect, it } from "vitest";
import { actAs, call, createUser, noParams } from "../support/session";
import { GET as listPosts } from "@/app/api/post/route";
import { GET as recentPosts } from "@/app/api/post/recent/route";
import { GET as postStats } from "@/app/api/post/stats/route";
import { db } from "@/lib/db";
import { listPostsJson } from "@/lib/posts/list-posts";
import { listPostsQueryFrom } from "@/lib/posts/schemas/list";
import { postListSchema } from "@/lib/posts/schemas/post";

type Json = { statusCode: string; message: string; object: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function get(handler: typeof listPosts, url: string) {
  const response = await handler(call(url), noParams);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

let owner: { id: string; email: string };
let other: { id: string; email: string };

beforeAll(async () => {
  owner = await createUser("owner");
  other = await createUser("other");
  const base = Date.UTC(2026, 10, 1);
  const statuses = ["GENERATED", "SCHEDULED", "PUBLISHED", "FAILED"] as const;
  // 23 posts for the owner, one minute apart, cycling through the statuses.
  for (let i = 0; i < 23; i++) {
    await db.post.create({
      data: {
        userId: owner.id,
        content: `Post number ${i}`,
        status: statuses[i % 4]!,
        cost: 100 + i,
        createdAt: new Date(base + i * 60_000),
        scheduledTime: statuses[i % 4] === "SCHEDULED" ? new Date(base + 86_400_000 + i) : null,
        platforms: statuses[i % 4] === "FAILED" ? { create: { platform: "FACEBOOK", status: "FAILED", errorMessage: "Facebook said no" } } : undefined,
      },
    });
  }
  await db.post.create({ data: { userId: other.id, content: "Not yours", status: "PUBLISHED" } });
});

describe("GET /api/post", () => {
  it("answers 401 without a session", async () => {
    actAs(null);
    const { status, body } = await get(listPosts, "/api/post");
    expect(status).toBe(401);
    expect(body.statusCode).toBe("UNAUTHORIZED");
  });

  it("pages the user's posts newest first, 10 a page, with platform entries", async () => {
    actAs(owner);
    const { status, headers, body } = await get(listPosts, "/api/post");
    expect(status).toBe(200);
    // A user's own posts: never kept by a shared cache, and sent as they are (a page is a few kB).
    expect(headers.get("cache-control")).toBe("private, no-store, no-transform");
    expect(body.object.numberOfRecords).toBe(23);
    expect(body.object.numberOfPages).toBe(3);
    expect(body.object.postList).toHaveLength(10);
    expect(body.object.postList[0].content).toBe("Post number 22");
    expect(body.object.postList.map((p: { content: string }) => p.content)).not.toContain("Not yours");
    const failed = body.object.postList.find((p: { status: string }) => p.status === "FAILED");
    expect(failed.postPlatforms).toEqual([expect.objectContaining({ platform: "FACEBOOK", status: "FAILED", errorMessage: "Facebook said no" })]);
    expect(Object.keys(body.object.postList[0])).toEqual(
      expect.arrayContaining(["id", "content", "imageUrl", "status", "createdAt", "scheduledTime", "cost", "postPlatforms"]),
    );
  });

  it("serves the last page short and a page past the end empty", async () => {
    actAs(owner);
    const last = await get(listPosts, "/api/post?pageNo=2");
    expect(last.body.object.postList.map((p: { content: string }) => p.content)).toEqual(["Post number 2", "Post number 1", "Post number 0"]);
    const beyond = await get(listPosts, "/api/post?pageNo=7");
    expect(beyond.status).toBe(200);
    expect(beyond.body.object).toEqual({ postList: [], numberOfPages: 3, numberOfRecords: 23, atRisk: {} });
  });

  it("answers an empty list for a user with no posts", async () => {
    actAs(await createUser("empty"));
    const { body } = await get(listPosts, "/api/post");
    expect(body.object).toEqual({ postList: [], numberOfPages: 0, numberOfRecords: 0, atRisk: {} });
  });

  it.each(["GENERATED", "SCHEDULED", "PUBLISHED", "FAILED"])("filters by status %s", async (status) => {
    actAs(owner);
    const { body } = await get(listPosts, `/api/post?status=${status}&pageSize=50`);
    expect(body.object.postList.length).toBeGreaterThan(0);
    expect(body.object.postList.every((p: { status: string }) => p.status === status)).toBe(true);
    expect(body.object.numberOfRecords).toBe(body.object.postList.length);
  });

  it("sorts by an allowed field in either direction", async () => {
    actAs(owner);
    const asc = await get(listPosts, "/api/post?sortField=createdAt&sortDir=ASC&pageSize=3");
    expect(asc.body.object.postList.map((p: { content: string }) => p.content)).toEqual(["Post number 0", "Post number 1", "Post number 2"]);
    const scheduled = await get(listPosts, "/api/post?sortField=scheduledTime&sortDir=desc&pageSize=50");
    const times = scheduled.body.object.postList.map((p: { scheduledTime: string | null }) => p.scheduledTime);
    expect(times.indexOf(null)).toBeGreaterThan(0); // posts without a time come last
  });

  // Pages in the back half are read from the other end: put together, the pages must be the whole list.
  it.each([
    "sortField=createdAt&sortDir=DESC",
    "sortField=createdAt&sortDir=ASC",
    "sortField=scheduledTime&sortDir=DESC",
    "sortField=scheduledTime&sortDir=ASC",
    "sortField=publishedAt&sortDir=DESC&status=SCHEDULED",
    "sortField=createdAt&sortDir=DESC&status=FAILED",
  ])("pages through %s without a gap or a repeat", async (order) => {
    actAs(owner);
    const whole = (await get(listPosts, `/api/post?${order}&pageSize=50`)).body.object;
    const ids = (list: { id: number }[]) => list.map((post) => post.id);
    for (const pageSize of [2, 4, 5]) {
      const pages = await Promise.all(
        Array.from({ length: Math.ceil(whole.numberOfRecords / pageSize) }, (_, pageNo) =>
          get(listPosts, `/api/post?${order}&pageSize=${pageSize}&pageNo=${pageNo}`),
        ),
      );
      expect(pages.flatMap((page) => ids(page.body.object.postList))).toEqual(ids(whole.postList));
    }
  });

  it.each([
    ["pageNo=-1", "pageNo"],
    ["pageNo=abc", "pageNo"],
    ["pageSize=0", "pageSize"],
    ["pageSize=1000", "pageSize"],
    ["sortField=password", "sortField"],
    ["sortDir=sideways", "sortDir"],
    ["status=DELETED", "status"],
  ])("answers 422 for %s", async (query, field) => {
    actAs(owner);
    const { status, body } = await get(listPosts, `/api/post?${query}`);
    expect(status).toBe(422);
    expect(body.statusCode).toBe("VALIDATION_ERROR");
    expect(Object.keys(body.object.fieldErrors)).toEqual([field]);
  });
});

describe("GET /api/post/recent and /api/post/stats", () => {
  it("lists the newest posts of the user only", async () => {
    actAs(owner);
    const { body } = await get(recentPosts, "/api/post/recent");
    expect(body.object.postList.map((p: { content: string }) => p.content)).toEqual([22, 21, 20, 19, 18, 17].map((n) => `Post number ${n}`));
  });

  it("counts created and published posts with the rate and latest date", async () => {
    actAs(owner);
    const { body } = await get(postStats, "/api/post/stats");
    expect(body.object).toEqual({
      postCount: 23,
      postsPublished: 6,
      publishRate: 6 / 23,
      latestPostDate: new Date(Date.UTC(2026, 10, 1) + 22 * 60_000).toISOString(),
    });
  });

  it("sends a post the same way in the list and in the recent posts, both exactly the post schema (the list builds it in SQL)", async () => {
    const user = await createUser("same-shape");
    await db.post.create({
      data: {
        userId: user.id,
        content: "Delivered, with an image and a writer",
        imageUrl: "/api/images/abc",
        status: "PUBLISHED",
        cost: 321,
        writer: "offline",
        createdAt: new Date(Date.UTC(2026, 10, 2, 9, 30, 15, 250)),
        scheduledTime: new Date(Date.UTC(2026, 10, 2, 10)),
        publishedAt: new Date(Date.UTC(2026, 10, 2, 10, 0, 1, 5)),
        platforms: {
          create: {
            platform: "FACEBOOK",
            status: "SUCCESS",
            accountName: "Corner Bakery",
            externalPostId: "1001_77",
            permalink: "https://www.facebook.com/1001_77",
            deliveredAt: new Date(Date.UTC(2026, 10, 2, 10, 0, 1, 5)),
            checkedAt: [new Date(Date.UTC(2026, 10, 2, 10, 5))],
          },
        },
      },
    });
    actAs(user);
    const listed = (await get(listPosts, "/api/post")).body.object.postList;
    const recent = (await get(recentPosts, "/api/post/recent")).body.object.postList;
    expect(listed).toHaveLength(1);
    expect(listed).toEqual(recent);
    expect(listed[0].postPlatforms[0]).toMatchObject({
      externalPostId: "1001_77",
      deliveredAt: "2026-11-02T10:00:01.005Z",
      accountName: "Corner Bakery",
      permalink: "https://www.facebook.com/1001_77",
    });
    // Strict: a field the SQL adds that the schema lacks (or one the schema names that the SQL leaves out) fails here.
    const reply = JSON.parse(await listPostsJson(user.id, listPostsQueryFrom(new URLSearchParams())));
    expect(postListSchema.safeParse(reply).error?.issues ?? []).toEqual([]);
  });

  it("answers zeros and no date for a user with no posts", async () => {
    actAs(await createUser("fresh"));
    const { body } = await get(postStats, "/api/post/stats");
    expect(body.object).toEqual({ postCount: 0, postsPublished: 0, publishRate: null, latestPostDate: null });
  });
});
