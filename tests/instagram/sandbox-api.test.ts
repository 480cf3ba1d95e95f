// The sandbox Instagram, chosen when the Facebook app's keys are not set (as in tests): it fetches each image
// from a real HTTP address, refuses what Instagram refuses with Instagram's own codes, sorted as the real
// client sorts them (a PNG, a ratio outside 4:5 to 1.91:1, more than 8 MB, a caption past its limits, the
// 51st post in 24 hours, a token that does not reach the account), takes each container through its
// lifecycle, publishes it once, and shows the posts in the account's feed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { FacebookError } from "@/lib/channels/facebook";
import { createSandboxApi } from "@/lib/channels/facebook/sandbox-api";
import { instagramApi } from "@/lib/channels/instagram";
import { captionRefusal } from "@/lib/channels/instagram/instagram-rules";
import {
  createSandboxContainer,
  getSandboxInstagramImage,
  publishSandboxContainer,
  sandboxContainerStatus,
  sandboxInstagramFeed,
} from "@/lib/channels/instagram/sandbox-media";
import { CONTAINER_POLL_DELAYS_MS } from "@/lib/channels/instagram/types";
import { startImageServer, testPicture, type ImageServer } from "../support/image-server";
import { createUser } from "../support/session";
import { warmUpDatabase } from "../support/users";

const APP_URL = "http://localhost:3000";
const noSleep = async () => {};

/** Where the sandbox fetches images from, as from Postloom's public media address. */
let images: ImageServer;

/** A Postloom user and the targets of their two sandbox Instagram accounts, as the sandbox Facebook hands out their pages' tokens. */
async function sandboxOwner() {
  const user = await createUser("sandbox-instagram");
  const pages = await createSandboxApi(APP_URL).listPages(`sandbox-user:${user.id}:long`);
  const [main, second] = pages.map((page) => ({ accountId: page.instagram!.id, pageToken: page.accessToken }));
  return { user, main: main!, second: second! };
}

async function refusal(promise: Promise<unknown>): Promise<FacebookError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FacebookError);
  return error as FacebookError;
}

let api: ReturnType<typeof instagramApi>;
let goodImage = "";
let goodJpeg: Buffer;

beforeAll(async () => {
  await warmUpDatabase();
  images = await startImageServer();
  goodJpeg = await testPicture(1080, 1350);
  goodImage = images.serve("good.jpg", goodJpeg);
  api = instagramApi();
});
afterAll(() => images.stop());

describe("the sandbox Instagram", () => {
  it("is the client instagramApi() picks without the Facebook app's keys, outside a deployment", () => {
    expect(api.mode).toBe("sandbox");
  });

  it("publishes a JPEG within the ratios after one look on the back-off, and shows it in recent media and the feed", async () => {
    const { user, main } = await sandboxOwner();
    const waits: number[] = [];
    const before = new Date(Date.now() - 1_000);
    const caption = "Fresh loaves at 7.\n\nCome early! #bread @cornerbakery";
    const published = await api.publish(
      main,
      { caption, images: [{ url: goodImage, altText: "A golden loaf on a board" }] },
      { sleep: async (ms) => void waits.push(ms) },
    );

    expect(published.permalink).toBe(`${APP_URL}/sandbox/instagram/sandbox-ig-main#media-${published.id}`);
    // Made IN_PROGRESS, FINISHED a second later, found so after the client's first wait, then PUBLISHED.
    expect(waits).toEqual([CONTAINER_POLL_DELAYS_MS[0]]);
    const container = await db.sandboxInstagramContainer.findFirstOrThrow({
      where: { userId: user.id },
      select: { status: true, media: { select: { id: true } } },
    });
    expect(container).toEqual({ status: "PUBLISHED", media: { id: Number(published.id) } });

    expect(await api.recentMedia(main, before)).toEqual([{ id: published.id, caption, timestamp: expect.any(Date), permalink: published.permalink }]);
    expect(await api.recentMedia(main, new Date(Date.now() + 60_000))).toEqual([]);
    const feed = await sandboxInstagramFeed({ userId: user.id, accountId: main.accountId });
    expect(feed).toMatchObject({
      count: 1,
      media: [{ id: Number(published.id), caption, images: [{ altText: "A golden loaf on a board", width: 1080, height: 1350 }] }],
    });
    // The JPEG as Instagram fetched it, kept for the feed; the other account has nothing.
    expect(await getSandboxInstagramImage(user.id, Number(published.id))).toEqual(goodJpeg);
    expect(await sandboxInstagramFeed({ userId: user.id, accountId: "sandbox-ig-second" })).toEqual({ count: 0, media: [] });
  });

  it("keeps posts newest first", async () => {
    const { user, second } = await sandboxOwner();
    const first = await api.publish(second, { caption: "First", images: [{ url: goodImage }] }, { sleep: noSleep });
    const next = await api.publish(second, { caption: "Second", images: [{ url: goodImage }] }, { sleep: noSleep });
    expect((await api.recentMedia(second, new Date(0))).map((m) => m.id)).toEqual([next.id, first.id]);
    expect((await sandboxInstagramFeed({ userId: user.id, accountId: second.accountId })).media.map((m) => m.caption)).toEqual(["Second", "First"]);
  });
});

