// What the API fuzz sends and how it judges the replies: the bad bodies and queries, the well-formed extremes,
// signed-in clients for one user, and the checks every reply must pass (no 5xx, refusals in the envelope).
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from "@playwright/test";
import { isErrorCode } from "../../../lib/api/errors";
import { BUSINESS_NAME_MAX, PROFILE_TEXT_MAX } from "../../../lib/business/profile-fields";
import { FEEDBACK_MAX } from "../../../lib/feedback/feedback-fields";
import { THEME_MAX } from "../../../lib/planning/plan-limits";
import { ROOMIEST_CHANNEL } from "../../../lib/channels/facts";
import { TEXT_LIMIT } from "../../../lib/posts/draft-fields";
import { SUMMARY_MAX_CHARS } from "../../../lib/writing/voice";
import { findApiRoutes, kitchenSinkBody, TEXT_FIELDS, type ApiRoute } from "./api-routes";
import { expect, PASSWORD } from "./fixtures";
import { APP_URL } from "./ports";

export const ROUTES = findApiRoutes();
export const JSON_TYPE = { "content-type": "application/json" };
/** A 1x1 PNG, stored as a generated image of the user. */
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

export type Probe = { name: string; headers?: Record<string, string>; data?: string; query?: string; invalid: boolean };

export const POISON = { NUL: "bad\u0000text", "a lone high surrogate": "bad\uD83Dtext", "a lone low surrogate": "bad\uDE00text" };

export const WRONG_TYPES = {
  email: 12,
  password: true,
  content: 5,
  message: [],
  postContent: {},
  platforms: "FACEBOOK",
  postID: "abc",
  scheduledAt: 12,
  weight: "50",
  links: "https://x.test",
  generateImage: "yes",
  pageId: [],
  code: {},
  state: 1,
  businessName: null,
  industry: 3,
  description: false,
  replyLanguage: 7,
  token: {},
  newPassword: 1,
  currentPassword: [],
};

export function bodyProbes(): Probe[] {
  const json = (name: string, data: string, invalid = true): Probe => ({ name, headers: JSON_TYPE, data, invalid });
  return [
    json("malformed JSON", '{"email": "a@b.test", "content": '),
    json("wrong types", JSON.stringify(WRONG_TYPES)),
    json("a 1 MB string", JSON.stringify(kitchenSinkBody({ content: "a".repeat(1 << 20), postContent: "a".repeat(1 << 20) }))),
    ...TEXT_FIELDS.flatMap((field) =>
      Object.entries(POISON).map(([kind, value]) => json(`${kind} in ${field}`, JSON.stringify(kitchenSinkBody({ [field]: value })), false)),
    ),
    json(
      "huge numbers",
      '{"postID": 123456789012345678901234567890, "weight": 1e308, "pageNo": 99999999999999999999, "postContent": "x", "scheduledAt": 1e400}',
    ),
    json("an array for the object", "[1, 2, 3]"),
    json("arrays for every field", JSON.stringify(Object.fromEntries(Object.entries(kitchenSinkBody()).map(([k, v]) => [k, [v]])))),
    { name: "a text/plain body", headers: { "content-type": "text/plain" }, data: JSON.stringify(kitchenSinkBody()), invalid: true },
    { name: "a form body", headers: { "content-type": "application/x-www-form-urlencoded" }, data: "email=a%40b.test&password=x", invalid: true },
    json("an empty body", ""),
  ];
}

/**
 * What a handler that reads no body is sent: a few bodies of each sort, to show it ignores them. The poisoned
 * fields and wrong types of bodyProbes() are for the handlers that read one (route.bodyMethods).
 */
export function ignoredBodyProbes(): Probe[] {
  const wanted = new Set(["malformed JSON", "wrong types", "an array for the object", "a text/plain body", "an empty body"]);
  return bodyProbes().filter((probe) => wanted.has(probe.name));
}

