// The production Instagram client against a local double that answers as the Graph API does: the container
// lifecycle and the account (the publishing limit, recent media). (Carousels: graph-api-carousels.test.ts; every
// error class by the step it comes from, and Instagram's own checks of the image and caption:
// graph-api-failures.test.ts; the images toInstagramJpeg makes: graph-api-images.test.ts.)
import { describe, expect, it } from "vitest";
import { graphErrorBody } from "../support/facebook-graph-double";
import { ACCOUNT, api, failure, goodImage, instagram, isStep, noSleep, POLL_DELAYS, setUpInstagramGraph, steps, target } from "./support/graph-api-setup";

setUpInstagramGraph();

describe("publishing", () => {
  it("creates the container, looks until Instagram has processed it (two looks in progress), publishes, and reads the permalink", async () => {
    const imageUrl = await goodImage();
    const sleeps: number[] = [];
    const result = await api.publish(
      target,
      { caption: "Cinnamon knots are back! #bakery", images: [{ url: imageUrl, altText: "A tray of cinnamon knots" }] },
      { sleep: async (ms) => void sleeps.push(ms) },
    );

    const [published] = instagram.media;
    expect(result).toEqual({ id: published!.id, permalink: `https://www.instagram.com/p/${published!.id}/` });
    expect(published).toMatchObject({
      accountId: ACCOUNT,
      caption: "Cinnamon knots are back! #bakery",
      altText: "A tray of cinnamon knots",
      image: { format: "jpeg", width: 1080, height: 1350 },
    });
    // Two looks found it IN_PROGRESS, the third FINISHED: two waits, the back-off's first two.
    expect(sleeps).toEqual([10, 20]);
    expect(steps()).toEqual([
      `POST /${ACCOUNT}/media`,
      "GET /{container}",
      "GET /{container}",
      "GET /{container}",
      `POST /${ACCOUNT}/media_publish`,
      "GET /{media}",
    ]);
    for (const request of instagram.requests) {
      expect(request.params.get("access_token")).toBe(target.pageToken);
      expect(request.params.get("appsecret_proof")).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(instagram.requests[1]!.params.get("fields")).toBe("status_code,status");
    expect(instagram.requests[4]!.params.get("creation_id")).toBe(instagram.requests[1]!.path.slice(1));
  });

  it("keeps alt text to Instagram's 1,000 characters and leaves it out when there is none", async () => {
    const imageUrl = await goodImage();
    await api.publish(target, { caption: "Long description", images: [{ url: imageUrl, altText: "a".repeat(1_200) }] }, { sleep: noSleep });
    await api.publish(target, { caption: "No description", images: [{ url: imageUrl }] }, { sleep: noSleep });
    expect(instagram.media.map((m) => m.altText?.length ?? null)).toEqual([1_000, null]);
  });

  it("gives up on a container still in progress after the back-off, as retryable: nothing was published", async () => {
    instagram.settings.looksInProgress = 100;
    const sleeps: number[] = [];
    const error = await failure(api.publish(target, { caption: "Slow", images: [{ url: await goodImage() }] }, { sleep: async (ms) => void sleeps.push(ms) }));
    expect(error).toMatchObject({ kind: "retryable", message: "Instagram is still processing the image" });
    expect(sleeps).toEqual(POLL_DELAYS);
    expect(steps().filter((s) => s === "GET /{container}")).toHaveLength(POLL_DELAYS.length + 1);
    expect(instagram.media).toHaveLength(0);
  });

  it("a container Instagram could not process is rejected with its status; a passing server error in it, or an expired one, is retryable", async () => {
    const imageUrl = await goodImage();
    instagram.settings.outcome = "ERROR";
    instagram.settings.errorStatus = "Error: Unsupported image format (2207005)";
    expect(await failure(api.publish(target, { caption: "Broken", images: [{ url: imageUrl }] }, { sleep: noSleep }))).toMatchObject({
      kind: "rejected",
      message: "Instagram could not use the image: Error: Unsupported image format (2207005)",
      details: { subcode: 2207005 },
    });
    instagram.settings.errorStatus = "Error: Media upload has failed with error code 2207001";
    expect((await failure(api.publish(target, { caption: "Server trouble", images: [{ url: imageUrl }] }, { sleep: noSleep }))).kind).toBe("retryable");
    instagram.settings.outcome = "EXPIRED";
    expect(await failure(api.publish(target, { caption: "Too late", images: [{ url: imageUrl }] }, { sleep: noSleep }))).toMatchObject({
      kind: "retryable",
      details: { subcode: 2207020 },
    });
    expect(instagram.media).toHaveLength(0);
    expect(steps().filter((s) => s.endsWith("media_publish"))).toHaveLength(0);
  });

  it("a container already published means something published it: unknown, and not published again", async () => {
    instagram.setIntercept((r) => (isStep("status")(r) ? { reply: { status: 200, body: { status_code: "PUBLISHED", id: r.path.slice(1) } } } : undefined));
    expect((await failure(api.publish(target, { caption: "Twice?", images: [{ url: await goodImage() }] }, { sleep: noSleep }))).kind).toBe("unknown");
    expect(steps().filter((s) => s.endsWith("media_publish"))).toHaveLength(0);
  });

  it("a permalink that can't be read does not fail a post that went out", async () => {
    instagram.setIntercept((r) =>
      isStep("permalink")(r) ? { reply: { status: 500, body: graphErrorBody(1, "Please reduce the amount of data") } } : undefined,
    );
    const result = await api.publish(target, { caption: "Out anyway", images: [{ url: await goodImage() }] }, { sleep: noSleep });
    expect(result).toEqual({ id: instagram.media[0]!.id, permalink: null });
    instagram.setIntercept((r) => (isStep("permalink")(r) ? { acceptThen: "drop" } : undefined));
    expect((await api.publish(target, { caption: "Out again", images: [{ url: await goodImage() }] }, { sleep: noSleep })).permalink).toBeNull();
    expect(instagram.media).toHaveLength(2);
  });
});

describe("the account", () => {
  it("reads the publishing limit: the live quota, or Meta's documented 50 a day when the configuration is left out", async () => {
    const imageUrl = await goodImage();
    await api.publish(target, { caption: "First", images: [{ url: imageUrl }] }, { sleep: noSleep });
    await api.publish(target, { caption: "Second", images: [{ url: imageUrl }] }, { sleep: noSleep });
    expect(await api.publishingLimit(target)).toEqual({ used: 2, total: 50, windowSeconds: 86_400 });
    expect(instagram.requests.at(-1)!.params.get("fields")).toBe("quota_usage,config");
    instagram.settings.limit = 100;
    expect(await api.publishingLimit(target)).toEqual({ used: 2, total: 100, windowSeconds: 86_400 });
    instagram.setIntercept((r) =>
      r.path.endsWith("/content_publishing_limit") ? { reply: { status: 200, body: { data: [{ quota_usage: 7 }] } } } : undefined,
    );
    expect(await api.publishingLimit(target)).toEqual({ used: 7, total: 50, windowSeconds: 86_400 });
  });

  it("media_publish refuses a post over the publishing limit, as retryable; the container was made but nothing more went out", async () => {
    instagram.settings.limit = 1;
    const imageUrl = await goodImage();
    await api.publish(target, { caption: "Within the limit", images: [{ url: imageUrl }] }, { sleep: noSleep });
    const error = await failure(api.publish(target, { caption: "Over the limit", images: [{ url: imageUrl }] }, { sleep: noSleep }));
    expect(error).toMatchObject({ kind: "retryable", details: { code: 9, subcode: 2207042 } });
    expect(error.message).toBe("You reached maximum number of posts that is allowed to be published by Content Publishing API.");
    expect(instagram.media.map((m) => m.caption)).toEqual(["Within the limit"]);
    expect(await api.publishingLimit(target)).toMatchObject({ used: 1, total: 1 });
  });

  it("lists the media posted since a time, newest first, across pages, and stops at the first page reaching back before it", async () => {
    const imageUrl = await goodImage();
    for (const caption of ["Old 1", "Old 2", "Old 3", "New 1", "New 2", "New 3"])
      await api.publish(target, { caption, images: [{ url: imageUrl }] }, { sleep: noSleep });
    const hourAgo = Date.now() - 3_600_000;
    instagram.media.slice(0, 3).forEach((m, i) => (m.timestamp = hourAgo - (3 - i) * 60_000));
    instagram.requests.length = 0;

    const recent = await api.recentMedia(target, new Date(hourAgo));
    expect(recent.map((m) => m.caption)).toEqual(["New 3", "New 2", "New 1"]);
    expect(recent[0]).toEqual({
      id: instagram.media[5]!.id,
      caption: "New 3",
      timestamp: expect.any(Date),
      permalink: `https://www.instagram.com/p/${instagram.media[5]!.id}/`,
    });
    // Two to a page: New 3, New 2 | New 1, Old 3 (older than `since`, so no third page).
    expect(instagram.requests.map((r) => r.params.get("after"))).toEqual([null, "2"]);
    expect(instagram.requests[0]!.params.get("fields")).toBe("id,caption,timestamp,permalink");

    expect((await api.recentMedia(target, new Date(hourAgo - 3_600_000))).map((m) => m.caption)).toHaveLength(6);
    expect(await api.recentMedia(target, new Date(Date.now() + 60_000))).toEqual([]);
  });

  it("a revoked token is reconnect, and a read Instagram fails to answer is retryable (a read publishes nothing)", async () => {
    expect((await failure(api.recentMedia({ ...target, pageToken: "revoked" }, new Date()))).kind).toBe("reconnect");
    expect((await failure(api.publishingLimit({ ...target, pageToken: "revoked" }))).kind).toBe("reconnect");
    instagram.setIntercept(() => ({ reply: { status: 500, body: graphErrorBody(2, "An unexpected error has occurred.", { is_transient: true }) } }));
    expect((await failure(api.recentMedia(target, new Date()))).kind).toBe("retryable");
    expect((await failure(api.publishingLimit(target))).kind).toBe("retryable");
  });
});
