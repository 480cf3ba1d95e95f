// The production Graph API client against a local double that answers as Facebook does: multi-photo posts (photos
// uploaded unpublished, then one feed post of them), and what the double refuses of them, as Meta does.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FacebookError } from "@/lib/channels/facebook";
import { graphErrorBody } from "../support/facebook-graph-double";
import { api, failure, graph, photo, setUpGraphApi, target } from "./support/graph-api-setup";

setUpGraphApi();

describe("multi-photo posts", () => {
  const threePhotos = [photo(1, "Rye loaves"), photo(2, "Spelt rolls"), photo(3)];
  const uploads = () => graph.requests.filter((r) => r.method === "POST" && r.path.endsWith("/photos"));
  const feedPosts = () => graph.requests.filter((r) => r.method === "POST" && r.path.endsWith("/feed"));

  it("uploads each photo unpublished with its alt text, then makes one feed post of them, in order", async () => {
    const since = new Date(Date.now() - 1_000);
    const result = await api.publish(target(), { message: "This week's bakes", images: threePhotos });

    expect(graph.posts).toHaveLength(1);
    const [post] = graph.posts;
    expect(post).toMatchObject({ pageId: "1001", kind: "feed", message: "This week's bakes", id: result.id });
    expect(post!.photos!.map((p) => ({ bytes: [...p.bytes], altText: p.altText }))).toEqual([
      { bytes: [0xff, 0xd8, 0xff, 1], altText: "Rye loaves" },
      { bytes: [0xff, 0xd8, 0xff, 2], altText: "Spelt rolls" },
      { bytes: [0xff, 0xd8, 0xff, 3], altText: undefined },
    ]);
    expect(result).toEqual({ id: expect.stringMatching(/^1001_\d+$/), permalink: `https://www.facebook.com/${result.id}` });
    // The page's feed, read back as Postloom reads it, holds the one post: no photo shows on its own.
    expect((await api.recentPosts(target(), since, 100)).map((p) => p.id)).toEqual([result.id]);

    expect(uploads().map((r) => [r.params.get("published"), r.params.get("alt_text_custom"), r.params.get("message")])).toEqual([
      ["false", "Rye loaves", null],
      ["false", "Spelt rolls", null],
      ["false", null, null],
    ]);
    const [feed] = feedPosts();
    expect([0, 1, 2, 3].map((i) => feed!.params.get(`attached_media[${i}]`))).toEqual([
      ...[...graph.unpublishedPhotos.keys()].map((id) => JSON.stringify({ media_fbid: id })),
      null,
    ]);
    for (const request of [...uploads(), feed!]) {
      expect(request.params.get("access_token")).toBe(graph.pageToken("1001"));
      expect(request.params.get("appsecret_proof")).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("asks beforePublish after the uploads, right before the post; what it throws leaves no post", async () => {
    const sentBefore: string[][] = [];
    const beforePublish = () => {
      sentBefore.push(graph.requests.map((r) => `${r.method} ${r.path}`));
      throw new Error("The post is no longer held");
    };
    await expect(api.publish(target(), { message: "Stopped", images: threePhotos }, { beforePublish })).rejects.toThrow("The post is no longer held");
    expect(sentBefore).toEqual([Array(3).fill("POST /1001/photos")]);
    expect(feedPosts()).toHaveLength(0);
    expect(graph.posts).toHaveLength(0);
    // The photos were uploaded, but unpublished: they show nowhere.
    expect(graph.unpublishedPhotos.size).toBe(3);
  });

  const secondUploadFails: [string, { reply: { status: number; body?: unknown; raw?: string } } | { acceptThen: "drop" }, FacebookError["kind"]][] = [
    ["its connection dropped after Facebook took it", { acceptThen: "drop" }, "retryable"],
    [
      "a transient service error (2, 500)",
      { reply: { status: 500, body: graphErrorBody(2, "An unexpected error has occurred. Please retry your request later.", { is_transient: true }) } },
      "retryable",
    ],
    ["a gateway time-out (504)", { reply: { status: 504, raw: "" } }, "retryable"],
    ["the page rate limit (32)", { reply: { status: 400, body: graphErrorBody(32, "(#32) Page request limit reached") } }, "retryable"],
    ["an expired token (190)", { reply: { status: 400, body: graphErrorBody(190, "Error validating access token: Session has expired") } }, "reconnect"],
    ["an invalid parameter (100)", { reply: { status: 400, body: graphErrorBody(100, "(#100) Invalid parameter") } }, "rejected"],
  ];
  for (const [name, action, kind] of secondUploadFails) {
    it(`a second upload failing with ${name} is ${kind}, never unknown: no post was made`, async () => {
      graph.setIntercept((r) => (r.path.endsWith("/photos") && uploads().length === 2 ? action : undefined));
      let askedToPublish = false;
      const error = await failure(
        api.publish(target(), { message: "Half uploaded", images: threePhotos }, { beforePublish: () => void (askedToPublish = true) }),
      );
      expect(error.kind).toBe(kind);
      expect(uploads()).toHaveLength(2);
      expect(askedToPublish).toBe(false);
      expect(feedPosts()).toHaveLength(0);
      expect(graph.posts).toHaveLength(0);
    });
  }

  it("a lost answer to the post itself is unknown, and the post did go out with its photos", async () => {
    graph.setIntercept((r) => (r.path.endsWith("/feed") ? { acceptThen: "drop" } : undefined));
    expect((await failure(api.publish(target(), { message: "Out, unanswered", images: threePhotos }))).kind).toBe("unknown");
    expect(graph.posts.map((p) => p.photos?.length)).toEqual([3]);
  });

  describe("what the double refuses, as Meta does", () => {
    const proof = (token: string) => createHmac("sha256", graph.appSecret).update(token).digest("hex");
    /** A POST to the double signed for the page, as any client could send it; a photo upload carries a JPEG. */
    async function send(pageId: string, edge: "feed" | "photos", fields: Record<string, string>) {
      const body = new FormData();
      if (edge === "photos") body.append("source", new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" }), "photo.jpg");
      const token = graph.pageToken(pageId);
      for (const [key, value] of Object.entries({ ...fields, access_token: token, appsecret_proof: proof(token) })) body.append(key, value);
      const reply = await fetch(`${graph.url}/${pageId}/${edge}`, { method: "POST", body });
      return { status: reply.status, body: (await reply.json()) as { id?: string; post_id?: string; error?: { code: number; type: string; message: string } } };
    }
    const unpublished = async (pageId: string) => (await send(pageId, "photos", { published: "false" })).body.id!;
    const attaching = (...ids: string[]) => Object.fromEntries(ids.map((id, i) => [`attached_media[${i}]`, JSON.stringify({ media_fbid: id })]));
    const invalid = (message: RegExp) => ({ status: 400, body: { error: { code: 100, type: "OAuthException", message: expect.stringMatching(message) } } });

    it("attaching another page's photo, or a published one", async () => {
      const othersPhoto = await unpublished("1002");
      expect(await send("1001", "feed", { message: "Not ours", ...attaching(await unpublished("1001"), othersPhoto) })).toMatchObject(
        invalid(/^\(#100\) param attached_media\[1\]: media_fbid photo_\d+ is not an unpublished photo of this page$/),
      );
      const published = (await send("1001", "photos", { message: "On the page" })).body.id!;
      expect(await send("1001", "feed", { message: "Published", ...attaching(published) })).toMatchObject(invalid(/is not an unpublished photo of this page$/));
      expect(graph.posts.map((p) => p.message)).toEqual(["On the page"]);
    });

    it("attaching a photo another post already has, and more than 10", async () => {
      const first = await unpublished("1001");
      expect(await send("1001", "feed", { message: "First", ...attaching(first, await unpublished("1001")) })).toMatchObject({ status: 200 });
      expect(await send("1001", "feed", { message: "Again", ...attaching(await unpublished("1001"), first) })).toMatchObject(
        invalid(/^\(#100\) param attached_media\[1\]: the photo photo_\d+ is already attached to a post$/),
      );
      const eleven = await Promise.all(Array.from({ length: 11 }, () => unpublished("1001")));
      expect(await send("1001", "feed", { message: "Too many", ...attaching(...eleven) })).toMatchObject(
        invalid(/^\(#100\) A post may have at most 10 attached_media; this one has 11$/),
      );
      expect(await send("1001", "feed", { message: "Ten", ...attaching(...eleven.slice(1)) })).toMatchObject({ status: 200 });
      expect(graph.posts.map((p) => [p.message, p.photos?.length])).toEqual([
        ["First", 2],
        ["Ten", 10],
      ]);
    });
  });
});