export const QUERY_PROBES: Probe[] = [
  {
    name: "NUL in every parameter",
    query: "pageNo=%00&pageSize=%00&sortField=%00&sortDir=%00&status=%00&subscriptionType=%00&platform=%00&pageID=%00&email=%00&token=%00",
    invalid: true,
  },
  { name: "huge numbers in the query", query: "pageNo=99999999999999999999999&pageSize=1e999&postID=1e400", invalid: true },
  { name: "broken UTF-8 in the query", query: "status=%F0%9F&platform=%ED%A0%80&subscriptionType=%C0", invalid: true },
  { name: "repeated parameters", query: "status=PUBLISHED&status=SCHEDULED&platform=FACEBOOK&platform=INSTAGRAM", invalid: false },
];

export const BAD_SEGMENTS = ["%00", "99999999999999999999", "-1", "1.5", "abc", "%F0%9F%98", "..%2F..%2Fetc%2Fpasswd", "x".repeat(300)];

/** How long any route may take to answer a well-formed request, however extreme. */
export const ANSWER_WITHIN_MS = 2_000;

const DAY_MS = 86_400_000;
/** Well-formed dates at the edges: as calendar days (plans) and as instants (the calendar, schedules). */
const EXTREME_DATES: Record<string, { from: string; to: string; at: string }> = {
  "year 0001": { from: "0001-01-01", to: "0001-01-07", at: "0001-01-01T09:00:00Z" },
  "year 9999": { from: "9999-12-25", to: "9999-12-31", at: "9999-12-31T09:00:00Z" },
  "year 275760": { from: "+275760-09-06", to: "+275760-09-13", at: "+275760-09-13T00:00:00.000Z" },
  "the epoch": { from: "1970-01-01", to: "1970-01-07", at: "1970-01-01T00:00:00Z" },
  "a negative year": { from: "-000001-01-01", to: "-000001-01-07", at: "-000001-01-01T00:00:00Z" },
  "the same day as from and to": { from: "2027-03-01", to: "2027-03-01", at: "2027-03-01T00:00:00Z" },
  // Lisbon's clocks skip 01:00 to 02:00 that night (the fuzz user's zone is Lisbon).
  "a day the clocks skip": { from: "2027-03-28", to: "2027-03-28", at: "2027-03-28T01:30:00+00:00" },
};
const EXTREME_NUMBERS: Record<string, number> = { "0": 0, "-1": -1, "2^31": 2 ** 31, "2^53": 2 ** 53, "the largest safe integer": Number.MAX_SAFE_INTEGER };
/** Each text field of the kitchen-sink body at exactly its longest. (The post text alone fills a body: it goes on its own.) */
const LONGEST_TEXTS = {
  email: `${"a".repeat(254 - "@example.test".length)}@example.test`,
  password: "p".repeat(200),
  currentPassword: "p".repeat(200),
  newPassword: "p".repeat(200),
  token: "t".repeat(200),
  businessName: "B".repeat(BUSINESS_NAME_MAX),
  description: "d".repeat(TEXT_LIMIT),
  targetAudience: "a".repeat(PROFILE_TEXT_MAX),
  painPoints: "p".repeat(PROFILE_TEXT_MAX),
  content: "c".repeat(FEEDBACK_MAX),
  message: "m".repeat(FEEDBACK_MAX),
  extraInstructions: "e".repeat(TEXT_LIMIT),
  imageDescription: "i".repeat(TEXT_LIMIT),
  theme: "t".repeat(THEME_MAX),
  summary: "s".repeat(SUMMARY_MAX_CHARS),
  code: "c".repeat(2048),
  state: "s".repeat(2048),
};

/** Sets every number and id a route may read to `n`. */
const numbersAt = (n: number) => ({
  postID: n,
  weight: n,
  targetId: n,
  days: n,
  pageNo: n,
  pageSize: n,
  targets: [n],
  postIds: [n, n],
  itemIds: [n, n],
  ids: [n],
  slots: [{ weekday: n, time: "09:00" }],
});

