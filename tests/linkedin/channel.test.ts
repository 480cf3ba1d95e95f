// LinkedIn's client and channel against the double (tests/support/linkedin-double), beyond what the conformance
// suite tries on every channel: the little-text commentary LinkedIn accepts for any text, the login and who it
// lists, multi-image posts, throttling, what a failure says of the connection, and the sandbox LinkedIn.
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { channels } from "@/lib/channels";
import { healthFromIntrospection, linkedInChannel } from "@/lib/channels/linkedin/channel";
import { fromLittleText, toLittleText } from "@/lib/channels/linkedin/little-text";
import { createRestApi } from "@/lib/channels/linkedin/rest-api";
import { createSandboxApi, createSandboxCode, revokeSandboxLinkedIn, SANDBOX_COMPANY, SANDBOX_MEMBER } from "@/lib/channels/linkedin/sandbox-api";
import { db } from "@/lib/db";
import { recordHealth } from "@/lib/social/connection-health";
import { startLinkedInDouble, type LinkedInDouble } from "../support/linkedin-double";
import { shownText, unescapedReserved } from "../support/linkedin-double/little-text";
import { testPicture } from "../support/image-server";
import { PROFILE } from "../posts/arrange";
import { createUser } from "../support/session";

const ORG = "urn:li:organization:2001";
const send = { timeoutMs: 5_000, deadline: Date.now() + 60_000, sleep: async () => {}, now: () => new Date(), beforePublish: () => {} };

