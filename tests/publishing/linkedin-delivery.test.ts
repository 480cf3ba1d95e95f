// Posts to LinkedIn through the publishing engine, against the LinkedIn double, on PGlite and on PostgreSQL: the
// spec's bare platform means the default LinkedIn connection; a post's text reaches LinkedIn as little text and is
// shown as written; its picture is uploaded before the post is made; a scheduled LinkedIn post is delivered once
// when it is due, by the same runner as every channel's.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRestApi } from "@/lib/channels/linkedin/rest-api";
import { encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import { publishPost } from "@/lib/publishing/publish-post";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { schedulePost } from "@/lib/publishing/schedule-post";
import { publishSchema, scheduleSchema } from "@/lib/publishing/schemas";
import { testPicture } from "../support/image-server";
import { startLinkedInDouble, type LinkedInDouble } from "../support/linkedin-double";
import { shownText } from "../support/linkedin-double/little-text";
import { noSleep } from "../support/publishing";
import { createUser } from "../support/session";

let li: LinkedInDouble;
let linkedin: ReturnType<typeof createRestApi>;

beforeAll(async () => {
  li = await startLinkedInDouble();
  linkedin = createRestApi({ apiUrl: li.url, oauthUrl: li.url, ...li, organizations: true });
});
afterEach(() => li.reset());
afterAll(() => li.stop());

const MEMBER = "urn:li:person:member-1";
const PAGE = "urn:li:organization:2001";

/** A user with the member's profile (the default) and a Company Page connected, and a post with a picture. */
async function connectedPost(content: string) {
  const user = await createUser("linkedin-delivery");
  const token = encrypt(li.memberToken());
  const connection = (accountId: string, accountName: string, isDefault: boolean) =>
    db.socialConnection.create({ data: { userId: user.id, platform: "LINKEDIN", accountId, accountName, pageId: MEMBER, accessToken: token, isDefault } });
  const profile = await connection(MEMBER, "Alex Baker", true);
  const page = await connection(PAGE, "Corner Bakery", false);
  const image = await db.generatedImage.create({ data: { userId: user.id, contentType: "image/png", data: await testPicture(1200, 630, "png") } });
  const post = await db.post.create({ data: { userId: user.id, content, imageId: image.id, imageUrl: `/api/images/${image.id}` } });
  return { user, profile, page, post };
}

const deliveries = (postId: number) => db.postPlatform.findMany({ where: { postId }, orderBy: { id: "asc" } });

describe("publishing to LinkedIn", () => {
  it("sends to the default LinkedIn connection for the bare platform, as little text with its picture uploaded first", async () => {
    const content = "New: office deliveries (weekdays, 7–9 am) for teams of 5+ #bakery #b2b\nOrder at https://example.test/offices";
    const { user, post } = await connectedPost(content);
    const view = await publishPost(user.id, publishSchema.parse({ postID: post.id, postContent: content, platforms: ["LINKEDIN"] }), {
      linkedin,
      sleep: noSleep,
    });

    expect(view.status).toBe("PUBLISHED");
    const [sent] = li.posts;
    expect(sent).toMatchObject({ author: MEMBER });
    expect(sent!.commentary).toContain("{hashtag|\\#|bakery}");
    expect(shownText(sent!.commentary)).toBe(content);
    expect(sent!.images).toHaveLength(1);
    expect(await deliveries(post.id)).toMatchObject([
      { platform: "LINKEDIN", status: "SUCCESS", externalPostId: sent!.id, permalink: `https://www.linkedin.com/feed/update/${sent!.id}/` },
    ]);
    // The image was registered and uploaded before the one request that made the post.
    const paths = li.requests.filter((request) => request.method !== "GET").map((request) => request.path.replace(/\/upload\/.*/, "/upload"));
    expect(paths).toEqual(["/rest/images", "/upload", "/rest/posts"]);
  });

  it("delivers a scheduled post to a Company Page once, when it is due", async () => {
    const { user, page, post } = await connectedPost("Fresh sourdough for your Friday meeting.");
    await schedulePost(
      user.id,
      scheduleSchema.parse({ postID: post.id, postContent: post.content, targets: [page.id], scheduledAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    const later = () => new Date(Date.now() + 2 * 60_000);
    while ((await runDuePosts("w-linkedin", { batchSize: 10, linkedin, now: later, sleep: noSleep })).length > 0);
    expect(await deliveries(post.id)).toMatchObject([{ platform: "LINKEDIN", status: "SUCCESS", attempts: 1 }]);
    expect(li.posts.map((sent) => sent.author)).toEqual([PAGE]);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("PUBLISHED");
  });
});
