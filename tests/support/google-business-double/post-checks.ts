// What the Google Business Profile double checks of a LocalPost before it looks at the location's state or the
// photo, as Google checks it: its fields (an unknown one is refused by name), its topic type and summary, an event's
// title and schedule, an offer's fields, the call to action, and its media item. (The routes: posts.ts.)
import { isHttpUrl, isObject } from "./exchange";
import type { GoogleLocation } from "./types";

/** The most characters (code points) a summary may have. */
export const MAX_SUMMARY = 1_500;
/** The most characters (code points) an event's title may have. */
export const MAX_EVENT_TITLE = 58;

const TOPIC_TYPES = ["STANDARD", "EVENT", "OFFER", "ALERT"];
const ACTION_TYPES = ["BOOK", "ORDER", "SHOP", "LEARN_MORE", "SIGN_UP", "CALL"];
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

export type Json = Record<string, unknown>;
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
export function localPostViolation(body: Json, location: GoogleLocation): Violation | undefined {
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
