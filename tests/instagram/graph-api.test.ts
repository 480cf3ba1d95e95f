// The production Instagram client against a local double that answers as the Graph API does: the container
// lifecycle, every error class by the step it comes from (only media_publish can have published), the
// publishing limit, recent media, Instagram's own checks of the image and caption, and the images
// toInstagramJpeg makes.
import { createServer as createTcpServer } from "node:net";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FacebookError } from "@/lib/channels/facebook";
import { createInstagramGraphApi } from "@/lib/channels/instagram/graph-api";
import { fetchInstagramImage } from "@/lib/channels/instagram/instagram-rules";
import { instagramSize, toInstagramJpeg } from "@/lib/channels/instagram/prepare-image";
import { graphErrorBody } from "../support/facebook-graph-double";
import { startImageServer, testPicture, type ImageServer } from "../support/image-server";
import { startInstagramDouble, type InstagramDouble, type InstagramRequest } from "../support/instagram-graph-double";

const ACCOUNT = "17841400000001";
const target = { accountId: ACCOUNT, pageToken: "page-token-1001" };
const noSleep = async () => {};
const POLL_DELAYS = [10, 20, 40];

let instagram: InstagramDouble;
let api: ReturnType<typeof createInstagramGraphApi>;
/** Where the double fetches images from, as from Postloom's public image address. */
let images: ImageServer;

/** A JPEG Instagram accepts, at a public address. */
const goodImage = async () => images.serve("good.jpg", await testPicture(1080, 1350, "jpeg"));

beforeAll(async () => {
  instagram = await startInstagramDouble({ accounts: { [ACCOUNT]: target.pageToken }, pageSize: 2 });
  api = createInstagramGraphApi({ graphUrl: instagram.url, appSecret: instagram.appSecret, timeoutMs: 1_000, pollDelaysMs: POLL_DELAYS });
  images = await startImageServer();
});
afterEach(() => instagram.reset());
afterAll(async () => {
  await instagram.stop();
  await images.stop();
});

async function failure(promise: Promise<unknown>): Promise<FacebookError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FacebookError);
  return error as FacebookError;
}

/** Each request as a step of the publish, ids left out. */
const steps = () => instagram.requests.map((r) => `${r.method} ${r.path.replace(/^\/c\d+$/, "/{container}").replace(/^\/m\d+$/, "/{media}")}`);

type Step = "container" | "status" | "publish" | "permalink";
const isStep = (step: Step) => (r: InstagramRequest) =>
  step === "container"
    ? r.method === "POST" && r.path === `/${ACCOUNT}/media`
    : step === "status"
      ? r.method === "GET" && /^\/c\d+$/.test(r.path)
      : step === "publish"
        ? r.method === "POST" && r.path === `/${ACCOUNT}/media_publish`
        : r.method === "GET" && /^\/m\d+$/.test(r.path);