export function extremeBodyProbes(): Probe[] {
  const json = (name: string, body: Record<string, unknown>): Probe => ({
    name,
    headers: JSON_TYPE,
    data: JSON.stringify(kitchenSinkBody(body)),
    invalid: false,
  });
  return [
    ...Object.entries(EXTREME_DATES).map(([name, { from, to, at }]) => json(`dates: ${name}`, { from, to, scheduledAt: at, at, date: from })),
    ...Object.entries(EXTREME_NUMBERS).map(([name, n]) => json(`numbers: ${name}`, numbersAt(n))),
    json("empty lists", { platforms: [], targets: [], links: [], slots: [], postIds: [], itemIds: [], ids: [], accountIds: [] }),
    json("every text at its longest", LONGEST_TEXTS),
    json("the post text at its longest", { postContent: "p".repeat(ROOMIEST_CHANNEL.rules.maxCharacters) }),
  ];
}

export function extremeQueryProbes(): Probe[] {
  const query = (name: string, params: Record<string, string | number>): Probe => ({
    name,
    query: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString(),
    invalid: false,
  });
  // A week on, where there is one (past 275760-09-13 a JavaScript date ends).
  const week = (at: string) => {
    const later = new Date(Date.parse(at) + 7 * DAY_MS);
    return Number.isNaN(later.getTime()) ? at : later.toISOString();
  };
  return [
    ...Object.entries(EXTREME_DATES).map(([name, { from, at }]) =>
      query(`dates: ${name}`, { from: at, to: name === "the same day as from and to" ? at : week(at), date: from, days: 31 }),
    ),
    ...Object.entries(EXTREME_NUMBERS).map(([name, n]) => query(`numbers: ${name}`, { pageNo: n, pageSize: n, days: n, postID: n })),
    query("a page past the end", { pageNo: 100_000, pageSize: 50 }),
  ];
}

type Browserless = PlaywrightWorkerArgs["playwright"];

/**
 * Signed-in API clients for one user, each on its own cookie jar. A route may end the session (sign-out)
 * or change the account, so a client is made per route from the last session that still works.
 */
export function sessionsOf(playwright: Browserless, email: string) {
  let state: Awaited<ReturnType<APIRequestContext["storageState"]>> | undefined;
  return {
    async client(): Promise<APIRequestContext> {
      if (state) {
        const client = await playwright.request.newContext({ baseURL: APP_URL, storageState: state });
        if ((await client.get("/api/business")).status() !== 401) return client;
        await client.dispose();
      }
      const client = await playwright.request.newContext({ baseURL: APP_URL });
      const reply = await client.post("/api/account/sign-in", { data: { email, password: PASSWORD } });
      expect(reply.status(), `sign-in of ${email}`).toBe(200);
      state = await client.storageState();
      return client;
    },
  };
}

export async function send(client: APIRequestContext, method: string, url: string, probe?: Probe): Promise<APIResponse> {
  const target = probe?.query ? `${url}?${probe.query}` : url;
  return client.fetch(target, { method, headers: probe?.headers, data: probe?.data, maxRedirects: 0, timeout: 30_000 });
}

/** What is wrong with a reply, if anything. */
export async function problemsOf(reply: APIResponse, route: ApiRoute, label: string, mustRefuse: boolean): Promise<string[]> {
  const status = reply.status();
  const problems: string[] = [];
  if (status >= 500) problems.push(`${label}: HTTP ${status} ${(await reply.text()).slice(0, 200)}`);
  else if (mustRefuse && (status < 400 || status >= 500)) problems.push(`${label}: accepted with HTTP ${status}`);
  if (status >= 400 && status < 500 && !route.foreign) {
    const body = await reply.json().catch(() => null);
    const isEnvelope = body && isErrorCode(body.statusCode) && typeof body.message === "string" && "object" in body;
    if (!isEnvelope) problems.push(`${label}: HTTP ${status} without the envelope`);
  }
  return problems;
}
