// The production Graph API client against a local double that answers as Facebook does: OAuth, and publishing a
// text or photo post. (Multi-photo posts: graph-api-multi-photo.test.ts.)
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { FacebookError } from "@/lib/channels/facebook";
import { createGraphApi } from "@/lib/channels/facebook/graph-api";
import { graphErrorBody } from "../support/facebook-graph-double";
import { api, failure, graph, photo, setUpGraphApi, target } from "./support/graph-api-setup";

setUpGraphApi();

describe("OAuth", () => {
  it("builds the dialog URL with the scopes for pages, Instagram and Business Portfolios, the callback and the state", () => {
    const url = new URL(api.dialogUrl("signed-state"));
    expect(url.origin + url.pathname).toBe("https://www.facebook.com/v23.0/dialog/oauth");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: graph.appId,
      redirect_uri: graph.redirectUri,
      state: "signed-state",
      scope:
        "public_profile,email,pages_show_list,pages_manage_posts,pages_read_engagement,pages_read_user_content,instagram_basic,instagram_content_publish,business_management,read_insights,instagram_manage_insights",
      response_type: "code",
    });
  });

  it("exchanges the code, swaps for a long-lived token and lists every page across paging", async () => {
    const short = await api.exchangeCode(graph.issueCode(), "user-1");
    expect(short.accessToken).toMatch(/^short-/);
    const long = await api.extendUserToken(short.accessToken);
    expect(long.accessToken).toMatch(/^long-/);
    const days = (long.expiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59);
    expect(days).toBeLessThan(61);

    const pages = await api.listPages(long.accessToken);
    expect(pages.map((p) => ({ id: p.id, name: p.name, accessToken: p.accessToken }))).toEqual(
      graph.pages.map((p) => ({ id: p.id, name: p.name, accessToken: graph.pageToken(p.id) })),
    );
    // Two pages per reply: the client followed `paging.next` once.
    expect(graph.requests.filter((r) => r.path === "/me/accounts")).toHaveLength(2);
  });

  it("refuses a used code and a mismatched redirect as rejected, and an expired token as reconnect", async () => {
    const code = graph.issueCode();
    await api.exchangeCode(code, "user-1");
    const reused = await failure(api.exchangeCode(code, "user-1"));
    expect(reused.kind).toBe("rejected");
    expect(reused.message).toBe("This authorization code has been used.");

    const other = createGraphApi({ graphUrl: graph.url, dialogUrl: "x", appId: graph.appId, appSecret: graph.appSecret, redirectUri: "http://evil.test/cb" });
    expect((await failure(other.exchangeCode(graph.issueCode(), "user-1"))).kind).toBe("rejected");

    const expired = await failure(api.listPages("long-unknown"));
    expect(expired).toMatchObject({ kind: "reconnect", details: { code: 190, subcode: 463 } });
  });
});

