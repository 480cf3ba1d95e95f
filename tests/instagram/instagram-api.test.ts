// instagramApi() with the Facebook app's keys set: the Graph API client, pointed at FACEBOOK_GRAPH_URL and
// signing with FACEBOOK_APP_SECRET. (Without them, as in the other suites, it refuses: graph-api.test.ts.)
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { instagramApi } from "@/lib/channels/instagram";
import { startInstagramDouble, type InstagramDouble } from "../support/instagram-graph-double";

let instagram: InstagramDouble;
let imageServer: ReturnType<typeof createServer>;
const KEYS = ["FACEBOOK_APP_ID", "FACEBOOK_APP_SECRET", "FACEBOOK_GRAPH_URL"] as const;
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));

beforeAll(async () => {
  instagram = await startInstagramDouble({ appSecret: "app-secret-from-env", looksInProgress: 0 });
  // The settings are read on first use, so these count as long as nothing in this file read them before.
  process.env.FACEBOOK_APP_ID = "app-from-env";
  process.env.FACEBOOK_APP_SECRET = "app-secret-from-env";
  process.env.FACEBOOK_GRAPH_URL = instagram.url;
  const jpeg = await sharp({ create: { width: 1080, height: 1080, channels: 3, background: "#c85014" } })
    .jpeg()
    .toBuffer();
  imageServer = createServer((_req, res) => res.end(jpeg));
  await new Promise<void>((resolve) => imageServer.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await instagram.stop();
  await new Promise<void>((resolve) => imageServer.close(() => resolve()));
});

it("is the Graph API client when FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set", async () => {
  const api = instagramApi();
  expect(api.mode).toBe("production");
  const [accountId, pageToken] = Object.entries(instagram.accounts)[0]!;
  const imageUrl = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}/photo.jpg`;
  const { id } = await api.publish({ accountId, pageToken }, { caption: "From the settings", images: [{ url: imageUrl }] });
  expect(instagram.media).toMatchObject([{ id, caption: "From the settings" }]);
  expect(instagramApi()).toBe(api);
});
