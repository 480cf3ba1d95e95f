// A page's posts in the Graph double: feed posts (form-encoded, a multi-photo post's photos as its attached_media),
// photo uploads (multipart `source`: a photo post, or with published=false a photo on no feed until a post attaches
// it), the page's feed read back in replies of `limit` with cursors, and each received post's engagement and insights.
import { GRANTED_SCOPES } from "./debug-token";
import { graphErrorBody, oauthError, pageToken, proofOk, send, type Exchange, type Route } from "./state";
import type { ReceivedPhoto, ReceivedPost, UnpublishedPhoto } from "./types";

/** The most characters a page post's text may have. */
const MAX_MESSAGE_CHARACTERS = 63_206;
/** The most photos one post may attach (a multi-photo post). */
const MAX_ATTACHED_MEDIA = 10;

const invalidParameter = (message: string) => graphErrorBody(100, message, { type: "OAuthException" });

/** Answers a request the double carried out, unless an intercept takes it: then the connection drops, or no answer comes. */
function carriedOut({ state, req, res, action }: Exchange, body: unknown): true {
  if (action && "acceptThen" in action) {
    if (action.acceptThen === "drop") req.socket.destroy();
    else state.hung.add(res); // never answer (until releaseHung)
    return true;
  }
  return send(state, res, 200, body);
}

/**
 * A feed post's attached_media[n], in n's order, each a JSON { media_fbid }: at most 10, each an unpublished photo of
 * the page that no post has attached yet; or what Meta refuses that with (the wording is the double's own).
 */
function attachedMedia({ state, params }: Exchange, pageId: string): UnpublishedPhoto[] | ReturnType<typeof graphErrorBody> {
  const attached = [...params.entries()]
    .flatMap(([key, value]) => {
      const n = key.match(/^attached_media\[(\d+)\]$/)?.[1];
      return n === undefined ? [] : [{ n: Number(n), value: String(value) }];
    })
    .sort((a, b) => a.n - b.n);
  if (attached.length > MAX_ATTACHED_MEDIA)
    return invalidParameter(`(#100) A post may have at most ${MAX_ATTACHED_MEDIA} attached_media; this one has ${attached.length}`);
  const photos: UnpublishedPhoto[] = [];
  for (const { n, value } of attached) {
    let fbid: unknown;
    try {
      fbid = (JSON.parse(value) as { media_fbid?: unknown }).media_fbid;
    } catch {
      return invalidParameter(`(#100) param attached_media[${n}] must be a JSON object with a media_fbid`);
    }
    const photo = typeof fbid === "string" ? state.unpublishedPhotos.get(fbid) : undefined;
    if (!photo || photo.pageId !== pageId)
      return invalidParameter(`(#100) param attached_media[${n}]: media_fbid ${String(fbid)} is not an unpublished photo of this page`);
    if (photo.attachedTo || photos.includes(photo))
      return invalidParameter(`(#100) param attached_media[${n}]: the photo ${photo.id} is already attached to a post`);
    photos.push(photo);
  }
  return photos;
}

/**
 * POST /{page-id}/feed or /{page-id}/photos: a post, kept in `posts`, or with published=false a photo kept in
 * `unpublishedPhotos`; an intercept may take either and never answer.
 */
