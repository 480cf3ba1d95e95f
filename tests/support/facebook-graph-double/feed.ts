// A page's posts in the Graph double: feed posts (form-encoded) and photo uploads (multipart `source`), the
// page's feed read back in replies of `limit` with cursors, and each received post's engagement.
import { graphErrorBody, oauthError, pageToken, proofOk, send, type Route } from "./state";
import type { ReceivedPost } from "./types";

/** The most characters a page post's text may have. */
const MAX_MESSAGE_CHARACTERS = 63_206;

/** POST /{page-id}/feed or /{page-id}/photos: a post, kept in `posts`; an intercept may take it and never answer. */
export const feedPost: Route = async ({ state, req, res, url, params, action }) => {
  const feed = url.pathname.match(/^\/([^/]+)\/(feed|photos)$/);
  if (req.method !== "POST" || !feed) return false;
  const [, pageId, edge] = feed;
  if (params.get("access_token") !== pageToken(pageId!)) return oauthError(state, res, "Invalid OAuth access token - Cannot parse access token");
  if (!proofOk(state, params)) return oauthError(state, res, "Invalid appsecret_proof provided in the API argument", 100);
  const message = String(params.get("message") ?? "");
  // A post's text holds at most 63,206 characters (the limit Facebook's composer states; the wording of
  // the refusal is the double's own).
  if ([...message].length > MAX_MESSAGE_CHARACTERS)
    return send(state, res, 400, graphErrorBody(100, `(#100) The message may have at most ${MAX_MESSAGE_CHARACTERS} characters`, { type: "OAuthException" }));
  const id = `${pageId}_${++state.counter}`;
  const post: ReceivedPost = { pageId: pageId!, kind: edge === "photos" ? "photo" : "feed", message, id, at: Date.now() };
  if (edge === "photos") {
    const source = params.get("source");
    if (!(source instanceof File)) return send(state, res, 400, graphErrorBody(324, "(#324) Requires upload file", { type: "OAuthException" }));
    post.image = { bytes: Buffer.from(await source.arrayBuffer()), contentType: source.type, filename: source.name };
  } else {
    const link = params.get("link");
    if (link) post.link = String(link);
    if (!message && !link) return send(state, res, 400, graphErrorBody(100, "(#100) Missing message or attachment", { type: "OAuthException" }));
  }
  state.posts.push(post);
  if (action && "acceptThen" in action) {
    if (action.acceptThen === "drop") req.socket.destroy();
    else state.hung.add(res); // never answer (until releaseHung)
    return true;
  }
  return send(state, res, 200, edge === "photos" ? { id: `photo_${state.counter}`, post_id: id } : { id });
};

/**
 * GET /{page-id}/feed: the page's posts, newest first, as Facebook lists them (created_time in its format), in
 * replies of `limit` (25 unless asked; Graph caps the edge at 100), with cursors and `paging.next` while more remain.
 */
export const pageFeed: Route = ({ state, req, res, url, params }) => {
  const pageFeed = req.method === "GET" ? url.pathname.match(/^\/([^/]+)\/feed$/) : null;
  if (!pageFeed) return false;
  const pageId = pageFeed[1]!;
  if (params.get("access_token") !== pageToken(pageId)) return oauthError(state, res, "Invalid OAuth access token - Cannot parse access token");
  if (!proofOk(state, params)) return oauthError(state, res, "Invalid appsecret_proof provided in the API argument", 100);
  const since = Number(params.get("since") ?? 0) * 1000;
  const limit = Math.min(Number(params.get("limit") ?? 25), 100);
  if (!Number.isInteger(limit) || limit < 1)
    return send(state, res, 400, graphErrorBody(100, "(#100) The parameter limit must be a positive integer", { type: "OAuthException" }));
  const facebookTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+0000");
  const feed = state.posts.filter((post) => post.pageId === pageId && post.at >= since).sort((a, b) => b.at - a.at);
  const cursor = (post: ReceivedPost) => Buffer.from(post.id).toString("base64url");
  const after = params.get("after");
  const start = after ? feed.findIndex((post) => cursor(post) === after) + 1 : 0;
  if (start === 0 && after) return send(state, res, 400, graphErrorBody(100, "(#100) Invalid cursor", { type: "OAuthException" }));
  const page = feed.slice(start, start + limit);
  const next =
    start + limit < feed.length
      ? `http://${req.headers.host}${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), limit: String(limit), after: cursor(page.at(-1)!) })}`
      : undefined;
  return send(state, res, 200, {
    data: page.map((post) => ({ id: post.id, message: post.message, created_time: facebookTime(post.at), is_published: true })),
    paging: { ...(page.length && { cursors: { before: cursor(page[0]!), after: cursor(page.at(-1)!) } }), ...(next && { next }) },
  });
};

/** GET /{post-id}?fields=reactions.summary(total_count)…: engagement of a post this double received. */
export const postEngagement: Route = ({ state, req, res, url, params }) => {
  const received = req.method === "GET" ? state.posts.find((p) => `/${p.id}` === url.pathname) : undefined;
  if (!received) return false;
  if (params.get("access_token") !== pageToken(received.pageId)) return oauthError(state, res, "Invalid OAuth access token - Cannot parse access token");
  if (!proofOk(state, params)) return oauthError(state, res, "Invalid appsecret_proof provided in the API argument", 100);
  const n = received.message.length;
  return send(state, res, 200, {
    id: received.id,
    reactions: { data: [], summary: { total_count: n % 50, viewer_reaction: "NONE" } },
    comments: { data: [], summary: { order: "ranked", total_count: n % 7, can_comment: true } },
    ...(n % 3 ? { shares: { count: n % 3 } } : {}),
  });
};
