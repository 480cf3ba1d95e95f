// The production Instagram client against a local double that answers as the Graph API does: every error
// class by the step it comes from (only media_publish can have published, a carousel's too), and Instagram's
// own checks of the image and caption. (Publishing and the account: graph-api.test.ts.)
import { createServer as createTcpServer } from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import type { FacebookError } from "@/lib/channels/facebook";
import { createInstagramGraphApi } from "@/lib/channels/instagram/graph-api";
import { fetchInstagramImage } from "@/lib/channels/instagram/instagram-rules";
import { graphErrorBody } from "../support/facebook-graph-double";
import { testPicture } from "../support/image-server";
import type { InstagramRequest } from "../support/instagram-graph-double";
import { api, failure, goodImage, images, instagram, isStep, noSleep, target, setUpInstagramGraph, type Step } from "./support/graph-api-setup";

setUpInstagramGraph();

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
    // Postloom's link out of reach for a moment: nothing was made, and a new container fetches it again.
    [
      "an image that can't be fetched (9004/2207052)",
      "container",
      body(9004, "The media could not be fetched from this URI", { error_subcode: 2207052 }),
      "retryable",
    ],
    // What Instagram refuses: sending it again would fail the same way.
    [
      "what came from the link is no photo (9004/2207052)",
      "container",
      body(9004, "Only photo or video can be accepted as media type.", { error_subcode: 2207052 }),
      "rejected",
    ],
    ["an invalid parameter (100)", "container", body(100, "(#100) Invalid parameter"), "rejected"],
    ["an unsupported aspect ratio (36003/2207009)", "container", body(36003, "The aspect ratio is not supported.", { error_subcode: 2207009 }), "rejected"],
    ["an unsupported format (2207026)", "container", body(36001, "The video format is not supported.", { error_subcode: 2207026 }), "rejected"],
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
      const error = await failure(api.publish(target, { caption: "Hello", images: [{ url: imageUrl }] }, { sleep: noSleep }));
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
    expect((await failure(unreachable.publish(target, { caption: "Hello", images: [{ url: await goodImage() }] }, { sleep: noSleep }))).kind).toBe("retryable");
  });

  it("a time-out after Instagram made the container is retryable: a container publishes nothing", async () => {
    instagram.setIntercept((r) => (isStep("container")(r) ? { acceptThen: "hang" } : undefined));
    const error = await failure(
      api.publish(target, { caption: "Container unanswered", images: [{ url: await goodImage() }] }, { sleep: noSleep, timeoutMs: 300 }),
    );
    expect(error.kind).toBe("retryable");
    expect(instagram.containers.size).toBe(1);
    expect(instagram.media).toHaveLength(0);
  });

  it("a time-out after Instagram took media_publish is unknown, and the post did go out: never sent again blindly", async () => {
    instagram.setIntercept((r) => (isStep("publish")(r) ? { acceptThen: "hang" } : undefined));
    const error = await failure(
      api.publish(target, { caption: "Published, unanswered", images: [{ url: await goodImage() }] }, { sleep: noSleep, timeoutMs: 300 }),
    );
    expect(error.kind).toBe("unknown");
    expect(instagram.media.map((m) => m.caption)).toEqual(["Published, unanswered"]);
  });

  it("a connection dropped after Instagram took media_publish is unknown", async () => {
    instagram.setIntercept((r) => (isStep("publish")(r) ? { acceptThen: "drop" } : undefined));
    expect((await failure(api.publish(target, { caption: "Dropped", images: [{ url: await goodImage() }] }, { sleep: noSleep }))).kind).toBe("unknown");
    expect(instagram.media).toHaveLength(1);
  });
});

describe("a carousel's failures, by the step they come from", () => {
  const threeImages = async () => {
    const url = await goodImage();
    return [{ url, altText: "Rye" }, { url, altText: "Spelt" }, { url }];
  };
  const isContainer = (which: (made: number) => boolean) => (r: InstagramRequest) =>
    isStep("container")(r) && which(instagram.requests.filter(isStep("container")).length);

  it("a time-out after Instagram made a child is retryable: a child publishes nothing", async () => {
    instagram.setIntercept((r) => (isContainer((made) => made === 2)(r) ? { acceptThen: "hang" } : undefined));
    const error = await failure(api.publish(target, { caption: "Child unanswered", images: await threeImages() }, { sleep: noSleep, timeoutMs: 300 }));
    expect(error.kind).toBe("retryable");
    expect(instagram.containers.size).toBe(2);
    expect(instagram.media).toHaveLength(0);
  });

  it("a server error making the carousel container is retryable: nothing was published", async () => {
    instagram.setIntercept((r) =>
      isStep("container")(r) && r.params.get("media_type") === "CAROUSEL"
        ? { reply: { status: 500, body: graphErrorBody(2, "An unexpected error has occurred.", { is_transient: true }) } }
        : undefined,
    );
    expect((await failure(api.publish(target, { caption: "No carousel", images: await threeImages() }, { sleep: noSleep }))).kind).toBe("retryable");
    expect(instagram.media).toHaveLength(0);
  });

  it("a connection dropped after Instagram took the carousel's media_publish is unknown, and the carousel went out once", async () => {
    instagram.setIntercept((r) => (isStep("publish")(r) ? { acceptThen: "drop" } : undefined));
    expect((await failure(api.publish(target, { caption: "Carousel, dropped", images: await threeImages() }, { sleep: noSleep }))).kind).toBe("unknown");
    expect(instagram.media.map((m) => [m.caption, m.children?.map((child) => child.altText)])).toEqual([["Carousel, dropped", ["Rye", "Spelt", null]]]);
  });
});

describe("Instagram's own checks, when the client's image preparation is bypassed", () => {
  it("refuses a PNG: it fetched the bytes and they are not a JPEG", async () => {
    const imageUrl = images.serve("picture.png", await testPicture(1000, 1000, "png"));
    const error = await failure(api.publish(target, { caption: "PNG", images: [{ url: imageUrl }] }, { sleep: noSleep }));
    expect(error).toMatchObject({ kind: "rejected", message: "Only photo or video can be accepted as media type.", details: { code: 9004, subcode: 2207052 } });
    expect(instagram.containers.size).toBe(0);
  });

  it("can't fetch an image: nothing was made, so it is tried again", async () => {
    const error = await failure(api.publish(target, { caption: "Gone", images: [{ url: `${images.base}/missing.jpg` }] }, { sleep: noSleep }));
    expect(error).toMatchObject({ kind: "retryable", details: { code: 9004, subcode: 2207052 } });
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
          { caption: "Slow", images: [{ url: "http://x/slow.jpg" }] },
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
        api.publish(target, { caption: name, images: [{ url: images.serve(name, await testPicture(width, height, "jpeg")) }] }, { sleep: noSleep }),
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
      expect((await failure(api.publish(target, { caption, images: [{ url: imageUrl }] }, { sleep: noSleep }))).kind).toBe("rejected");
    }
    for (const caption of ["é".repeat(2_200), `Fresh bread ${tags("#", 30)}`, `Thanks ${tags("@", 20)}`]) {
      await api.publish(target, { caption, images: [{ url: imageUrl }] }, { sleep: noSleep });
    }
    expect(instagram.media).toHaveLength(3);
  });
});
