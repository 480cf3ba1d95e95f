// Posts to Google Business Profile through the publishing engine, against the Google double, on PGlite and on
// PostgreSQL: the type and button chosen in the Confirm Post dialog are checked, kept on the post and sent with it
// (an offer scheduled now goes out as one when it is due); a post Google's review rejects is failed with the reason.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REJECTED_BY_REVIEW } from "@/lib/channels/google-business/channel";
import { createRestApi, googleUrlsAt } from "@/lib/channels/google-business/rest-api";
import { encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import { listPostsJson } from "@/lib/posts/list-posts";
import { loadPostView } from "@/lib/posts/post-view";
import { listPostsQuerySchema } from "@/lib/posts/schemas/list";
import type { Post } from "@/lib/posts/schemas/post";
import { publishPost } from "@/lib/publishing/publish-post";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { schedulePost } from "@/lib/publishing/schedule-post";
import { publishSchema, scheduleSchema } from "@/lib/publishing/schemas";
import { startGoogleBusinessDouble, type GoogleBusinessDouble } from "../support/google-business-double";
import { noSleep } from "../support/publishing";
import { createUser } from "../support/session";

let google: GoogleBusinessDouble;
let googleBusiness: ReturnType<typeof createRestApi>;

beforeAll(async () => {
  google = await startGoogleBusinessDouble();
  googleBusiness = createRestApi({ urls: googleUrlsAt(google.url), ...google });
});
afterEach(() => google.reset());
afterAll(() => google.stop());

const LOCATION = "accounts/101/locations/201";

async function connectedPost(content: string) {
  const user = await createUser("google-delivery");
  const token = encrypt(google.userToken().refreshToken);
  const location = await db.socialConnection.create({
    data: {
      userId: user.id,
      platform: "GOOGLE_BUSINESS",
      accountId: LOCATION,
      accountName: "Maple Street Bakery",
      pageId: "accounts/101",
      accessToken: token,
      isDefault: true,
    },
  });
  const post = await db.post.create({ data: { userId: user.id, content } });
  return { user, location, post };
}

const deliveries = (postId: number) => db.postPlatform.findMany({ where: { postId }, orderBy: { id: "asc" } });

const OFFER = {
  type: "OFFER",
  title: "Two loaves for one",
  start: "2026-12-05T08:00",
  end: "2026-12-05T14:00",
  couponCode: "TWOFORONE",
  button: { action: "ORDER", url: "https://bakery.example/order" },
};

describe("publishing to Google Business Profile", () => {
  it("refuses an offer without its title or dates before anything is kept or sent", () => {
    const parsed = publishSchema.safeParse({ postID: 1, postContent: "Offer", channelOptions: { GOOGLE_BUSINESS: { type: "OFFER" } } });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["channelOptions.GOOGLE_BUSINESS.title", "Give it a title."],
      ["channelOptions.GOOGLE_BUSINESS.start", "Choose when it starts."],
      ["channelOptions.GOOGLE_BUSINESS.end", "Choose when it ends."],
    ]);
  });

  it("keeps the offer on a scheduled post and sends it as one, once, when it is due", async () => {
    const { user, location, post } = await connectedPost("This Saturday only: two loaves for the price of one.");
    await schedulePost(
      user.id,
      scheduleSchema.parse({
        postID: post.id,
        postContent: post.content,
        targets: [location.id],
        scheduledAt: new Date(Date.now() + 60_000).toISOString(),
        channelOptions: { GOOGLE_BUSINESS: OFFER },
      }),
    );
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).channelOptions).toEqual({ GOOGLE_BUSINESS: { ...OFFER, terms: undefined } });
    // The post's replies carry it, so the Confirm Post dialog starts from it when the post is sent again.
    expect((await loadPostView(post.id))?.channelOptions).toEqual({ GOOGLE_BUSINESS: OFFER });
    const listed = JSON.parse(await listPostsJson(user.id, listPostsQuerySchema.parse({}))) as { postList: Post[] };
    expect(listed.postList.map((p) => p.channelOptions)).toEqual([{ GOOGLE_BUSINESS: OFFER }]);
    const later = () => new Date(Date.now() + 2 * 60_000);
    while ((await runDuePosts("w-google", { batchSize: 10, googleBusiness, now: later, sleep: noSleep })).length > 0);
    expect(await deliveries(post.id)).toMatchObject([{ platform: "GOOGLE_BUSINESS", status: "SUCCESS", attempts: 1, externalPostId: google.posts[0]!.name }]);
    expect(google.posts).toHaveLength(1);
    expect(google.posts[0]!.body).toMatchObject({
      summary: post.content,
      topicType: "OFFER",
      event: { title: "Two loaves for one" },
      offer: { couponCode: "TWOFORONE" },
      callToAction: { actionType: "ORDER", url: "https://bakery.example/order" },
    });
  });

  it("answers a post whose kept options no longer read with none, rather than failing its reply", async () => {
    const { post } = await connectedPost("Kept from an older form");
    await db.post.update({ where: { id: post.id }, data: { channelOptions: { GOOGLE_BUSINESS: { type: "COUPON" } } } });
    expect((await loadPostView(post.id))?.channelOptions).toBeNull();
  });

  it("fails a post Google's review rejects, with the reason, and leaves the connection as it is", async () => {
    const { user, location, post } = await connectedPost("Cheapest bread anywhere!!!");
    google.rejectNextPost();
    await expect(
      publishPost(user.id, publishSchema.parse({ postID: post.id, postContent: post.content, targets: [location.id] }), { googleBusiness, sleep: noSleep }),
    ).rejects.toThrow(REJECTED_BY_REVIEW);
    expect(await deliveries(post.id)).toMatchObject([{ status: "FAILED", errorMessage: `Google rejected this post: ${REJECTED_BY_REVIEW}` }]);
    expect((await db.socialConnection.findUniqueOrThrow({ where: { id: location.id } })).health).toBe("HEALTHY");
  });
});