export const feedPost: Route = async (exchange) => {
  const { state, req, res, url, params } = exchange;
  const feed = url.pathname.match(/^\/([^/]+)\/(feed|photos)$/);
  if (req.method !== "POST" || !feed) return false;
  const pageId = feed[1]!;
  const edge = feed[2];
  if (params.get("access_token") !== pageToken(pageId)) return oauthError(state, res, "Invalid OAuth access token - Cannot parse access token");
  if (!proofOk(state, params)) return oauthError(state, res, "Invalid appsecret_proof provided in the API argument", 100);
  const message = String(params.get("message") ?? "");
  // A post's text holds at most 63,206 characters (the limit Facebook's composer states; the wording of
  // the refusal is the double's own).
  if ([...message].length > MAX_MESSAGE_CHARACTERS)
    return send(state, res, 400, invalidParameter(`(#100) The message may have at most ${MAX_MESSAGE_CHARACTERS} characters`));
  if (edge === "photos") {
    const source = params.get("source");
    if (!(source instanceof File)) return send(state, res, 400, graphErrorBody(324, "(#324) Requires upload file", { type: "OAuthException" }));
    const altText = params.get("alt_text_custom");
    const photo: ReceivedPhoto = {
      bytes: Buffer.from(await source.arrayBuffer()),
      contentType: source.type,
      filename: source.name,
      ...(altText && { altText: String(altText) }),
    };
    if (params.get("published") === "false") {
      const id = `photo_${++state.counter}`;
      state.unpublishedPhotos.set(id, { ...photo, id, pageId });
      return carriedOut(exchange, { id });
    }
    const id = `${pageId}_${++state.counter}`;
    state.posts.push({ pageId, kind: "photo", message, image: photo, id, at: Date.now() });
    return carriedOut(exchange, { id: `photo_${state.counter}`, post_id: id });
  }
  const photos = attachedMedia(exchange, pageId);
  if (!Array.isArray(photos)) return send(state, res, 400, photos);
  const link = params.get("link");
  if (!message && !link && !photos.length) return send(state, res, 400, invalidParameter("(#100) Missing message or attachment"));
  const id = `${pageId}_${++state.counter}`;
  const post: ReceivedPost = { pageId, kind: "feed", message, id, at: Date.now() };
  if (link) post.link = String(link);
  if (photos.length) post.photos = photos;
  for (const photo of photos) photo.attachedTo = id;
  state.posts.push(post);
  return carriedOut(exchange, { id });
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

/** The post metrics Meta still answers (Page Insights reference); post_impressions_unique and the like are gone. */
const POST_METRICS = new Set(["post_total_media_view_unique", "post_clicks", "post_reactions_by_type_total", "post_clicks_by_type"]);

/**
 * GET /{post-id}/insights?metric=…: a received post's lifetime metrics, with `read_insights` only; an unknown or
 * retired metric is refused as Meta refuses it (#100), and a metric with no data yet is left out of the set.
 */
export const postInsights: Route = ({ state, req, res, url, params }) => {
  const received = req.method === "GET" ? state.posts.find((p) => `/${p.id}/insights` === url.pathname) : undefined;
  if (!received) return false;
  const token = String(params.get("access_token") ?? "");
  if (token !== pageToken(received.pageId)) return oauthError(state, res, "Invalid OAuth access token - Cannot parse access token");
  if (!proofOk(state, params)) return oauthError(state, res, "Invalid appsecret_proof provided in the API argument", 100);
  const scopes = (state.tokenInfo.get(token)?.scopes as string[] | undefined) ?? GRANTED_SCOPES;
  if (!scopes.includes("read_insights")) return oauthError(state, res, "(#10) This endpoint requires the 'read_insights' permission", 10);
  const metrics = String(params.get("metric") ?? "")
    .split(",")
    .filter(Boolean);
  if (metrics.length === 0)
    return oauthError(state, res, "No metric was specified to be fetched. Please specify one or more metrics to be fetched and try again.", 3001);
  const unknown = metrics.find((metric) => !POST_METRICS.has(metric));
  if (unknown) return oauthError(state, res, `(#100) The value must be a valid insights metric: ${unknown}`, 100);
  const n = received.message.length;
  const values: Record<string, number> = { post_total_media_view_unique: n * 7, post_clicks: n % 13 };
  return send(state, res, 200, {
    data: metrics
      .filter((metric) => metric in values)
      .map((metric) => ({ name: metric, period: "lifetime", values: [{ value: values[metric] }], id: `${received.id}/insights/${metric}/lifetime` })),
    paging: {},
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
