// The production Instagram client against a local double that answers as the Graph API does: the container
// lifecycle, every error class (and which step may have published), the publishing limit, recent media,
// and the images Instagram accepts.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FacebookError } from "@/lib/integrations/facebook";
import { createInstagramGraphApi } from "@/lib/integrations/instagram/graph-api";
import { toInstagramJpeg } from "@/lib/integrations/instagram/prepare-image";
import { graphErrorBody } from "../support/facebook-graph-double";
import { startInstagramDouble, type InstagramDouble } from "../support/instagram-graph-double";

const ACCOUNT = "17841400000001";
const target = { accountId: ACCOUNT, pageToken: "page-token-1001" };
const noSleep = async () => {};

let instagram: InstagramDouble;
let api: ReturnType<typeof createInstagramGraphApi>;
/** Serves images at /<name> for the double to fetch, as Postloom's public image address would. */
const images = new Map<string, Buffer>();
let imageServer: ReturnType<typeof createServer>;
let imageBase = "";

const image = (width: number, height: number, format: "jpeg" | "png", alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 200, g: 80, b: 20, alpha: 0 } : { r: 200, g: 80, b: 20 } } })
    .toFormat(format)
    .toBuffer();

async function served(name: string, bytes: Buffer) {
  images.set(name, bytes);
  return `${imageBase}/${name}`;
}

beforeAll(async () => {
  instagram = await startInstagramDouble({ accounts: { [ACCOUNT]: target.pageToken } });
  api = createInstagramGraphApi({ graphUrl: instagram.url, appSecret: instagram.appSecret, timeoutMs: 1_000, pollDelaysMs: [10, 10, 10, 10] });
  imageServer = createServer((req, res) => {
    const bytes = images.get((req.url ?? "/").slice(1));
    res.writeHead(bytes ? 200 : 404, { "Content-Type": "application/octet-stream" });
    res.end(bytes ?? "");
  });
  await new Promise<void>((resolve) => imageServer.listen(0, "127.0.0.1", resolve));
  imageBase = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}`;
});
afterEach(() => instagram.reset());
afterAll(async () => {
  await instagram.stop();
  await new Promise<void>((resolve) => imageServer.close(() => resolve()));
});

async function failure(promise: Promise<unknown>): Promise<FacebookError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FacebookError);
  return error as FacebookError;
}

describe("publishing", () => {
  it("creates the container, looks until Instagram has processed it, publishes, and reads the permalink", async () => {
    const imageUrl = await served("ok.jpg", (await toInstagramJpeg(await image(1080, 1350, "jpeg"))).data);
    const sleeps: number[] = [];
    const result = await api.publish(target, { caption: "Cinnamon knots are back! #bakery", imageUrl, altText: "A tray of cinnamon knots" }, { sleep: async (ms) => void sleeps.push(ms) });
    expect(result).toEqual({ id: instagram.media[0]!.id, permalink: `https://www.instagram.com/p/${instagram.media[0]!.id}/` });
    expect(instagram.media).toMatchObject([{ caption: "Cinnamon knots are back! #bakery", accountId: ACCOUNT }]);
    // Two looks found it IN_PROGRESS, the third FINISHED: two waits, on the back-off's schedule.
    expect(sleeps).toEqual([10, 10]);
    const steps = instagram.requests.map((r) => `${r.method} ${r.path.replace(/\/c\d+$/, "/{container}").replace(/\/m\d+$/, "/{media}")}`);
    expect(steps).toEqual([`POST /${ACCOUNT}/media`, "GET /{container}", "GET /{container}", "GET /{container}", `POST /${ACCOUNT}/media_publish`, "GET /{media}"]);
    const created = instagram.requests[0]!.params;
    expect(created.get("alt_text")).toBe("A tray of cinnamon knots");
    expect(created.get("appsecret_proof")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("gives up on a container that stays in progress, as retryable: nothing was published", async () => {
    instagram.settings.looksInProgress = 100;
    const imageUrl = await served("slow.jpg", await image(1000, 1000, "jpeg"));
    expect((await failure(api.publish(target, { caption: "Slow", imageUrl }, { sleep: noSleep }))).kind).toBe("retryable");
    expect(instagram.media).toHaveLength(0);
  });

  it("sorts failures: a revoked token is reconnect, a limit is retryable, a bad image is rejected", async () => {
    const imageUrl = await served("fine.jpg", await image(1000, 1000, "jpeg"));
    expect((await failure(api.publish({ ...target, pageToken: "revoked" }, { caption: "x", imageUrl }, { sleep: noSleep }))).kind).toBe("reconnect");
    instagram.settings.limit = 0;
    const limited = await failure(api.publish(target, { caption: "Over the limit", imageUrl }, { sleep: noSleep }));
    expect(limited).toMatchObject({ kind: "retryable", message: "Application request limit reached", details: { code: 9, subcode: 2207042 } });
    instagram.settings.limit = 50;
    // Bypassing the conversion: Instagram refuses a PNG and a panorama itself.
    const png = await failure(api.publish(target, { caption: "PNG", imageUrl: await served("pic.png", await image(1000, 1000, "png")) }, { sleep: noSleep }));
    expect(png).toMatchObject({ kind: "rejected", message: "Only photo or video can be accepted as media type (JPEG only)" });
    const wide = await failure(api.publish(target, { caption: "Wide", imageUrl: await served("wide.jpg", await image(3000, 1000, "jpeg")) }, { sleep: noSleep }));
    expect(wide).toMatchObject({ kind: "rejected", message: "The aspect ratio is not supported." });
    const long = await failure(api.publish(target, { caption: "a".repeat(2_201), imageUrl }, { sleep: noSleep }));
    expect(long.kind).toBe("rejected");
    instagram.setIntercept((r) => (r.method === "GET" && /^\/c\d+$/.test(r.path) ? { reply: { status: 200, body: { status_code: "ERROR" } } } : undefined));
    expect(await failure(api.publish(target, { caption: "Broken", imageUrl }, { sleep: noSleep }))).toMatchObject({ kind: "rejected", message: "Instagram could not use the image (error)" });
    expect(instagram.media).toHaveLength(0);
  });

  it("only media_publish can leave the outcome unknown: a time-out before it is safe to retry", async () => {
    const imageUrl = await served("timing.jpg", await image(1000, 1000, "jpeg"));
    instagram.setIntercept((r) => (r.method === "POST" && r.path.endsWith("/media") ? { reply: { status: 500, body: graphErrorBody(2, "An unexpected error has occurred.", { is_transient: true }) } } : undefined));
    expect((await failure(api.publish(target, { caption: "Container failed", imageUrl }, { sleep: noSleep }))).kind).toBe("retryable");

    instagram.setIntercept((r) => (r.method === "POST" && r.path.endsWith("/media_publish") ? { acceptThen: "hang" } : undefined));
    const unknown = await failure(api.publish(target, { caption: "Published, unanswered", imageUrl }, { sleep: noSleep, timeoutMs: 300 }));
    expect(unknown.kind).toBe("unknown");
    // It did go out: what reconciliation will find.
    expect(instagram.media.map((m) => m.caption)).toEqual(["Published, unanswered"]);
  });

  it("a permalink that can't be read does not fail a post that went out", async () => {
    const imageUrl = await served("permalink.jpg", await image(1000, 1000, "jpeg"));
    instagram.setIntercept((r) => (r.method === "GET" && /^\/m\d+$/.test(r.path) ? { reply: { status: 500, body: graphErrorBody(1, "Please reduce the amount of data") } } : undefined));
    const result = await api.publish(target, { caption: "Out anyway", imageUrl }, { sleep: noSleep });
    expect(result).toEqual({ id: instagram.media[0]!.id, permalink: null });
  });
});

