// Local posts in the Google Business Profile double (the v4 API, under accounts/<n>/locations/<m>): a post created
// (the LocalPost checked as Google checks it, in post-checks.ts, its photo fetched from sourceUrl), read back
// (PROCESSING until the first read at least processingMs after, then LIVE, or REJECTED when a test armed it), listed
// newest first, deleted, and its insights reported (localPosts:reportInsights).
import { randomBytes } from "node:crypto";
import { locationCid } from "./accounts";
import { apiCaller, fail, invalidArgument, isObject, jsonBody, notFound, page, paging, permissionDenied, reply, type Exchange, type Route } from "./exchange";
import { fetchPhoto } from "./media";
import { localPostViolation, type Json } from "./post-checks";
import { SERVICES, findLocation, managesLocation, type ActiveToken, type DoubleState } from "./state";
import type { GoogleAccount, GoogleLocation, ReceivedGooglePhoto, ReceivedLocalPost } from "./types";

export const MAX_POSTS_PAGE = 100;
export const DEFAULT_POSTS_PAGE = 20;

const METRICS = ["ALL", "LOCAL_POST_VIEWS_SEARCH", "LOCAL_POST_ACTIONS_CALL_TO_ACTION"];

/** The location of a localPosts path, with the caller managing it; or undefined, having answered 401/403/429/404. */
function postLocation(
  exchange: Exchange,
  accountId: string,
  locationId: string,
): { caller: ActiveToken; account: GoogleAccount; location: GoogleLocation; parent: string } | undefined {
  const caller = apiCaller(exchange, SERVICES.posts);
  if (!caller) return undefined;
  const { account, location } = findLocation(exchange.state, accountId, locationId);
  if (!account || !location) {
    notFound(exchange);
    return undefined;
  }
  if (!managesLocation(exchange.state, account, location, caller.userId)) {
    permissionDenied(exchange);
    return undefined;
  }
  return { caller, account, location, parent: `accounts/${account.id}/locations/${location.id}` };
}

/** The path's account, location, and the post id or the :reportInsights action; undefined when it is no localPosts path. */
function localPostsPath(pathname: string): { accountId: string; locationId: string; postId?: string; action?: string } | undefined {
  const match = /^\/v4\/accounts\/([^/]+)\/locations\/([^/:]+)\/localPosts(?::(\w+)|\/([^/:]+))?$/.exec(pathname);
  if (!match) return undefined;
  return { accountId: match[1]!, locationId: match[2]!, action: match[3], postId: match[4] };
}

/** A post read now: PROCESSING until `processingMs` after its creation, then LIVE, or REJECTED when it was armed so. */
function settle(state: DoubleState, post: ReceivedLocalPost): ReceivedLocalPost {
  if (post.state !== "PROCESSING" || Date.now() - post.createdAt.getTime() < state.processingMs) return post;
  const rejection = state.postExtras.get(post.name)?.rejection;
  post.state = rejection === undefined ? "LIVE" : "REJECTED";
  if (rejection !== undefined) post.rejectedReason = rejection;
  post.body.state = post.state;
  return post;
}

const livePost = (state: DoubleState, name: string) => state.posts.find((post) => post.name === name && !post.deletedAt);

/** POST …/localPosts: checks the LocalPost, fetches its photo, keeps it PROCESSING, answers it as kept. */
const createLocalPost = async (exchange: Exchange, at: ReturnType<typeof postLocation> & object): Promise<true> => {
  const { state } = exchange;
  const parsed = jsonBody(exchange);
  if (!parsed) return true;
  const body = parsed.value;
  if (!isObject(body)) return invalidArgument(exchange, "", "The body must be a LocalPost (a JSON object).");
  const violation = localPostViolation(body, at.location);
  if (violation) return invalidArgument(exchange, violation.field, violation.description);
  if (!(at.location.verified ?? true)) return fail(exchange, 400, "FAILED_PRECONDITION", "Location is not verified.");

  const mediaItem = (body.media as Json[] | undefined)?.[0];
  let photo: ReceivedGooglePhoto | undefined;
  if (mediaItem) {
    const fetched = await fetchPhoto(mediaItem.sourceUrl as string);
    if ("problem" in fetched) return invalidArgument(exchange, "media[0].source_url", fetched.problem);
    photo = fetched;
  }

  const id = String(6_100_000_000_000_000_000n + BigInt(++state.counter));
  const name = `${at.parent}/localPosts/${id}`;
  const now = new Date();
  const mediaKey = photo && `AF1Qip${randomBytes(24).toString("base64url")}`;
  if (photo && mediaKey) state.photos.set(mediaKey, { bytes: photo.bytes, contentType: photo.contentType });
  const kept: Json = {
    name,
    ...(body.languageCode !== undefined && { languageCode: body.languageCode }),
    ...(typeof body.summary === "string" && body.summary !== "" && { summary: body.summary }),
    ...(body.callToAction !== undefined && { callToAction: body.callToAction }),
    createTime: now.toISOString(),
    updateTime: now.toISOString(),
    ...(body.event !== undefined && { event: body.event }),
    state: "PROCESSING",
    ...(mediaItem &&
      mediaKey && {
        media: [
          {
            name: `${at.parent}/media/localPosts/${mediaKey}`,
            mediaFormat: "PHOTO",
            sourceUrl: mediaItem.sourceUrl,
            googleUrl: `${state.url}/p/${mediaKey}`,
          },
        ],
      }),
    searchUrl: `https://local.google.com/place?id=${locationCid(at.location)}&use=posts&lpsid=${id}`,
    topicType: body.topicType,
    ...(body.alertType !== undefined && { alertType: body.alertType }),
    ...(body.offer !== undefined && { offer: body.offer }),
  };
  const post: ReceivedLocalPost = { name, location: at.parent, body: kept, state: "PROCESSING", ...(photo && { photo }), createdAt: now };
  state.posts.push(post);
  state.postExtras.set(name, { ...(state.rejectNext !== undefined && { rejection: state.rejectNext }), ...(mediaKey && { mediaKey }) });
  state.rejectNext = undefined;
  return reply(exchange, 200, structuredClone(kept));
};