describe("little text", () => {
  it("writes any text so that LinkedIn accepts it and shows it as written", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (text) => {
        const commentary = toLittleText(text);
        expect(unescapedReserved(commentary)).toBeUndefined();
        expect(shownText(commentary)).toBe(text);
        expect(fromLittleText(commentary)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it("links hashtags as hashtags and escapes every other sign", () => {
    expect(toLittleText("Fresh bread (today) #sourdough #bake_sale @you")).toBe("Fresh bread \\(today\\) {hashtag|\\#|sourdough} \\#bake\\_sale \\@you");
  });
});

describe("the LinkedIn client", () => {
  let li: LinkedInDouble;
  const api = (organizations = true) => createRestApi({ apiUrl: li.url, oauthUrl: li.url, ...li, organizations });
  beforeAll(async () => {
    li = await startLinkedInDouble();
  });
  afterEach(() => li.reset());
  afterAll(() => li.stop());

  it("trades a code once for a token of about 60 days, and lists the member and the Company Pages they administer", async () => {
    const code = li.issueCode();
    const token = await api().exchangeCode(code, "user");
    expect(token.expiresAt!.getTime() - Date.now()).toBeGreaterThan(59 * 86_400_000);
    await expect(api().exchangeCode(code, "user")).rejects.toMatchObject({ kind: "reconnect" });
    expect(await api().listAuthors(token.accessToken)).toEqual([
      { urn: "urn:li:person:member-1", name: "Alex Baker", pictureUrl: null, kind: "person" },
      { urn: "urn:li:organization:2001", name: "Corner Bakery", pictureUrl: null, kind: "organization" },
      { urn: "urn:li:organization:2002", name: "Corner Bakery Catering", pictureUrl: null, kind: "organization" },
      { urn: "urn:li:organization:2003", name: "Corner Bakery Supplies", pictureUrl: null, kind: "organization" },
    ]);
    // Without LinkedIn's approval of the organization scopes, only the member's own profile is offered.
    expect((await api(false).listAuthors(token.accessToken)).map((author) => author.kind)).toEqual(["person"]);
    expect(new URL(api(false).authorizeUrl("s")).searchParams.get("scope")).toBe("openid profile w_member_social");
  });

  it("posts three photos as one multi-image post, in order, with their alt texts, and links to it on LinkedIn", async () => {
    const pictures = await Promise.all(
      [1, 2, 3].map(async (n) => ({ data: await testPicture(200 * n, 200), contentType: "image/jpeg", altText: `Loaf ${n}` })),
    );
    const channel = linkedInChannel(api());
    const sent = await channel.publish(
      { accountId: ORG, accountName: "Corner Bakery", pageId: "urn:li:person:member-1", token: li.memberToken() },
      { text: "Three loaves #bread", pictures },
      send,
    );
    const [held] = li.posts;
    expect(held).toMatchObject({ id: sent.id, author: ORG, commentary: "Three loaves {hashtag|\\#|bread}" });
    expect(held!.images.map((image) => image.altText)).toEqual(["Loaf 1", "Loaf 2", "Loaf 3"]);
    expect(sent.permalink).toBe(`https://www.linkedin.com/feed/update/${sent.id}/`);
  });

  it("waits out a throttle (nothing was sent) and says what a refused token means for the connection", async () => {
    const channel = linkedInChannel(api());
    const to = { accountId: ORG, accountName: "Corner Bakery", pageId: "urn:li:person:member-1", token: li.memberToken() };
    li.throttle(1, 30);
    await expect(channel.publish(to, { text: "Busy day", pictures: [] }, send)).rejects.toMatchObject({
      kind: "retryable",
      details: { retryAfterSeconds: 30 },
    });
    li.setToken(to.token, { status: "revoked" });
    const revoked = await channel.publish(to, { text: "Busy day", pictures: [] }, send).catch((error: unknown) => error);
    expect(revoked).toMatchObject({ kind: "reconnect" });
    expect(channel.healthOfFailure(revoked)).toEqual({ health: "NEEDS_RECONNECT", reason: "Postloom's access was removed on LinkedIn." });
    // A member who is no longer an administrator of the page may not post as it.
    const stranger = { ...to, accountId: "urn:li:organization:9999", token: li.memberToken() };
    const denied = await channel.publish(stranger, { text: "Busy day", pictures: [] }, send).catch((error: unknown) => error);
    expect(channel.healthOfFailure(denied)).toMatchObject({ health: "MISSING_PERMISSION" });
    expect(li.posts).toEqual([]);
  });
  it("reads a Company Page post's reach, clicks and reposts beside its counts, and the page's followers; a member's own, the counts alone", async () => {
    const channel = linkedInChannel(api());
    const member = "urn:li:person:member-1";
    const page = { accountId: ORG, accountName: "Corner Bakery", pageId: member, token: li.memberToken() };
    const pagePost = await channel.publish(page, { text: "Fresh rye", pictures: [] }, send);
    li.setEngagement(pagePost.id, { likes: 30, praise: 2, comments: 5, uniqueImpressions: 800, impressions: 1_100, clicks: 41, shares: 3 });
    li.setFollowers("2001", 1_234);
    expect(await channel.engagement!(page, pagePost.id)).toEqual({ reactions: 32, comments: 5, reach: 800, clicks: 41, shares: 3, saves: null, views: null });
    expect(await channel.followers!(page)).toBe(1_234);

    const own = { ...page, accountId: member, accountName: "Alex Baker" };
    const ownPost = await channel.publish(own, { text: "My own rye", pictures: [] }, send);
    li.setEngagement(ownPost.id, { likes: 4, comments: 1 });
    expect(await channel.engagement!(own, ownPost.id)).toEqual({
      reactions: 4,
      comments: 1,
      reach: null,
      clicks: null,
      shares: null,
      saves: null,
      views: null,
    });
    expect(await channel.followers!(own)).toBeNull();

    // A login without the page's admin permission still reads the counts; its statistics are left out.
    const reader = { ...page, token: li.memberToken(undefined, ["openid", "profile", "w_member_social", "w_organization_social", "r_organization_social"]) };
    expect(await channel.engagement!(reader, pagePost.id)).toMatchObject({ reactions: 32, comments: 5, reach: null, clicks: null });
    const statistics = li.requests.filter((r) => r.path === "/rest/organizationalEntityShareStatistics");
    expect(statistics.at(-1)!.query.get("shares")).toBe(`List(${pagePost.id})`);
  });
});

describe("the sandbox LinkedIn", () => {
  const sandbox = createSandboxApi("http://localhost:3000");
  const channel = channels({ linkedin: sandbox }).of("LINKEDIN");

  it("connects the owner's profile and a Company Page named after the brand, posts to their feeds, and stops when access is removed", async () => {
    const user = await createUser("linkedin");
    await db.businessProfile.create({ data: { userId: user.id, ...PROFILE, businessName: "Corner Bakery" } });
    const token = await sandbox.exchangeCode(await createSandboxCode(user.id), user.id);
    await expect(sandbox.exchangeCode("made-up", user.id)).rejects.toMatchObject({ kind: "reconnect" });
    expect((await sandbox.listAuthors(token.accessToken)).map(({ urn, name }) => [urn, name])).toEqual([
      [SANDBOX_MEMBER, "You (sandbox profile)"],
      [SANDBOX_COMPANY, "Corner Bakery (sandbox company page)"],
    ]);

    const to = { accountId: SANDBOX_COMPANY, accountName: "Corner Bakery", pageId: SANDBOX_MEMBER, token: token.accessToken };
    const png = await testPicture(300, 200, "png");
    const sent = await channel.publish(to, { text: "New rye (50% whole grain) #bread", pictures: [{ data: png, contentType: "image/png" }] }, send);
    expect(sent.permalink).toMatch(/^http:\/\/localhost:3000\/sandbox\/linkedin\/urn%3Ali%3Aorganization%3Asandbox-company#post-\d+$/);
    expect(await channel.recentPosts(to, new Date(Date.now() - 60_000), 10)).toEqual([
      { id: sent.id, text: "New rye (50% whole grain) #bread", createdTime: expect.any(Date), permalink: sent.permalink },
    ]);
    await expect(channel.publish(to, { text: "a".repeat(3_001), pictures: [] }, send)).rejects.toMatchObject({ kind: "rejected" });
    // Its figures: the page's post has statistics (members reached) and the page followers; the member's profile neither.
    expect(await channel.engagement!(to, sent.id)).toMatchObject({ reach: expect.any(Number), clicks: expect.any(Number), saves: null, views: null });
    expect(await channel.followers!(to)).toBeGreaterThan(0);
    expect(await channel.followers!({ ...to, accountId: SANDBOX_MEMBER })).toBeNull();
    expect(await channel.checkHealth({ token: token.accessToken, accountId: SANDBOX_COMPANY }, new Date())).toMatchObject({ health: "HEALTHY" });

    await revokeSandboxLinkedIn(user.id);
    expect(await channel.checkHealth({ token: token.accessToken, accountId: SANDBOX_COMPANY }, new Date())).toEqual({
      health: "NEEDS_RECONNECT",
      reason: "Postloom's access was removed on LinkedIn.",
      expiresAt: null,
    });
    await expect(channel.publish(to, { text: "After", pictures: [] }, send)).rejects.toMatchObject({ kind: "reconnect" });
  });

  it("tells the owner a week before LinkedIn's access ends, naming LinkedIn as what to reconnect", async () => {
    const user = await createUser("linkedin-expiring");
    const { id } = await db.socialConnection.create({
      data: { userId: user.id, platform: "LINKEDIN", accountId: SANDBOX_COMPANY, accountName: "Corner Bakery", pageId: SANDBOX_MEMBER, accessToken: "v1.x" },
    });
    const finding = healthFromIntrospection(
      SANDBOX_COMPANY,
      { active: true, status: "active", expiresAt: new Date(Date.now() + 3 * 86_400_000), scopes: ["w_organization_social"] },
      new Date(),
    );
    expect(finding).toMatchObject({ health: "EXPIRING", reason: "LinkedIn's access ends within 7 days. Reconnect LinkedIn to keep posting." });
    await recordHealth({ id }, finding);
    expect(await db.notification.findMany({ where: { userId: user.id }, select: { title: true, body: true } })).toEqual([
      {
        title: "Corner Bakery: LinkedIn's access ends soon",
        body: "Postloom's access to Corner Bakery ends within 7 days. Reconnect LinkedIn on the dashboard to renew it; your scheduled posts stay as they are.",
      },
    ]);
  });
});