describe("what the sandbox refuses, as Instagram does", () => {
  it("takes JPEG only: a PNG or a WebP is rejected with Instagram's message, and its container ends in ERROR", async () => {
    const { user, main } = await sandboxOwner();
    for (const format of ["png", "webp"] as const) {
      const error = await refusal(
        api.publish(main, { caption: format, images: [{ url: images.serve(`picture.${format}`, await testPicture(1080, 1080, format)) }] }, { sleep: noSleep }),
      );
      expect(error).toMatchObject({
        kind: "rejected",
        message: "Only photo or video can be accepted as media type.",
        details: { code: 9004, subcode: 2207052 },
      });
    }
    const containers = await db.sandboxInstagramContainer.findMany({ where: { userId: user.id }, select: { status: true, statusText: true, imageData: true } });
    expect(containers).toEqual([0, 1].map(() => ({ status: "ERROR", statusText: "Only photo or video can be accepted as media type.", imageData: null })));
    expect(await api.recentMedia(main, new Date(0))).toEqual([]);
  });

  it.each([
    ["too wide (3:1)", 3000, 1000],
    ["just wider than 1.91:1", 1920, 1000],
    ["too tall (1:2)", 1000, 2000],
    ["just taller than 4:5", 799, 1000],
  ])("refuses an image %s as rejected", async (_name, width, height) => {
    const { main } = await sandboxOwner();
    const error = await refusal(
      api.publish(main, { caption: "x", images: [{ url: images.serve(`${width}x${height}.jpg`, await testPicture(width, height)) }] }, { sleep: noSleep }),
    );
    expect(error).toMatchObject({
      kind: "rejected",
      message: `The submitted image with aspect ratio ('${width}/${height}',) cannot be published. Please submit an image with a valid aspect ratio.`,
      details: { code: 36003, subcode: 2207009 },
    });
  });

  it("takes the ratios' very ends, 4:5 and 1.91:1", async () => {
    const { main } = await sandboxOwner();
    for (const [width, height] of [
      [800, 1000],
      [1910, 1000],
    ] as const) {
      await api.publish(main, { caption: "edge", images: [{ url: images.serve(`edge-${width}.jpg`, await testPicture(width, height)) }] }, { sleep: noSleep });
    }
    expect(await api.recentMedia(main, new Date(0))).toHaveLength(2);
  });

  it("refuses more than 8 MB; an address that serves no image is tried again", async () => {
    const { main } = await sandboxOwner();
    const huge = Buffer.alloc(8 * 1024 * 1024 + 1);
    huge.set([0xff, 0xd8, 0xff]);
    expect(await refusal(api.publish(main, { caption: "x", images: [{ url: images.serve("huge.jpg", huge) }] }, { sleep: noSleep }))).toMatchObject({
      kind: "rejected",
      message: "The image is too large to download. It should be less than 8 MiB.",
      details: { code: 36000, subcode: 2207004 },
    });
    const missing = `${images.base}/nothing-here.jpg`;
    // Nothing was made: a link out of reach for a moment is tried again.
    expect(await refusal(api.publish(main, { caption: "x", images: [{ url: missing }] }, { sleep: noSleep }))).toMatchObject({
      kind: "retryable",
      message: `The media could not be fetched from this URI: ${missing}. Please check the URI and try again.`,
      details: { code: 9004, subcode: 2207052 },
    });
  });

  it("refuses a caption over 2,200 characters, 30 hashtags or 20 mentions, before fetching the image", async () => {
    const { user, main } = await sandboxOwner();
    const tags = (mark: string, count: number) => Array.from({ length: count }, (_, i) => `${mark}tag${i}`).join(" ");
    expect([captionRefusal("é".repeat(2_200)), captionRefusal(tags("#", 30)), captionRefusal(tags("@", 20))]).toEqual([null, null, null]);
    for (const [caption, message] of [
      ["é".repeat(2_201), "The caption is too long (2201 characters; the limit is 2200)."],
      [tags("#", 31), "The caption has too many hashtags (31; the limit is 30)."],
      [tags("@", 21), "The caption mentions too many accounts (21; the limit is 20)."],
    ] as const) {
      expect(await refusal(api.publish(main, { caption, images: [{ url: goodImage }] }, { sleep: noSleep }))).toMatchObject({
        kind: "rejected",
        message,
        details: { code: 100 },
      });
    }
    expect(await db.sandboxInstagramContainer.count({ where: { userId: user.id } })).toBe(0);
  });

  it("allows 50 posts an account in a moving 24 hours: of 51 sent at once the 51st is retryable, and the limit reads 50/50", async () => {
    const { user, main, second } = await sandboxOwner();
    const results = await Promise.allSettled(
      Array.from({ length: 51 }, (_, i) => api.publish(main, { caption: `Post ${i}`, images: [{ url: goodImage }] }, { sleep: noSleep })),
    );
    const refused = results.filter((r) => r.status === "rejected").map((r) => r.reason as FacebookError);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(50);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(FacebookError);
    expect(refused[0]).toMatchObject({
      kind: "retryable",
      message: "You reached maximum number of posts that is allowed to be published by Content Publishing API.",
      details: { code: 9, subcode: 2207042 },
    });
    expect(await api.publishingLimit(main)).toEqual({ used: 50, total: 50, windowSeconds: 86_400 });
    // The limit is the account's: the other one still has all of its own.
    expect(await api.publishingLimit(second)).toEqual({ used: 0, total: 50, windowSeconds: 86_400 });

    // A day later the oldest post leaves the window, and one more may go out.
    const oldest = await db.sandboxInstagramMedia.findFirstOrThrow({ where: { userId: user.id }, orderBy: { id: "asc" }, select: { id: true } });
    await db.sandboxInstagramMedia.update({ where: { id: oldest.id }, data: { createdAt: new Date(Date.now() - 86_400_000 - 1_000) } });
    expect(await api.publishingLimit(main)).toMatchObject({ used: 49 });
    await api.publish(main, { caption: "The next day", images: [{ url: goodImage }] }, { sleep: noSleep });
    expect(await api.publishingLimit(main)).toMatchObject({ used: 50 });
  }, 60_000);

  it("refuses as reconnect (190) any token but the one of the page the account is linked to", async () => {
    const { user, main, second } = await sandboxOwner();
    const invalid = { kind: "reconnect", details: { code: 190 } };
    for (const target of [
      { accountId: main.accountId, pageToken: second.pageToken },
      { accountId: second.accountId, pageToken: main.pageToken },
      { accountId: main.accountId, pageToken: `sandbox-user:${user.id}:long` },
      { accountId: main.accountId, pageToken: "sandbox-page" },
      { accountId: main.accountId, pageToken: "EAAB-a-real-looking-token" },
      { accountId: "17841400000001", pageToken: main.pageToken },
    ]) {
      expect(await refusal(api.publish(target, { caption: "x", images: [{ url: goodImage }] }, { sleep: noSleep }))).toMatchObject(invalid);
      expect(await refusal(api.publishingLimit(target))).toMatchObject(invalid);
      expect(await refusal(api.recentMedia(target, new Date(0)))).toMatchObject(invalid);
    }
    expect(await db.sandboxInstagramContainer.count({ where: { userId: user.id } })).toBe(0);
  });

  it("keeps each user's account to its own posts: another user's token reaches only their own", async () => {
    const owner = await sandboxOwner();
    const other = await sandboxOwner();
    const mine = await api.publish(owner.main, { caption: "Mine", images: [{ url: goodImage }] }, { sleep: noSleep });
    expect(await api.recentMedia(other.main, new Date(0))).toEqual([]);
    expect(await api.publishingLimit(other.main)).toMatchObject({ used: 0 });
    expect(await getSandboxInstagramImage(other.user.id, Number(mine.id))).toBeNull();
  });
});

