// Local posts in the Google Business Profile double (the v4 API, under accounts/<n>/locations/<m>): a post created
// (the LocalPost checked as Google checks it, its photo fetched from sourceUrl), read back (PROCESSING until the
// first read at least processingMs after, then LIVE, or REJECTED when a test armed it), listed newest first,
// deleted, and its insights reported (localPosts:reportInsights).
import { randomBytes } from "node:crypto";
import { locationCid } from "./accounts";
import { fetchPhoto } from "./media";
import {
  SERVICES,
  apiCaller,
  fail,
  findLocation,
  invalidArgument,
  isHttpUrl,
  isObject,
  jsonBody,
  managesLocation,
  notFound,
  page,
  paging,
  permissionDenied,
  reply,
  type ActiveToken,
  type DoubleState,
  type Exchange,
  type Route,
} from "./state";
import type { GoogleAccount, GoogleLocation, ReceivedGooglePhoto, ReceivedLocalPost } from "./types";

/** The most characters (code points) a summary may have. */
export const MAX_SUMMARY = 1_500;
/** The most characters (code points) an event's title may have. */
export const MAX_EVENT_TITLE = 58;
export const MAX_POSTS_PAGE = 100;
export const DEFAULT_POSTS_PAGE = 20;

const TOPIC_TYPES = ["STANDARD", "EVENT", "OFFER", "ALERT"];
const ACTION_TYPES = ["BOOK", "ORDER", "SHOP", "LEARN_MORE", "SIGN_UP", "CALL"];
const METRICS = ["ALL", "LOCAL_POST_VIEWS_SEARCH", "LOCAL_POST_ACTIONS_CALL_TO_ACTION"];
/** The fields of a LocalPost; the output-only ones are taken and ignored, any other is an unknown name. */
const LOCAL_POST_FIELDS = new Set([
  "name",
  "languageCode",
  "summary",
  "callToAction",
  "createTime",
  "updateTime",
  "event",
  "state",
  "media",
  "searchUrl",
  "topicType",
  "alertType",
  "offer",
]);
const OFFER_FIELDS = new Set(["couponCode", "redeemOnlineUrl", "termsConditions"]);

type Json = Record<string, unknown>;
type Violation = { field: string; description: string };

const codePoints = (text: string) => [...text].length;
const unknownName = (field: string, name: string): Violation => ({
  field,
  description: `Invalid JSON payload received. Unknown name "${name}": Cannot find field.`,
});

/** A google.type.Date that exists; or undefined. */
function dateOf(value: unknown): { year: number; month: number; day: number } | undefined {
  if (!isObject(value)) return undefined;
  const { year, month, day } = value;
  if (![year, month, day].every((n) => Number.isInteger(n))) return undefined;
  const [y, m, d] = [year, month, day] as number[];
  if (y! < 1 || y! > 9999 || m! < 1 || m! > 12 || d! < 1) return undefined;
  const last = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  return d! <= last ? { year: y!, month: m!, day: d! } : undefined;
}

/** A google.type.TimeOfDay (absent fields are 0) as milliseconds into the day; or undefined when it is out of range. */
function timeOf(value: unknown): number | undefined {
  if (!isObject(value)) return undefined;
  const [hours, minutes, seconds, nanos] = ["hours", "minutes", "seconds", "nanos"].map((key) => value[key] ?? 0);
  if (![hours, minutes, seconds, nanos].every((n) => Number.isInteger(n))) return undefined;
  const [h, m, s, n] = [hours, minutes, seconds, nanos] as number[];
  if (h! < 0 || h! > 23 || m! < 0 || m! > 59 || s! < 0 || s! > 59 || n! < 0 || n! > 999_999_999) return undefined;
  return ((h! * 60 + m!) * 60 + s!) * 1000 + Math.floor(n! / 1e6);
}

/** The event's checks: a title of at most 58 characters, a schedule of two real dates (and valid times), its end not before its start. */
function eventViolation(event: unknown): Violation | undefined {
  if (!isObject(event)) return { field: "event", description: "An EVENT or OFFER post needs an event with a title and a schedule." };
  for (const key of Object.keys(event)) if (!["title", "schedule"].includes(key)) return unknownName("event", key);
  if (typeof event.title !== "string" || !event.title.trim()) return { field: "event.title", description: "The event needs a title." };
  if (codePoints(event.title) > MAX_EVENT_TITLE)
    return { field: "event.title", description: `The event title has ${codePoints(event.title)} characters; at most ${MAX_EVENT_TITLE}.` };
  const schedule = event.schedule;
  if (!isObject(schedule)) return { field: "event.schedule", description: "The event needs a schedule." };
  for (const key of Object.keys(schedule)) if (!["startDate", "startTime", "endDate", "endTime"].includes(key)) return unknownName("event.schedule", key);
  const startDate = dateOf(schedule.startDate);
  if (!startDate) return { field: "event.schedule.start_date", description: "The start date is missing or is not a date that exists." };
  const endDate = dateOf(schedule.endDate);
  if (!endDate) return { field: "event.schedule.end_date", description: "The end date is missing or is not a date that exists." };
  const startTime = schedule.startTime === undefined ? 0 : timeOf(schedule.startTime);
  if (startTime === undefined) return { field: "event.schedule.start_time", description: "The start time is not a time of day." };
  const endTime = schedule.endTime === undefined ? 86_400_000 - 1 : timeOf(schedule.endTime);
  if (endTime === undefined) return { field: "event.schedule.end_time", description: "The end time is not a time of day." };
  const start = Date.UTC(startDate.year, startDate.month - 1, startDate.day) + startTime;
  const end = Date.UTC(endDate.year, endDate.month - 1, endDate.day) + endTime;
  if (end < start) return { field: "event.schedule", description: "The event ends before it starts." };
  return undefined;
}