/** POST …/localPosts:reportInsights: each post's search views and call-to-action clicks (setInsights; zero until told). */
const reportInsights = (exchange: Exchange, at: ReturnType<typeof postLocation> & object): true => {
  const { state } = exchange;
  const parsed = jsonBody(exchange);
  if (!parsed) return true;
  const body = parsed.value;
  if (!isObject(body)) return invalidArgument(exchange, "", "The body must be a JSON object.");
  const names = body.localPostNames;
  if (!Array.isArray(names) || !names.length) return invalidArgument(exchange, "local_post_names", "local_post_names is required.");
  for (const [n, name] of names.entries())
    if (typeof name !== "string" || !name.startsWith(`${at.parent}/localPosts/`) || !livePost(state, name))
      return invalidArgument(exchange, `local_post_names[${n}]`, `${JSON.stringify(name)} is not a post of ${at.parent}.`);
  const basic = body.basicRequest;
  if (!isObject(basic)) return invalidArgument(exchange, "basic_request", "basic_request is required.");
  const metricRequests = basic.metricRequests;
  if (!Array.isArray(metricRequests) || !metricRequests.length)
    return invalidArgument(exchange, "basic_request.metric_requests", "basic_request.metric_requests is required.");
  const wanted = new Set<string>();
  for (const [n, request] of metricRequests.entries()) {
    const metric: unknown = isObject(request) ? request.metric : undefined;
    if (typeof metric !== "string" || !METRICS.includes(metric))
      return invalidArgument(exchange, `basic_request.metric_requests[${n}].metric`, `Invalid metric ${JSON.stringify(metric ?? null)}.`);
    if (metric === "ALL") ["LOCAL_POST_VIEWS_SEARCH", "LOCAL_POST_ACTIONS_CALL_TO_ACTION"].forEach((m) => wanted.add(m));
    else wanted.add(metric);
  }
  const range = basic.timeRange;
  const start = isObject(range) && typeof range.startTime === "string" ? Date.parse(range.startTime) : NaN;
  const end = isObject(range) && typeof range.endTime === "string" ? Date.parse(range.endTime) : NaN;
  if (Number.isNaN(start) || Number.isNaN(end) || end < start)
    return invalidArgument(exchange, "basic_request.time_range", "time_range needs a start_time and an end_time (RFC 3339), the end not before the start.");

  return reply(exchange, 200, {
    name: at.parent,
    localPostMetrics: (names as string[]).map((localPostName) => {
      const figures = state.insights.get(localPostName) ?? { views: 0, clicks: 0 };
      const values = { LOCAL_POST_VIEWS_SEARCH: figures.views, LOCAL_POST_ACTIONS_CALL_TO_ACTION: figures.clicks };
      return {
        localPostName,
        metricValues: Object.entries(values)
          .filter(([metric]) => wanted.has(metric))
          .map(([metric, value]) => ({ metric, totalValue: { metricOption: "AGGREGATED_TOTAL", value: String(value) } })),
      };
    }),
  });
};

/** Every route under /v4/accounts/<n>/locations/<m>/localPosts. */
export const localPosts: Route = async (exchange) => {
  const { state, request, url } = exchange;
  const path = localPostsPath(url.pathname);
  if (!path) return false;
  const { method } = request;
  const known =
    path.action !== undefined
      ? path.action === "reportInsights" && method === "POST"
      : path.postId !== undefined
        ? method === "GET" || method === "DELETE"
        : method === "GET" || method === "POST";
  if (!known) return false;
  const at = postLocation(exchange, path.accountId, path.locationId);
  if (!at) return true;

  if (path.action === "reportInsights") return reportInsights(exchange, at);
  if (path.postId === undefined) {
    if (method === "POST") return createLocalPost(exchange, at);
    // GET …/localPosts: newest first.
    const list = `${at.parent}/localPosts`;
    const pages = paging(exchange, list, MAX_POSTS_PAGE, DEFAULT_POSTS_PAGE);
    if (!pages) return true;
    const all = state.posts.filter((post) => post.location === at.parent && !post.deletedAt).reverse();
    const shown = page(list, "localPosts", all, pages);
    const items = (shown.localPosts as ReceivedLocalPost[] | undefined)?.map((post) => structuredClone(settle(state, post).body));
    return reply(exchange, 200, { ...shown, ...(items && { localPosts: items }) });
  }

  const post = livePost(state, `${at.parent}/localPosts/${path.postId}`);
  if (!post) return notFound(exchange);
  if (method === "DELETE") {
    post.deletedAt = new Date();
    return reply(exchange, 200, {});
  }
  return reply(exchange, 200, structuredClone(settle(state, post).body));
};