describe("the account", () => {
  it("reads the publishing limit, and the recent media since a time", async () => {
    const imageUrl = await served("count.jpg", await image(1000, 1000, "jpeg"));
    const before = new Date(Date.now() - 1_000);
    await api.publish(target, { caption: "First", imageUrl }, { sleep: noSleep });
    await api.publish(target, { caption: "Second", imageUrl }, { sleep: noSleep });
    expect(await api.publishingLimit(target)).toEqual({ used: 2, total: 50, windowSeconds: 86_400 });
    const recent = await api.recentMedia(target, before);
    expect(recent.map((m) => m.caption)).toEqual(["Second", "First"]);
    expect(recent[0]!.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\//);
    expect(await api.recentMedia(target, new Date(Date.now() + 60_000))).toEqual([]);
  });
});

describe("images Instagram accepts", () => {
  const shape = async (input: Buffer) => {
    const out = await toInstagramJpeg(input);
    const meta = await sharp(out.data).metadata();
    return { format: meta.format, width: meta.width!, height: meta.height!, ratio: meta.width! / meta.height! };
  };

  it("turns a transparent PNG into a JPEG on white", async () => {
    const out = await toInstagramJpeg(await image(800, 800, "png", true));
    expect((await sharp(out.data).metadata()).format).toBe("jpeg");
    const { data } = await sharp(out.data).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]].every((channel) => channel! > 240)).toBe(true);
  });

  it("crops a panorama to 1.91:1 and a tall picture to 4:5, from the middle, and keeps the width between 320 and 1440", async () => {
    const panorama = await shape(await image(3000, 1000, "jpeg"));
    expect(panorama.format).toBe("jpeg");
    expect(panorama.ratio).toBeLessThanOrEqual(1.91);
    expect(panorama.ratio).toBeGreaterThan(1.89);
    expect(panorama.width).toBe(1440);
    const tall = await shape(await image(1000, 2000, "jpeg"));
    expect(tall.ratio).toBeGreaterThanOrEqual(0.8);
    expect(tall.ratio).toBeLessThan(0.81);
    expect((await shape(await image(200, 200, "jpeg"))).width).toBe(320);
    expect(await shape(await image(1080, 1080, "jpeg"))).toMatchObject({ width: 1080, height: 1080 });
  });

  it("applies a phone photo's orientation first", async () => {
    // Stored landscape (1200×900) with "rotate 90°" in its EXIF. Upright it is 900×1200 (3:4, taller than
    // 4:5), so it is cropped to 900×1125; without the rotation it would have stayed 1200×900.
    const sideways = await sharp(await image(1200, 900, "jpeg")).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect(await shape(sideways)).toMatchObject({ width: 900, height: 1125 });
  });
});
