// Google Business Profile's client and channel against the double (tests/support/google-business-double), beyond
// what the conformance suite tries on every channel: the consent for offline access, locations listed across
// pages with the unverified ones marked, the access token kept for its hour, Google's review rejecting a post after
// taking it, and what the listing refuses before anything is sent. (A project without API access, what each
// failure says of the connection, and the sandbox: channel-health.test.ts.)
import { describe, expect, it } from "vitest";
import { googleBusinessChannel, REJECTED_BY_REVIEW } from "@/lib/channels/google-business/channel";
import { googleBusinessLogin } from "@/lib/channels/google-business/login";
import { createRestApi, googleUrlsAt } from "@/lib/channels/google-business/rest-api";
import { UNVERIFIED_LOCATION } from "@/lib/channels/google-business/types";
import { startGoogleBusinessDouble } from "../support/google-business-double";
import { testPhoto, testPicture } from "../support/image-server";
import { api, channel, google, images, send, setUpGoogleBusinessChannel, to, tokenRequests } from "./support/channel-setup";

setUpGoogleBusinessChannel();

describe("connecting", () => {
  it("asks for offline access with the business scope only, and trades the code once for a refresh token", async () => {
    const consent = new URL(googleBusinessLogin(api()).authorizeUrl("signed-state"));
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: google.clientId,
      redirect_uri: google.redirectUri,
      response_type: "code",
      scope: "https://www.googleapis.com/auth/business.manage",
      access_type: "offline",
      prompt: "consent",
      state: "signed-state",
    });
    const code = google.issueCode();
    const token = await googleBusinessLogin(api()).exchangeCode(code, "user");
    expect(token).toEqual({ accessToken: expect.stringMatching(/^1\/\//), refreshToken: token.accessToken, expiresAt: null });
    await expect(googleBusinessLogin(api()).exchangeCode(code, "user")).rejects.toMatchObject({ kind: "reconnect" });
  });

  it("lists every location of every account across pages, an unverified one with why it can't post", async () => {
    const many = await startGoogleBusinessDouble({
      accounts: [
        {
          id: "1",
          name: "Bakery Group",
          managers: ["user-1"],
          locations: Array.from({ length: 130 }, (_, i) => ({ id: String(1000 + i), title: `Shop ${i}` })),
        },
        { id: "2", name: "Cafe", managers: ["user-1"], locations: [{ id: "9", title: "Cafe on Main", verified: false }] },
      ],
    });
    try {
      const client = createRestApi({ urls: googleUrlsAt(many.url), ...many });
      const accounts = await googleBusinessLogin(client).listAccounts(many.userToken().refreshToken);
      expect(accounts).toHaveLength(131);
      expect(accounts[0]).toMatchObject({ accountId: "accounts/1/locations/1000", accountName: "Shop 0", kind: "Location of Bakery Group", unavailable: null });
      expect(accounts.at(-1)).toMatchObject({ accountId: "accounts/2/locations/9", pageId: "accounts/2", unavailable: UNVERIFIED_LOCATION });
      expect(many.requests.filter((request) => request.path === "/v1/accounts/1/locations")).toHaveLength(2);
    } finally {
      await many.stop();
    }
  });
});

describe("posting", () => {
  it("posts the text with its photo by link, and uses one access token for the hour", async () => {
    const { refreshToken } = google.userToken();
    const photo = images.serve(`${crypto.randomUUID()}.jpg`, await testPhoto(1200, 900));
    const sameClient = channel();
    const first = await sameClient.publish(to(refreshToken), { text: "Fresh sourdough today", pictures: [{ url: photo }] }, send());
    await sameClient.publish(to(refreshToken), { text: "And rye tomorrow", pictures: [] }, send());
    expect(first).toEqual({ id: google.posts[0]!.name, permalink: expect.stringMatching(/^https:\/\/local\.google\.com\/place\?.*lpsid=/) });
    expect(google.posts.map((post) => [post.body.summary, post.body.topicType, post.state])).toEqual([
      ["Fresh sourdough today", "STANDARD", "LIVE"],
      ["And rye tomorrow", "STANDARD", "LIVE"],
    ]);
    expect(google.posts[0]!.photo).toMatchObject({ contentType: "image/jpeg", width: 1200, height: 900 });
    expect(tokenRequests()).toBe(1);
  });

  it("posts an offer and an event with their dates as Google's date and time, and a button", async () => {
    const { refreshToken } = google.userToken();
    const offer = {
      type: "OFFER",
      title: "10% off sourdough",
      start: "2026-12-05T08:00",
      end: "2026-12-06T18:30",
      couponCode: "BREAD10",
      terms: "One per customer.",
      button: { action: "ORDER", url: "https://bakery.example/order" },
    };
    await channel().publish(to(refreshToken), { text: "Our weekend offer", pictures: [], options: offer }, send());
    const event = { type: "EVENT", title: "Bread tasting", start: "2026-12-12T16:00", end: "2026-12-12T18:00", button: { action: "CALL" } };
    await channel().publish(to(refreshToken), { text: "Come and taste", pictures: [], options: event }, send());
    const [sentOffer, sentEvent] = google.posts.map((post) => post.body);
    expect(sentOffer).toMatchObject({
      topicType: "OFFER",
      callToAction: { actionType: "ORDER", url: "https://bakery.example/order" },
      event: {
        title: "10% off sourdough",
        schedule: {
          startDate: { year: 2026, month: 12, day: 5 },
          startTime: { hours: 8, minutes: 0, seconds: 0, nanos: 0 },
          endDate: { year: 2026, month: 12, day: 6 },
          endTime: { hours: 18, minutes: 30, seconds: 0, nanos: 0 },
        },
      },
      offer: { couponCode: "BREAD10", termsConditions: "One per customer." },
    });
    expect(sentEvent).toMatchObject({ topicType: "EVENT", callToAction: { actionType: "CALL" }, event: { title: "Bread tasting" } });
    expect(sentEvent!.callToAction).not.toHaveProperty("url");
  });

  it("refuses what the owner's choices lack before sending, and a Call button where the location has no phone with Google's reason", async () => {
    const { refreshToken } = google.userToken();
    await expect(channel().publish(to(refreshToken), { text: "Offer", pictures: [], options: { type: "OFFER" } }, send())).rejects.toMatchObject({
      kind: "rejected",
      message: "Give it a title.",
    });
    expect(google.requests).toEqual([]);
    const noPhone = "accounts/101/locations/202";
    await expect(
      channel().publish(to(refreshToken, noPhone), { text: "Call us", pictures: [], options: { type: "STANDARD", button: { action: "CALL" } } }, send()),
    ).rejects.toMatchObject({ kind: "rejected", message: "A CALL action needs a location with a primary phone number." });
    expect(google.posts).toEqual([]);
  });

  it("reads a post's views and button clicks, and reports no reach, reactions, comments, shares or saves", async () => {
    const { refreshToken } = google.userToken();
    const made = await channel().publish(to(refreshToken), { text: "Fresh sourdough today", pictures: [] }, send());
    google.setInsights(made.id, { views: 1_240, clicks: 37 });
    expect(await channel().engagement!(to(refreshToken), made.id)).toEqual({
      reach: null,
      reactions: null,
      comments: null,
      shares: null,
      saves: null,
      views: 1_240,
      clicks: 37,
    });
    const asked = google.requests.find((request) => request.path.endsWith(":reportInsights"))!;
    expect(JSON.parse(asked.body.toString())).toMatchObject({ localPostNames: [made.id], basicRequest: { metricRequests: [{ metric: "ALL" }] } });
  });

  it("fails a post Google's review rejects after taking it, with the reason", async () => {
    const { refreshToken } = google.userToken();
    google.rejectNextPost();
    await expect(channel().publish(to(refreshToken), { text: "Best prices in town!!!", pictures: [] }, send())).rejects.toMatchObject({
      kind: "rejected",
      message: REJECTED_BY_REVIEW,
    });
    expect(google.posts[0]!.state).toBe("REJECTED");
  });

  it("counts a post still in review after its reads as made: it is on the listing", async () => {
    const slow = await startGoogleBusinessDouble({ processingMs: 60_000 });
    try {
      const client = createRestApi({ urls: googleUrlsAt(slow.url), ...slow });
      const made = await googleBusinessChannel(client).publish(to(slow.userToken().refreshToken), { text: "Open late on Friday", pictures: [] }, send());
      expect(made.id).toBe(slow.posts[0]!.name);
      expect(slow.requests.filter((request) => request.method === "GET" && request.path === `/v4/${made.id}`)).toHaveLength(5);
    } finally {
      await slow.stop();
    }
  });

  it("refuses hashtags before sending anything, and a photo Google won't take with Google's reason", async () => {
    const { refreshToken } = google.userToken();
    await expect(channel().publish(to(refreshToken), { text: "Fresh bread #sourdough", pictures: [] }, send())).rejects.toMatchObject({
      kind: "rejected",
      message: "Google posts take no hashtags; this one has 1. Remove them, or leave Google out of this post.",
    });
    expect(google.requests).toEqual([]);
    const tiny = images.serve(`${crypto.randomUUID()}.jpg`, await testPicture(200, 200));
    await expect(channel().publish(to(refreshToken), { text: "Fresh bread", pictures: [{ url: tiny }] }, send())).rejects.toMatchObject({
      kind: "rejected",
      message: expect.stringMatching(/^The photo has \d+ bytes; it must have at least 10240/),
    });
    expect(google.posts).toEqual([]);
  });

  it("tries again later when Google could not fetch the photo: nothing was posted", async () => {
    const { refreshToken } = google.userToken();
    const gone = `${images.serve(`${crypto.randomUUID()}.jpg`, await testPhoto(1200, 900))}-missing`;
    await expect(channel().publish(to(refreshToken), { text: "Fresh bread", pictures: [{ url: gone }] }, send())).rejects.toMatchObject({
      kind: "retryable",
      message: expect.stringMatching(/^Google couldn't fetch the post's photo just now: Fetching the photo at .* answered 404/),
    });
    expect(google.posts).toEqual([]);
  });

  it("finds a post whose answer was lost among the location's posts since then", async () => {
    const { refreshToken } = google.userToken();
    const since = new Date(Date.now() - 1_000);
    await channel().publish(to(refreshToken), { text: "Older post", pictures: [] }, send());
    google.setIntercept((request) => (request.method === "POST" && request.path.endsWith("/localPosts") ? { acceptThen: "drop" } : undefined));
    await expect(channel().publish(to(refreshToken), { text: "Lost answer", pictures: [] }, send())).rejects.toMatchObject({ kind: "unknown" });
    const found = await channel().recentPosts(to(refreshToken), since, 50);
    expect(found.map((post) => post.text)).toEqual(["Lost answer", "Older post"]);
    expect(found[0]).toMatchObject({ id: google.posts[1]!.name, permalink: expect.stringContaining("lpsid=") });
  });
});