/** The call to action's checks: a known actionType; a http(s) url for all but CALL; no url, and a phone to call, for CALL. */
function callToActionViolation(callToAction: unknown, location: GoogleLocation): Violation | undefined {
  if (!isObject(callToAction)) return { field: "call_to_action", description: "callToAction must be an object." };
  for (const key of Object.keys(callToAction)) if (!["actionType", "url"].includes(key)) return unknownName("call_to_action", key);
  const { actionType, url } = callToAction;
  if (typeof actionType !== "string" || !ACTION_TYPES.includes(actionType))
    return {
      field: "call_to_action.action_type",
      description: `Invalid value at 'local_post.call_to_action.action_type', ${JSON.stringify(actionType ?? null)}`,
    };
  if (actionType === "CALL") {
    if (url !== undefined) return { field: "call_to_action.url", description: "A CALL action takes no url: it calls the location's primary phone." };
    if (!location.phone) return { field: "call_to_action.action_type", description: "A CALL action needs a location with a primary phone number." };
    return undefined;
  }
  if (url === undefined || url === "") return { field: "call_to_action.url", description: `A ${actionType} action needs a url.` };
  if (!isHttpUrl(url)) return { field: "call_to_action.url", description: "The url must be an http or https URL." };
  return undefined;
}

/** What Google refuses a LocalPost for before it looks at the location's state or the photo; or undefined. */
function localPostViolation(body: Json, location: GoogleLocation): Violation | undefined {
  for (const key of Object.keys(body)) if (!LOCAL_POST_FIELDS.has(key)) return unknownName("", key);
  const { topicType, summary } = body;
  if (topicType === undefined) return { field: "topic_type", description: "topic_type is required." };
  if (typeof topicType !== "string" || !TOPIC_TYPES.includes(topicType))
    return { field: "topic_type", description: `Invalid value at 'local_post.topic_type', ${JSON.stringify(topicType)}` };
  if (body.languageCode !== undefined && typeof body.languageCode !== "string") return { field: "language_code", description: "Not a string." };
  if (summary !== undefined && typeof summary !== "string") return { field: "summary", description: "Not a string." };
  if (typeof summary === "string" && codePoints(summary) > MAX_SUMMARY)
    return { field: "summary", description: `The summary has ${codePoints(summary)} characters; at most ${MAX_SUMMARY}.` };
  if ((topicType === "STANDARD" || topicType === "ALERT") && !(summary ?? "").trim())
    return { field: "summary", description: `A ${topicType} post needs a summary.` };
  if (body.alertType !== undefined && (topicType !== "ALERT" || body.alertType !== "COVID_19"))
    return { field: "alert_type", description: "alert_type is COVID_19, on an ALERT post only." };

  if (topicType === "EVENT" || topicType === "OFFER") {
    const violation = eventViolation(body.event);
    if (violation) return violation;
  } else if (body.event !== undefined) return { field: "event", description: `A ${topicType} post takes no event.` };

  if (body.offer !== undefined) {
    if (topicType !== "OFFER") return { field: "offer", description: `Offer fields are for OFFER posts, not ${topicType}.` };
    if (!isObject(body.offer)) return { field: "offer", description: "offer must be an object." };
    for (const key of Object.keys(body.offer)) if (!OFFER_FIELDS.has(key)) return unknownName("offer", key);
    const { couponCode, redeemOnlineUrl, termsConditions } = body.offer;
    if (couponCode !== undefined && typeof couponCode !== "string") return { field: "offer.coupon_code", description: "Not a string." };
    if (termsConditions !== undefined && typeof termsConditions !== "string") return { field: "offer.terms_conditions", description: "Not a string." };
    if (redeemOnlineUrl !== undefined && !isHttpUrl(redeemOnlineUrl))
      return { field: "offer.redeem_online_url", description: "The url must be an http or https URL." };
  }

  if (body.callToAction !== undefined) {
    const violation = callToActionViolation(body.callToAction, location);
    if (violation) return violation;
  }

  if (body.media !== undefined) {
    if (!Array.isArray(body.media)) return { field: "media", description: "media must be a list." };
    if (body.media.length > 1) return { field: "media", description: `A post takes at most one media item (got ${body.media.length}).` };
    const item: unknown = body.media[0];
    if (item !== undefined) {
      if (!isObject(item)) return { field: "media[0]", description: "A media item must be an object." };
      for (const key of Object.keys(item)) if (!["mediaFormat", "sourceUrl"].includes(key)) return unknownName("media[0]", key);
      if (item.mediaFormat !== "PHOTO")
        return { field: "media[0].media_format", description: `Only PHOTO media can be posted (got ${JSON.stringify(item.mediaFormat ?? null)}).` };
      if (!isHttpUrl(item.sourceUrl)) return { field: "media[0].source_url", description: "source_url must be an http or https URL." };
    }
  }
  return undefined;
}

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