describe("publishing", () => {
  it("creates the container, looks until Instagram has processed it (two looks in progress), publishes, and reads the permalink", async () => {
    const imageUrl = await goodImage();
    const sleeps: number[] = [];
    const result = await api.publish(
      target,
      { caption: "Cinnamon knots are back! #bakery", imageUrl, altText: "A tray of cinnamon knots" },
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
    await api.publish(target, { caption: "Long description", imageUrl, altText: "a".repeat(1_200) }, { sleep: noSleep });
    await api.publish(target, { caption: "No description", imageUrl }, { sleep: noSleep });
    expect(instagram.media.map((m) => m.altText?.length ?? null)).toEqual([1_000, null]);
  });

  it("gives up on a container still in progress after the back-off, as retryable: nothing was published", async () => {
    instagram.settings.looksInProgress = 100;
    const sleeps: number[] = [];
    const error = await failure(api.publish(target, { caption: "Slow", imageUrl: await goodImage() }, { sleep: async (ms) => void sleeps.push(ms) }));
    expect(error).toMatchObject({ kind: "retryable", message: "Instagram is still processing the image" });
    expect(sleeps).toEqual(POLL_DELAYS);
    expect(steps().filter((s) => s === "GET /{container}")).toHaveLength(POLL_DELAYS.length + 1);
    expect(instagram.media).toHaveLength(0);
  });

  it("a container Instagram could not process is rejected with its status; a passing server error in it, or an expired one, is retryable", async () => {
    const imageUrl = await goodImage();
    instagram.settings.outcome = "ERROR";
    instagram.settings.errorStatus = "Error: Unsupported image format (2207005)";
    expect(await failure(api.publish(target, { caption: "Broken", imageUrl }, { sleep: noSleep }))).toMatchObject({
      kind: "rejected",
      message: "Instagram could not use the image: Error: Unsupported image format (2207005)",
      details: { subcode: 2207005 },
    });
    instagram.settings.errorStatus = "Error: Media upload has failed with error code 2207001";
    expect((await failure(api.publish(target, { caption: "Server trouble", imageUrl }, { sleep: noSleep }))).kind).toBe("retryable");
    instagram.settings.outcome = "EXPIRED";
    expect(await failure(api.publish(target, { caption: "Too late", imageUrl }, { sleep: noSleep }))).toMatchObject({
      kind: "retryable",
      details: { subcode: 2207020 },
    });
    expect(instagram.media).toHaveLength(0);
    expect(steps().filter((s) => s.endsWith("media_publish"))).toHaveLength(0);
  });

  it("a container already published means something published it: unknown, and not published again", async () => {
    instagram.setIntercept((r) => (isStep("status")(r) ? { reply: { status: 200, body: { status_code: "PUBLISHED", id: r.path.slice(1) } } } : undefined));
    expect((await failure(api.publish(target, { caption: "Twice?", imageUrl: await goodImage() }, { sleep: noSleep }))).kind).toBe("unknown");
    expect(steps().filter((s) => s.endsWith("media_publish"))).toHaveLength(0);
  });

  it("a permalink that can't be read does not fail a post that went out", async () => {
    instagram.setIntercept((r) =>
      isStep("permalink")(r) ? { reply: { status: 500, body: graphErrorBody(1, "Please reduce the amount of data") } } : undefined,
    );
    const result = await api.publish(target, { caption: "Out anyway", imageUrl: await goodImage() }, { sleep: noSleep });
    expect(result).toEqual({ id: instagram.media[0]!.id, permalink: null });
    instagram.setIntercept((r) => (isStep("permalink")(r) ? { acceptThen: "drop" } : undefined));
    expect((await api.publish(target, { caption: "Out again", imageUrl: await goodImage() }, { sleep: noSleep })).permalink).toBeNull();
    expect(instagram.media).toHaveLength(2);
  });
});

describe("failures, by the step they come from", () => {
  type Reply = { status: number; body?: unknown; raw?: string };
  const body = (code: number, message: string, extra: { error_subcode?: number; is_transient?: boolean } = {}): Reply => ({
    status: 400,
    body: graphErrorBody(code, message, extra),
  });
  const cases: [string, Step, Reply, FacebookError["kind"]][] = [
    // The token: whatever the step, the owner must reconnect.
    ["an expired token (190)", "container", body(190, "Error validating access token: Session has expired", { error_subcode: 463 }), "reconnect"],
    [
      "a revoked token (190) at media_publish",
      "publish",
      body(190, "The session has been invalidated because the user changed their password", { error_subcode: 460 }),
      "reconnect",
    ],
    [
      "a missing permission (10)",
      "container",
      { status: 403, body: graphErrorBody(10, "(#10) Application does not have permission for this action") },
      "reconnect",
    ],
    // Limits: checked before any work, so nothing was published, even at media_publish.
    ["the app rate limit (4)", "container", body(4, "(#4) Application request limit reached"), "retryable"],
    ["the user rate limit (17)", "status", body(17, "(#17) User request limit reached"), "retryable"],
    ["the page rate limit (32)", "publish", body(32, "(#32) Page request limit reached"), "retryable"],
    ["a custom rate limit (613)", "publish", body(613, "Calls to this api have exceeded the rate limit."), "retryable"],
    ["Instagram's business use case limit (80002)", "publish", body(80002, "There have been too many calls to this Instagram account."), "retryable"],
    ["a temporary policy block (368)", "publish", body(368, "It looks like you were misusing this feature by going too fast."), "retryable"],
    ["the publishing limit (9/2207042)", "publish", body(9, "Application request limit reached", { error_subcode: 2207042 }), "retryable"],
    ["a container not ready (9007/2207027)", "publish", body(9007, "Media ID is not available", { error_subcode: 2207027 }), "retryable"],
    ["a temporary error publishing (2207008)", "publish", body(-1, "Temporary error publishing a container", { error_subcode: 2207008 }), "retryable"],
    [
      "an expired container (2207020) at media_publish",
      "publish",
      body(-2, "The media you are trying to access has expired.", { error_subcode: 2207020 }),
      "retryable",
    ],
    // What Instagram refuses: sending it again would fail the same way.
    ["an invalid parameter (100)", "container", body(100, "(#100) Invalid parameter"), "rejected"],
    ["an unsupported aspect ratio (36003/2207009)", "container", body(36003, "The aspect ratio is not supported.", { error_subcode: 2207009 }), "rejected"],
    ["an unsupported format (2207026)", "container", body(36001, "The video format is not supported.", { error_subcode: 2207026 }), "rejected"],
    [
      "an image that can't be fetched (9004/2207052)",
      "container",
      body(9004, "The media could not be fetched from this URI", { error_subcode: 2207052 }),
      "rejected",
    ],
    [
      "activity restricted as spam (4/2207051)",
      "publish",
      body(4, "We restrict certain activity to protect our community.", { error_subcode: 2207051 }),
      "rejected",
    ],
    ["a restricted account (25/2207050)", "container", body(25, "The Instagram account is restricted.", { error_subcode: 2207050 }), "rejected"],
    // Instagram's server failing: before media_publish nothing can have been published; during it, anything could.
    ["an Instagram server error (-1/2207001) making the container", "container", body(-1, "Instagram server error.", { error_subcode: 2207001 }), "retryable"],
    ["an Instagram server error (-1/2207001) at media_publish", "publish", body(-1, "Instagram server error.", { error_subcode: 2207001 }), "unknown"],
    [
      "a transient error (2, 500) making the container",
      "container",
      { status: 500, body: graphErrorBody(2, "An unexpected error has occurred.", { is_transient: true }) },
      "retryable",
    ],
    [
      "a transient error (2, 500) looking at the container",
      "status",
      { status: 500, body: graphErrorBody(2, "An unexpected error has occurred.", { is_transient: true }) },
      "retryable",
    ],
    [
      "a transient error (2, 500) at media_publish",
      "publish",
      { status: 500, body: graphErrorBody(2, "An unexpected error has occurred.", { is_transient: true }) },
      "unknown",
    ],
    ["a gateway time-out (504) making the container", "container", { status: 504, raw: "" }, "retryable"],
    ["a gateway time-out (504) at media_publish", "publish", { status: 504, raw: "" }, "unknown"],
    ["a load balancer's 503 at media_publish", "publish", { status: 503, raw: "<html>Service Unavailable</html>" }, "retryable"],
    ["an unreadable success making the container", "container", { status: 200, raw: "{not json" }, "retryable"],
    ["an unreadable success at media_publish", "publish", { status: 200, raw: "{not json" }, "unknown"],
    ["a success without a media id at media_publish", "publish", { status: 200, body: {} }, "unknown"],
  ];
  for (const [name, step, reply, kind] of cases) {
    it(`maps ${name} to ${kind}`, async () => {
      const imageUrl = await goodImage();
      instagram.setIntercept((r) => (isStep(step)(r) ? { reply } : undefined));
      const error = await failure(api.publish(target, { caption: "Hello", imageUrl }, { sleep: noSleep }));
      expect(error.kind).toBe(kind);
      const graph = (reply.body as { error?: { message: string; code: number } } | undefined)?.error;
      if (graph) expect(error).toMatchObject({ message: graph.message, details: { code: graph.code } });
      // The double never saw the scripted step through, so nothing was published either way.
      expect(instagram.media).toHaveLength(0);
    });
  }

  it("a refused connection is retryable: nothing reached Instagram", async () => {
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createInstagramGraphApi({ graphUrl: `http://127.0.0.1:${port}`, appSecret: "s" });
    expect((await failure(unreachable.publish(target, { caption: "Hello", imageUrl: await goodImage() }, { sleep: noSleep }))).kind).toBe("retryable");
  });

  it("a time-out after Instagram made the container is retryable: a container publishes nothing", async () => {
    instagram.setIntercept((r) => (isStep("container")(r) ? { acceptThen: "hang" } : undefined));
    const error = await failure(api.publish(target, { caption: "Container unanswered", imageUrl: await goodImage() }, { sleep: noSleep, timeoutMs: 300 }));
    expect(error.kind).toBe("retryable");
    expect(instagram.containers.size).toBe(1);
    expect(instagram.media).toHaveLength(0);
  });

  it("a time-out after Instagram took media_publish is unknown, and the post did go out: never sent again blindly", async () => {
    instagram.setIntercept((r) => (isStep("publish")(r) ? { acceptThen: "hang" } : undefined));
    const error = await failure(api.publish(target, { caption: "Published, unanswered", imageUrl: await goodImage() }, { sleep: noSleep, timeoutMs: 300 }));
    expect(error.kind).toBe("unknown");
    expect(instagram.media.map((m) => m.caption)).toEqual(["Published, unanswered"]);
  });

  it("a connection dropped after Instagram took media_publish is unknown", async () => {
    instagram.setIntercept((r) => (isStep("publish")(r) ? { acceptThen: "drop" } : undefined));
    expect((await failure(api.publish(target, { caption: "Dropped", imageUrl: await goodImage() }, { sleep: noSleep }))).kind).toBe("unknown");
    expect(instagram.media).toHaveLength(1);
  });
});

describe("Instagram's own checks, when the client's image preparation is bypassed", () => {
  it("refuses a PNG: it fetched the bytes and they are not a JPEG", async () => {
    const imageUrl = images.serve("picture.png", await testPicture(1000, 1000, "png"));
    const error = await failure(api.publish(target, { caption: "PNG", imageUrl }, { sleep: noSleep }));
    expect(error).toMatchObject({ kind: "rejected", message: "Only photo or video can be accepted as media type.", details: { code: 9004, subcode: 2207052 } });
    expect(instagram.containers.size).toBe(0);
  });

  it("refuses an image it cannot fetch", async () => {
    const error = await failure(api.publish(target, { caption: "Gone", imageUrl: `${images.base}/missing.jpg` }, { sleep: noSleep }));
    expect(error).toMatchObject({ kind: "rejected", details: { code: 9004, subcode: 2207052 } });
    expect(error.message).toMatch(/could not be fetched from this URI/);
  });

  it("gives up on an image that takes too long to come, with a server error a new container can get past", async () => {
    const silent = createTcpServer(() => {}); // accepts the connection and never answers
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const refusal = await fetchInstagramImage(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/slow.jpg`, 200);
      expect(refusal).toMatchObject({ error: { code: -2, error_subcode: 2207003, message: "Timeout while downloading the media" } });
      const reply = new Response(JSON.stringify(refusal), { status: 400, headers: { "Content-Type": "application/json" } });
      const error = await failure(
        createInstagramGraphApi({ graphUrl: "http://graph.test", appSecret: "s", fetch: async () => reply.clone() }).publish(
          target,
          { caption: "Slow", imageUrl: "http://x/slow.jpg" },
          { sleep: noSleep },
        ),
      );
      expect(error).toMatchObject({ kind: "retryable", details: { code: -2, subcode: 2207003 } });
    } finally {
      silent.close();
    }
  });

  it("refuses a panorama wider than 1.91:1 and a portrait taller than 4:5", async () => {
    for (const [name, width, height] of [
      ["wide.jpg", 3000, 1000],
      ["tall.jpg", 1000, 2000],
    ] as const) {
      const error = await failure(
        api.publish(target, { caption: name, imageUrl: images.serve(name, await testPicture(width, height, "jpeg")) }, { sleep: noSleep }),
      );
      expect(error).toMatchObject({ kind: "rejected", details: { code: 36003, subcode: 2207009 } });
      expect(error.message).toMatch(/cannot be published. Please submit an image with a valid aspect ratio/);
    }
    expect(instagram.media).toHaveLength(0);
  });

  it("refuses a caption over 2,200 characters, 30 hashtags or 20 mentions, and takes one at each limit", async () => {
    const imageUrl = await goodImage();
    const tags = (mark: string, n: number) => Array.from({ length: n }, (_, i) => `${mark}tag${i}`).join(" ");
    for (const caption of ["é".repeat(2_201), `Fresh bread ${tags("#", 31)}`, `Thanks ${tags("@", 21)}`]) {
      expect((await failure(api.publish(target, { caption, imageUrl }, { sleep: noSleep }))).kind).toBe("rejected");
    }
    for (const caption of ["é".repeat(2_200), `Fresh bread ${tags("#", 30)}`, `Thanks ${tags("@", 20)}`]) {
      await api.publish(target, { caption, imageUrl }, { sleep: noSleep });
    }
    expect(instagram.media).toHaveLength(3);
  });
});

describe("the account", () => {
  it("reads the publishing limit: the live quota, or Meta's documented 50 a day when the configuration is left out", async () => {
    const imageUrl = await goodImage();
    await api.publish(target, { caption: "First", imageUrl }, { sleep: noSleep });
    await api.publish(target, { caption: "Second", imageUrl }, { sleep: noSleep });
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
    await api.publish(target, { caption: "Within the limit", imageUrl }, { sleep: noSleep });
    const error = await failure(api.publish(target, { caption: "Over the limit", imageUrl }, { sleep: noSleep }));
    expect(error).toMatchObject({ kind: "retryable", details: { code: 9, subcode: 2207042 } });
    expect(error.message).toBe("You reached maximum number of posts that is allowed to be published by Content Publishing API.");
    expect(instagram.media.map((m) => m.caption)).toEqual(["Within the limit"]);
    expect(await api.publishingLimit(target)).toMatchObject({ used: 1, total: 1 });
  });

  it("lists the media posted since a time, newest first, across pages, and stops at the first page reaching back before it", async () => {
    const imageUrl = await goodImage();
    for (const caption of ["Old 1", "Old 2", "Old 3", "New 1", "New 2", "New 3"]) await api.publish(target, { caption, imageUrl }, { sleep: noSleep });
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

describe("images Instagram accepts", () => {
  const shape = async (input: Buffer) => {
    const out = await toInstagramJpeg(input);
    const meta = await sharp(out.data).metadata();
    expect({ width: out.width, height: out.height, contentType: out.contentType }).toEqual({
      width: meta.width,
      height: meta.height,
      contentType: "image/jpeg",
    });
    return { format: meta.format, space: meta.space, width: meta.width, height: meta.height, ratio: meta.width / meta.height, bytes: out.data.length };
  };

  it("turns a transparent PNG into a JPEG on white", async () => {
    const out = await toInstagramJpeg(await testPicture(800, 800, "png", true));
    expect((await sharp(out.data).metadata()).format).toBe("jpeg");
    const { data } = await sharp(out.data).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]].every((channel) => channel! > 240)).toBe(true);
  });

  it("crops a 3000×1000 panorama to 1.91:1 and scales it to 1440 wide", async () => {
    const panorama = await shape(await testPicture(3000, 1000, "jpeg"));
    expect(panorama).toMatchObject({ format: "jpeg", width: 1440, height: 754 });
    expect(panorama.ratio).toBeLessThanOrEqual(1.91);
  });

  it("crops a 1000×2000 portrait to 4:5", async () => {
    const portrait = await shape(await testPicture(1000, 2000, "jpeg"));
    expect(portrait).toMatchObject({ width: 1000, height: 1250 });
    expect(portrait.ratio).toBeGreaterThanOrEqual(0.8);
  });

  it("leaves a ratio Instagram allows as it is, and keeps the width between 320 and 1440", async () => {
    expect(await shape(await testPicture(1080, 1080, "jpeg"))).toMatchObject({ width: 1080, height: 1080 });
    expect(await shape(await testPicture(1200, 800, "png"))).toMatchObject({ width: 1200, height: 800 });
    expect(await shape(await testPicture(2880, 2880, "jpeg"))).toMatchObject({ width: 1440, height: 1440 });
    expect(await shape(await testPicture(200, 200, "jpeg"))).toMatchObject({ width: 320, height: 320 });
  });

  it("applies a phone photo's orientation first, so it comes out upright", async () => {
    // Upright, 900×1200 with a red top and a blue bottom; stored sideways (1200×900) with EXIF orientation
    // 6 ("turn 90° clockwise to show"), as a phone held upright saves it.
    const upright = await sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 220, g: 20, b: 20 } } })
      .composite([{ input: { create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 20, b: 220 } } }, top: 600, left: 0 }])
      .png()
      .toBuffer();
    const sideways = await sharp(await sharp(upright).rotate(270).toBuffer())
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 1200, height: 900, orientation: 6 });

    const out = await toInstagramJpeg(sideways);
    // 3:4 is taller than 4:5, so it is cropped to 900×1125 from the middle; without the rotation it would have stayed 1200×900.
    expect(out).toMatchObject({ width: 900, height: 1125 });
    const { data, info } = await sharp(out.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [topRed, , topBlue] = pixel(450, 20);
    const [bottomRed, , bottomBlue] = pixel(450, 1100);
    expect(topRed! > 180 && topBlue! < 60).toBe(true);
    expect(bottomBlue! > 180 && bottomRed! < 60).toBe(true);
    // The orientation is applied to the pixels, not left as a tag some viewers ignore.
    expect((await sharp(out.data).metadata()).orientation).toBeUndefined();
  });

  it("makes sRGB from CMYK, and stays within 8 MB at the largest size even for noise", async () => {
    const cmyk = await sharp(await testPicture(1000, 1000, "jpeg"))
      .toColourspace("cmyk")
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe("cmyk");
    expect(await shape(cmyk)).toMatchObject({ space: "srgb", format: "jpeg" });

    const noise = Buffer.alloc(1440 * 1800 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.imul(i, 2654435761) >>> 24;
    const largest = await shape(
      await sharp(noise, { raw: { width: 1440, height: 1800, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer(),
    );
    expect(largest).toMatchObject({ width: 1440, height: 1800 });
    expect(largest.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
  });

  it("never lands just outside Instagram's limits, whatever the size", () => {
    for (let width = 1; width <= 4000; width += 37) {
      for (let height = 1; height <= 4000; height += 41) {
        const size = instagramSize(width, height);
        expect(size.width).toBeGreaterThanOrEqual(320);
        expect(size.width).toBeLessThanOrEqual(1440);
        expect(size.width / size.height).toBeGreaterThanOrEqual(0.8);
        expect(size.width / size.height).toBeLessThanOrEqual(1.91);
      }
    }
    // 1080×565 is 1.9115: one column comes off, rather than a row going on.
    expect(instagramSize(1080, 565)).toEqual({ width: 1079, height: 565 });
    expect(instagramSize(1080, 100)).toEqual({ width: 320, height: 168 });
  });

  it("what it makes, Instagram takes", async () => {
    for (const [width, height, format] of [
      [3000, 1000, "png"],
      [1000, 2000, "jpeg"],
      [2000, 1046, "jpeg"],
      [150, 600, "png"],
    ] as const) {
      const imageUrl = images.serve(`made-${width}x${height}.jpg`, (await toInstagramJpeg(await testPicture(width, height, format))).data);
      await api.publish(target, { caption: `${width}×${height}`, imageUrl }, { sleep: noSleep });
    }
    expect(instagram.media.map((m) => m.image.format)).toEqual(["jpeg", "jpeg", "jpeg", "jpeg"]);
  });
});