describe("the container lifecycle", () => {
  it("is IN_PROGRESS for about a second, then FINISHED; published once only, however many ask at once", async () => {
    const { user, main } = await sandboxOwner();
    const account = { userId: user.id, accountId: main.accountId };
    const id = await createSandboxContainer(account, { caption: "Once", image: { url: goodImage } }, 5_000);
    expect(await sandboxContainerStatus(id, new Date())).toBe("IN_PROGRESS");
    expect(await refusal(publishSandboxContainer(account, id))).toMatchObject({ kind: "retryable", details: { code: 9007, subcode: 2207027 } });
    expect(await sandboxContainerStatus(id, new Date(Date.now() + 1_000))).toBe("FINISHED");

    const attempts = await Promise.allSettled([
      publishSandboxContainer(account, id),
      publishSandboxContainer(account, id),
      publishSandboxContainer(account, id),
    ]);
    expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    for (const attempt of attempts.filter((a) => a.status === "rejected")) {
      expect(attempt.reason).toMatchObject({ kind: "rejected", message: "The media has already been published.", details: { code: 100 } });
    }
    expect(await refusal(publishSandboxContainer(account, id))).toMatchObject({ message: "The media has already been published." });
    expect(await sandboxContainerStatus(id, new Date())).toBe("PUBLISHED");
    expect(await db.sandboxInstagramMedia.count({ where: { containerId: id } })).toBe(1);
  });

  it("publishes a container only to its own account", async () => {
    const { user, main } = await sandboxOwner();
    const id = await createSandboxContainer({ userId: user.id, accountId: main.accountId }, { caption: "Mine", image: { url: goodImage } }, 5_000);
    await sandboxContainerStatus(id, new Date(Date.now() + 1_000));
    expect(await refusal(publishSandboxContainer({ userId: user.id, accountId: "sandbox-ig-second" }, id))).toMatchObject({
      kind: "retryable",
      details: { code: 24, subcode: 2207006 },
    });
    expect(await refusal(publishSandboxContainer({ userId: (await createUser()).id, accountId: main.accountId }, id))).toMatchObject({ details: { code: 24 } });
  });

  it("lets a container left unpublished for a day expire, image and all", async () => {
    const { user, main } = await sandboxOwner();
    const account = { userId: user.id, accountId: main.accountId };
    const stale = await createSandboxContainer(account, { caption: "Forgotten", image: { url: goodImage } }, 5_000);
    await db.sandboxInstagramContainer.update({ where: { id: stale }, data: { createdAt: new Date(Date.now() - 86_400_000 - 1_000) } });
    await createSandboxContainer(account, { caption: "Today", image: { url: goodImage } }, 5_000);
    expect(await db.sandboxInstagramContainer.findMany({ where: { userId: user.id }, select: { caption: true } })).toEqual([{ caption: "Today" }]);
  });
});