describe("publishing", () => {
  it("posts text to the page feed with the link, signed with appsecret_proof", async () => {
    const result = await api.publish(target(), { message: "Fresh sourdough today! https://bakery.test/menu", link: "https://bakery.test/menu" });
    expect(result.id).toMatch(/^1001_\d+$/);
    expect(graph.posts).toEqual([
      expect.objectContaining({
        pageId: "1001",
        kind: "feed",
        message: "Fresh sourdough today! https://bakery.test/menu",
        link: "https://bakery.test/menu",
        id: result.id,
      }),
    ]);
  });

  it("uploads a photo as multipart `source` with the message and its alt text, and returns the feed story's id", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5]);
    const result = await api.publish(target("1002"), {
      message: "Our new window display",
      images: [{ data: bytes, contentType: "image/png", altText: "Loaves stacked in the shop window" }],
    });
    const [post] = graph.posts;
    expect(post).toMatchObject({ pageId: "1002", kind: "photo", message: "Our new window display", id: result.id });
    expect(post!.image).toMatchObject({ contentType: "image/png", filename: "image.png", altText: "Loaves stacked in the shop window" });
    expect([...post!.image!.bytes]).toEqual([...bytes]);
    expect(graph.requests[0]!.params.get("published")).toBe("true");
    expect(result.id).toMatch(/^1002_\d+$/);
  });

  it("sends a photo post's text as a form would, line breaks and every character included, whatever the text holds", async () => {
    const message = 'Fresh today 🥐\nCroissants, pains au chocolat\r\n--not a boundary--\n"quoted"; name=x';
    await api.publish(target(), { message, images: [{ ...photo(1), altText: "Two lines\nof alt text" }] });
    expect(graph.posts[0]).toMatchObject({ kind: "photo", message: message.replace(/\r?\n/g, "\r\n") });
    expect(graph.posts[0]!.image).toMatchObject({ altText: "Two lines\r\nof alt text" });
  });

  it("asks beforePublish right before the one request of a text or photo post, and sends nothing when it throws", async () => {
    const sentBefore: number[] = [];
    const beforePublish = () => void sentBefore.push(graph.requests.length);
    await api.publish(target(), { message: "Text" }, { beforePublish });
    await api.publish(target(), { message: "Photo", images: [photo(1)] }, { beforePublish });
    expect(sentBefore).toEqual([0, 1]);
    const stopped = () => {
      throw new Error("The post is no longer held");
    };
    await expect(api.publish(target(), { message: "Stopped", images: [photo(2)] }, { beforePublish: stopped })).rejects.toThrow("The post is no longer held");
    expect(graph.requests).toHaveLength(2);
    expect(graph.posts.map((p) => p.message)).toEqual(["Text", "Photo"]);
  });

  it("reads a delivered post's reactions, comments and shares from their summaries", async () => {
    const message = "Cinnamon knots are back!"; // 24 characters: the double answers 24, 3 and 0
    const { id } = await api.publish(target(), { message });
    expect(await api.engagement(target(), id)).toEqual({ reactions: 24 % 50, comments: 24 % 7, shares: 0 });
    const other = await api.publish(target(), { message: "Sourdough" });
    expect(await api.engagement(target(), other.id)).toEqual({ reactions: 9, comments: 2, shares: 0 });
    const error = await failure(api.engagement(target(), "1001_999999"));
    expect(error.kind).toBe("rejected");
  });

  const cases: [string, { status: number; body?: unknown; raw?: string }, FacebookError["kind"]][] = [
    ["an expired token (190)", { status: 400, body: graphErrorBody(190, "Error validating access token: Session has expired") }, "reconnect"],
    [
      "a password change (190/460)",
      { status: 400, body: graphErrorBody(190, "The session has been invalidated because the user changed their password", { error_subcode: 460 }) },
      "reconnect",
    ],
    [
      "an app removed by the user (subcode 458)",
      { status: 400, body: graphErrorBody(102, "The user has not authorized application", { error_subcode: 458 }) },
      "reconnect",
    ],
    [
      "a missing permission (200)",
      { status: 403, body: graphErrorBody(200, "(#200) Requires pages_manage_posts permission", { type: "OAuthException" }) },
      "reconnect",
    ],
    ["the app rate limit (4)", { status: 400, body: graphErrorBody(4, "(#4) Application request limit reached") }, "retryable"],
    ["the user rate limit (17)", { status: 400, body: graphErrorBody(17, "(#17) User request limit reached") }, "retryable"],
    ["the page rate limit (32)", { status: 400, body: graphErrorBody(32, "(#32) Page request limit reached") }, "retryable"],
    ["a call-rate limit (613)", { status: 400, body: graphErrorBody(613, "Calls to this api have exceeded the rate limit.") }, "retryable"],
    [
      "a rate limit also flagged transient (4, 500)",
      { status: 500, body: graphErrorBody(4, "(#4) Application request limit reached", { is_transient: true }) },
      "retryable",
    ],
    // Facebook itself answered these, so it had the post: whether it went out is unknown.
    [
      "a transient service error (2, 500)",
      { status: 500, body: graphErrorBody(2, "An unexpected error has occurred. Please retry your request later.", { is_transient: true }) },
      "unknown",
    ],
    ["a temporarily unavailable service (2, 503)", { status: 503, body: graphErrorBody(2, "Service temporarily unavailable") }, "unknown"],
    ["an unknown error (1, 500)", { status: 500, body: graphErrorBody(1, "An unknown error occurred") }, "unknown"],
    [
      "an unknown error on a 400 (1)",
      { status: 400, body: graphErrorBody(1, "Please reduce the amount of data you're asking for, then retry your request") },
      "unknown",
    ],
    ["the transient flag on a 400", { status: 400, body: graphErrorBody(100, "(#100) The request could not be completed", { is_transient: true }) }, "unknown"],
    ["a 500 carrying any other Graph error (100)", { status: 500, body: graphErrorBody(100, "(#100) Invalid parameter") }, "unknown"],
    // No Graph error body: a proxy or load balancer answered, and Facebook never saw the post.
    ["a 503 from the load balancer", { status: 503, raw: "<html>Service Unavailable</html>" }, "retryable"],
    ["a 502 from the load balancer", { status: 502, raw: "<html>Bad Gateway</html>" }, "retryable"],
    ["a 429 without a Graph error body", { status: 429, raw: "Too Many Requests" }, "retryable"],
    ["a gateway time-out (504)", { status: 504, raw: "" }, "unknown"],
    ["a duplicate post (506)", { status: 400, body: graphErrorBody(506, "Duplicate status message", { type: "OAuthException" }) }, "rejected"],
    [
      "content blocked as spam (368)",
      { status: 400, body: graphErrorBody(368, "It looks like you were misusing this feature by going too fast.", { type: "OAuthException" }) },
      "rejected",
    ],
    ["an invalid parameter (100)", { status: 400, body: graphErrorBody(100, "(#100) Invalid parameter", { type: "OAuthException" }) }, "rejected"],
  ];
  for (const [name, reply, kind] of cases) {
    it(`maps ${name} to ${kind}`, async () => {
      graph.setIntercept((r) => (r.method === "POST" ? { reply } : undefined));
      const error = await failure(api.publish(target(), { message: "Hello" }));
      expect(error.kind).toBe(kind);
      const body = reply.body as { error?: { message: string; code: number } } | undefined;
      if (body?.error) {
        expect(error.message).toBe(body.error.message);
        expect(error.details.code).toBe(body.error.code);
      }
      expect(graph.posts).toHaveLength(0);
    });
  }

  it("a refused connection is retryable: nothing reached Facebook", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createGraphApi({ graphUrl: `http://127.0.0.1:${port}`, dialogUrl: "x", appId: "a", appSecret: "s", redirectUri: "r" });
    expect((await failure(unreachable.publish(target(), { message: "Hello" }))).kind).toBe("retryable");
  });

  it("a time-out after Facebook took the post is unknown (and the post did arrive)", async () => {
    graph.setIntercept((r) => (r.method === "POST" ? { acceptThen: "hang" } : undefined));
    const error = await failure(api.publish(target(), { message: "Hello" }, { timeoutMs: 300 }));
    expect(error.kind).toBe("unknown");
    expect(graph.posts).toHaveLength(1);
  });

  it("a connection dropped after Facebook took the post is unknown", async () => {
    graph.setIntercept((r) => (r.method === "POST" ? { acceptThen: "drop" } : undefined));
    expect((await failure(api.publish(target(), { message: "Hello" }))).kind).toBe("unknown");
    expect(graph.posts).toHaveLength(1);
  });

  it("a success reply it cannot read is unknown", async () => {
    graph.setIntercept((r) => (r.method === "POST" ? { reply: { status: 200, raw: "{not json" } } : undefined));
    expect((await failure(api.publish(target(), { message: "Hello" }))).kind).toBe("unknown");
  });
});
