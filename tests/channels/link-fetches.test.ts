// The bound on calls during which a platform fetches Postloom's links: what the app's public address sees when a
// burst of posts goes to a channel that fetches its pictures (Instagram, through its production client and double).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInstagramGraphApi } from "@/lib/channels/instagram/graph-api";
import { LINK_FETCHES_IN_FLIGHT, whileLinkFetched } from "@/lib/channels/link-fetches";
import { testPicture } from "../support/image-server";
import { startInstagramDouble, type InstagramDouble } from "../support/instagram-graph-double";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe("whileLinkFetched", () => {
  it("keeps at most the bound open, lets the rest in in the order they came, and frees a place when a call fails", async () => {
    const calls = LINK_FETCHES_IN_FLIGHT + 10;
    const gates = Array.from({ length: calls }, deferred);
    const started: number[] = [];
    const results = gates.map((gate, i) =>
      whileLinkFetched(async () => {
        started.push(i);
        await gate.promise;
        if (i === 0) throw new Error("the platform refused");
        return i;
      }).catch((error: Error) => error.message),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toHaveLength(LINK_FETCHES_IN_FLIGHT);

    gates[0]!.resolve(); // fails
    gates[5]!.resolve();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started.slice(LINK_FETCHES_IN_FLIGHT)).toEqual([LINK_FETCHES_IN_FLIGHT, LINK_FETCHES_IN_FLIGHT + 1]);

    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual(["the platform refused", ...Array.from({ length: calls - 1 }, (_, i) => i + 1)]);
    // Every place was given back: a new call starts at once.
    expect(await whileLinkFetched(async () => "next")).toBe("next");
  });
});

describe("a burst of Instagram posts", () => {
  let instagram: InstagramDouble;
  let server: ReturnType<typeof createServer>;
  let base: string;
  let open = 0;
  let mostOpen = 0;

  beforeAll(async () => {
    const picture = await testPicture(1080, 1080);
    // Postloom's public address, slow to answer (a busy app): each fetch stays open for 250 ms.
    server = createServer((_req, res) => {
      mostOpen = Math.max(mostOpen, ++open);
      setTimeout(() => {
        open--;
        res.writeHead(200, { "Content-Type": "image/jpeg" }).end(picture);
      }, 250);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    instagram = await startInstagramDouble({ accounts: Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`1784140000000${i}`, `page-token-${i}`])) });
  });
  afterAll(async () => {
    await instagram.stop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("has Instagram fetch at most the bound of pictures from the app at once, and every post goes out", async () => {
    const api = createInstagramGraphApi({ graphUrl: instagram.url, appSecret: instagram.appSecret, timeoutMs: 10_000, pollDelaysMs: [10, 10, 10] });
    const posts = Array.from({ length: 200 }, (_, i) => ({ account: i % 5, n: i }));
    const published = await Promise.all(
      posts.map(({ account, n }) =>
        api.publish(
          { accountId: `1784140000000${account}`, pageToken: `page-token-${account}` },
          { caption: `Post ${n}`, images: [{ url: `${base}/picture-${n}.jpg` }] },
          { sleep: async () => {} },
        ),
      ),
    );
    expect(new Set(published.map((p) => p.id)).size).toBe(200);
    expect(instagram.media).toHaveLength(200);
    // Without the bound, all 200 are open at once.
    expect(mostOpen).toBeGreaterThan(LINK_FETCHES_IN_FLIGHT / 2);
    expect(mostOpen).toBeLessThanOrEqual(LINK_FETCHES_IN_FLIGHT);
  });
});
