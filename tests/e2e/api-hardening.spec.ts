// Every route under app/api (found from the file tree: a new route is walked without editing this file),
// against the production build:
// - with bad input of every kind: no 5xx ever, every refusal in the envelope, and a route that reads a body
//   refuses a bad one with a 4xx;
// - with well-formed extremes (dates of year 1, 9999 and 275760, the epoch, a negative year, a one-day range,
//   a day the clocks skip; 0, -1, 2^31, 2^53 and the largest safe integer; pages past the end; empty lists;
//   every text at its longest): no 5xx, and every answer within 2 s;
// - every server action of the build (from its action manifest) with bodies that do not decode: 400 or 413,
//   never a 500;
// - with a second user's session and with none, aimed at the first user's ids: nothing of the first user's
//   is read, changed or deleted.
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from "@playwright/test";
import { isErrorCode } from "../../lib/api/errors";
import { BUSINESS_NAME_MAX, PROFILE_TEXT_MAX } from "../../lib/business/profile-fields";
import { FEEDBACK_MAX } from "../../lib/feedback/feedback-fields";
import { THEME_MAX } from "../../lib/planning/plan-limits";
import { ROOMIEST_CHANNEL } from "../../lib/channels/facts";
import { TEXT_LIMIT } from "../../lib/posts/draft-fields";
import { SUMMARY_MAX_CHARS } from "../../lib/writing/voice";
import { CATCH_ALL_PATHS, expandPattern, findApiRoutes, findServerActions, kitchenSinkBody, TEXT_FIELDS, type ApiRoute } from "./support/api-routes";
import { arrangeWriter } from "./support/arrange-writer";
import { BRAND_PROFILE, createBrandProfile, createVerifiedUser, expect, PASSWORD, test, testDb, userIdOf } from "./support/fixtures";
import { APP_URL } from "./support/ports";

const ROUTES = findApiRoutes();
const JSON_TYPE = { "content-type": "application/json" };
/** A 1x1 PNG, stored as a generated image of the user. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

type Probe = { name: string; headers?: Record<string, string>; data?: string; query?: string; invalid: boolean };

const POISON = { NUL: "bad\u0000text", "a lone high surrogate": "bad\uD83Dtext", "a lone low surrogate": "bad\uDE00text" };

const WRONG_TYPES = {
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

function bodyProbes(): Probe[] {
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
function ignoredBodyProbes(): Probe[] {
  const wanted = new Set(["malformed JSON", "wrong types", "an array for the object", "a text/plain body", "an empty body"]);
  return bodyProbes().filter((probe) => wanted.has(probe.name));
}

const QUERY_PROBES: Probe[] = [
  {
    name: "NUL in every parameter",
    query: "pageNo=%00&pageSize=%00&sortField=%00&sortDir=%00&status=%00&subscriptionType=%00&platform=%00&pageID=%00&email=%00&token=%00",
    invalid: true,
  },
  { name: "huge numbers in the query", query: "pageNo=99999999999999999999999&pageSize=1e999&postID=1e400", invalid: true },
  { name: "broken UTF-8 in the query", query: "status=%F0%9F&platform=%ED%A0%80&subscriptionType=%C0", invalid: true },
  { name: "repeated parameters", query: "status=PUBLISHED&status=SCHEDULED&platform=FACEBOOK&platform=INSTAGRAM", invalid: false },
];

const BAD_SEGMENTS = ["%00", "99999999999999999999", "-1", "1.5", "abc", "%F0%9F%98", "..%2F..%2Fetc%2Fpasswd", "x".repeat(300)];

/** How long any route may take to answer a well-formed request, however extreme. */
const ANSWER_WITHIN_MS = 2_000;

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

function extremeBodyProbes(): Probe[] {
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

function extremeQueryProbes(): Probe[] {
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
function sessionsOf(playwright: Browserless, email: string) {
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

async function send(client: APIRequestContext, method: string, url: string, probe?: Probe): Promise<APIResponse> {
  const target = probe?.query ? `${url}?${probe.query}` : url;
  return client.fetch(target, { method, headers: probe?.headers, data: probe?.data, maxRedirects: 0, timeout: 30_000 });
}

/** What is wrong with a reply, if anything. */
async function problemsOf(reply: APIResponse, route: ApiRoute, label: string, mustRefuse: boolean): Promise<string[]> {
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

test.describe("every API route", () => {
  test.describe.configure({ timeout: 600_000 });

  test("refuses bad input with a 4xx envelope and never answers 5xx", async ({ playwright, request }) => {
    const email = await createVerifiedUser(request);
    const sessions = sessionsOf(playwright, email);
    const setup = await sessions.client();
    await createBrandProfile(setup);
    // A plan, so drafts get past the subscription check; too few credits to write one (the offline writer
    // streams at a reader's pace, and a hundred drafts would take minutes).
    await arrangeWriter(email, { credits: 1 });
    const post = await setup.post("/api/post/publish", { data: { postContent: "The fuzz test's own post.", platforms: [] } });
    expect(post.status()).toBe(200);
    const postId = String((await post.json()).object.id);
    const image = await testDb().generatedImage.create({ data: { userId: await userIdOf(email), contentType: "image/png", data: PNG }, select: { id: true } });
    await setup.dispose();

    const problems: string[] = [];
    let tried = 0;
    let serverErrors = 0;
    for (const route of ROUTES) {
      const client = await sessions.client();
      const urls = expandPattern(route.pattern, { segment: [postId, image.id, ...BAD_SEGMENTS], catchAll: CATCH_ALL_PATHS });
      for (const method of route.methods) {
        const probes = method === "GET" ? QUERY_PROBES : route.bodyMethods.includes(method) ? bodyProbes() : ignoredBodyProbes();
        for (const url of urls) {
          for (const probe of probes) {
            const reply = await send(client, method, url, probe);
            tried++;
            if (reply.status() >= 500) serverErrors++;
            problems.push(
              ...(await problemsOf(
                reply,
                route,
                `${method} ${url.slice(0, 80)} with ${probe.name}`,
                route.bodyMethods.includes(method) && probe.invalid && method !== "GET",
              )),
            );
          }
        }
      }
      await client.dispose();
    }
    console.log(`[api fuzz] ${ROUTES.length} routes, ${tried} requests, ${serverErrors} answered 5xx`);
    expect(ROUTES.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  test("answers well-formed extremes (dates, numbers, pages, empty lists, longest texts) within 2 s, never with a 5xx", async ({ playwright, request }) => {
    const email = await createVerifiedUser(request);
    const sessions = sessionsOf(playwright, email);
    const setup = await sessions.client();
    await createBrandProfile(setup, { ...BRAND_PROFILE, timeZone: "Europe/Lisbon" });
    // Posting slots every day, so a plan or a queue has days to walk; a plan, so drafts get past the subscription check.
    const slots = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, time: "09:00" }));
    expect((await setup.put("/api/calendar/slots", { data: { slots } })).status()).toBe(200);
    await arrangeWriter(email, { credits: 1 });
    const post = await setup.post("/api/post/publish", { data: { postContent: "The extremes' own post.", platforms: [] } });
    const postId = String((await post.json()).object.id);
    await setup.dispose();

    const problems: string[] = [];
    let tried = 0;
    let slowest = { ms: 0, label: "" };
    for (const route of ROUTES) {
      const client = await sessions.client();
      const urls = expandPattern(route.pattern, { segment: [postId], catchAll: CATCH_ALL_PATHS.slice(0, 1) });
      for (const method of route.methods) {
        const probes = method === "GET" ? extremeQueryProbes() : route.bodyMethods.includes(method) ? extremeBodyProbes() : [];
        for (const url of urls) {
          for (const probe of probes) {
            const label = `${method} ${url} with ${probe.name}`;
            const started = performance.now();
            const reply = await send(client, method, url, probe);
            const ms = performance.now() - started;
            tried++;
            if (ms > slowest.ms) slowest = { ms, label };
            if (ms > ANSWER_WITHIN_MS) problems.push(`${label}: answered in ${Math.round(ms)} ms`);
            problems.push(...(await problemsOf(reply, route, label, false)));
          }
        }
      }
      await client.dispose();
    }
    console.log(`[api extremes] ${ROUTES.length} routes, ${tried} requests, slowest ${Math.round(slowest.ms)} ms (${slowest.label})`);
    expect(tried).toBeGreaterThan(500);
    expect(problems).toEqual([]);
    // The server still answers everyone.
    expect((await request.get("/api/health/live")).status()).toBe(200);
  });

  test("every server action refuses a body that does not decode with 400, and one over 1 MB with 413, never a 500", async ({ playwright, request }) => {
    const actions = findServerActions();
    expect(actions.length).toBeGreaterThanOrEqual(9);
    const email = await createVerifiedUser(request);
    const client = await sessionsOf(playwright, email).client();
    const boundary = "----postloom-fuzz";
    const multipart = (fields: Record<string, string>) =>
      Object.entries(fields)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join("") + `--${boundary}--\r\n`;
    const TEXT = { "content-type": "text/plain;charset=UTF-8" };
    const MULTIPART = { "content-type": `multipart/form-data; boundary=${boundary}` };
    const refused: { name: string; headers: Record<string, string>; data: string; status: 400 | 413 }[] = [
      { name: "a JSON syntax error", headers: TEXT, data: "[{", status: 400 },
      { name: "an empty body", headers: TEXT, data: "", status: 400 },
      { name: "an object, not the list of arguments", headers: TEXT, data: JSON.stringify(kitchenSinkBody()), status: 400 },
      { name: "a reference to a part that is not there", headers: TEXT, data: '["$1"]', status: 400 },
      { name: "a Map whose part is not there", headers: TEXT, data: '["$Q1"]', status: 400 },
      { name: "a promise that never comes", headers: TEXT, data: '["$@1"]', status: 400 },
      { name: "values nested too deep", headers: TEXT, data: `${"[".repeat(500)}${"]".repeat(500)}`, status: 400 },
      { name: "a multipart type over a body that is not multipart", headers: MULTIPART, data: "[{}]", status: 400 },
      { name: "a multipart body cut short", headers: MULTIPART, data: `--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n[`, status: 400 },
      { name: "a multipart reply whose row is not JSON", headers: MULTIPART, data: multipart({ "0": "[{" }), status: 400 },
      { name: "a multipart reply without its root", headers: MULTIPART, data: multipart({ "1": "{}" }), status: 400 },
      { name: "a body over 1 MB", headers: TEXT, data: JSON.stringify(["a".repeat(1 << 20)]), status: 413 },
      { name: "a multipart body over 1 MB", headers: MULTIPART, data: multipart({ "0": JSON.stringify(["a".repeat(1 << 20)]) }), status: 413 },
    ];
    // Bodies that decode: the action runs and judges them (its own refusal, or a page's 404 on a deployment).
    const decoded = [
      { name: "wrong types", headers: TEXT, data: JSON.stringify([WRONG_TYPES]) },
      { name: "no arguments", headers: TEXT, data: "[]" },
      // A form posted by React: its fields named "_<id>_<field>", as the sandbox checkout's Pay sends them.
      { name: "a form's fields", headers: MULTIPART, data: multipart({ _1_$ACTION_ID_x: "", _1_session: "forged", _1_businessName: "x", "0": '["$K1"]' }) },
      ...Object.entries(POISON).map(([kind, value]) => ({
        name: `${kind} in every field`,
        headers: TEXT,
        data: JSON.stringify([kitchenSinkBody(Object.fromEntries(TEXT_FIELDS.map((field) => [field, value])))]),
      })),
    ];
    const problems: string[] = [];
    let tried = 0;
    for (const action of actions) {
      for (const probe of [...refused, ...decoded]) {
        const reply = await client.fetch(action.page, {
          method: "POST",
          headers: { ...probe.headers, "Next-Action": action.id },
          data: probe.data,
          maxRedirects: 0,
          timeout: 30_000,
        });
        tried++;
        const label = `${action.name} (POST ${action.page}) with ${probe.name}`;
        if ("status" in probe) {
          if (reply.status() !== probe.status) problems.push(`${label}: HTTP ${reply.status()}, not ${probe.status}`);
          else expect(await reply.json(), label).toMatchObject({ statusCode: probe.status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST", object: null });
        } else if (reply.status() >= 500 || reply.status() === 400 || reply.status() === 413)
          problems.push(`${label}: HTTP ${reply.status()}, though it decodes`);
      }
    }
    console.log(`[action fuzz] ${actions.length} server actions, ${tried} requests`);
    expect(problems).toEqual([]);
    await client.dispose();
  });

  test("refuses a second user and a visitor everything of the first user's", async ({ playwright, request }) => {
    const marker = `owner-secret-${crypto.randomUUID()}`;
    const ownerEmail = await createVerifiedUser(request);
    const owner = await sessionsOf(playwright, ownerEmail).client();
    await createBrandProfile(owner, {
      businessName: `Bakery ${marker}`,
      industry: "retail",
      description: `Our story ${marker}`,
      targetAudience: "Neighbours",
      painPoints: "Stale bread",
    });
    const published = await owner.post("/api/post/publish", { data: { postContent: `Post ${marker}`, platforms: [] } });
    expect(published.status()).toBe(200);
    const postId = (await published.json()).object.id as number;
    const ownerId = await userIdOf(ownerEmail);
    const image = await testDb().generatedImage.create({ data: { userId: ownerId, contentType: "image/png", data: PNG }, select: { id: true } });
    const draft = await testDb().post.create({
      data: { userId: ownerId, content: `Draft ${marker}`, imageId: image.id, imageUrl: `/api/images/${image.id}` },
      select: { id: true },
    });
    expect((await owner.post("/api/feedback", { data: { content: `Feedback ${marker}` } })).status()).toBe(201);
    const before = await testDb().post.findMany({
      where: { userId: ownerId },
      orderBy: { id: "asc" },
      select: { id: true, content: true, status: true, updatedAt: true },
    });
    const profileBefore = await testDb().businessProfile.findUniqueOrThrow({ where: { userId: ownerId } });

    const otherEmail = await createVerifiedUser(request);
    const other = sessionsOf(playwright, otherEmail);
    const setup = await other.client();
    await createBrandProfile(setup);
    await setup.dispose();

    const ownerIds = [String(postId), String(draft.id), image.id];
    const body = JSON.stringify(kitchenSinkBody({ postID: draft.id, email: ownerEmail, confirmEmail: ownerEmail }));
    const problems: string[] = [];
    let attempts = 0;
    let leaks = 0;
    for (const route of ROUTES) {
      for (const who of ["second user", "visitor"] as const) {
        const client = who === "second user" ? await other.client() : await playwright.request.newContext({ baseURL: APP_URL });
        const urls = expandPattern(route.pattern, { segment: ownerIds, catchAll: CATCH_ALL_PATHS });
        for (const method of route.methods) {
          for (const url of urls) {
            const probe: Probe | undefined =
              method === "GET"
                ? { name: "the owner's ids", query: `postID=${draft.id}&pageID=owner`, invalid: false }
                : { name: "the owner's ids", headers: JSON_TYPE, data: body, invalid: false };
            const reply = await send(client, method, url, probe);
            attempts++;
            const label = `${who}: ${method} ${url}`;
            const text = await reply.text();
            const ownerImage = url.includes(image.id) && reply.headers()["content-type"]?.startsWith("image/");
            if (text.includes(marker) || ownerImage) {
              leaks++;
              problems.push(`${label}: the owner's data in the reply`);
            }
            if (reply.status() >= 500) problems.push(`${label}: HTTP ${reply.status()}`);
            const aimsAtOwner = ownerIds.some((id) => url.split("/").includes(id));
            if (aimsAtOwner && reply.status() < 300) problems.push(`${label}: answered ${reply.status()} for the owner's id`);
          }
        }
        await client.dispose();
      }
    }
    console.log(`[api authz] ${ROUTES.length} routes, ${attempts} attempts, ${leaks} leaks`);
    expect(problems).toEqual([]);

    // Nothing of the owner's changed, and the owner is still signed in.
    const after = await testDb().post.findMany({
      where: { userId: ownerId },
      orderBy: { id: "asc" },
      select: { id: true, content: true, status: true, updatedAt: true },
    });
    expect(after).toEqual(before);
    expect(await testDb().businessProfile.findUniqueOrThrow({ where: { userId: ownerId } })).toEqual(profileBefore);
    expect(await testDb().generatedImage.count({ where: { id: image.id } })).toBe(1);
    expect(await testDb().feedback.count({ where: { userId: ownerId } })).toBe(1);
    expect((await owner.get("/api/business")).status()).toBe(200);
    await owner.dispose();
  });

  test("a state-changing request with an Origin that is not this site's is refused with the 403 envelope", async ({ request }) => {
    for (const origin of [
      "null",
      "https://evil.example",
      `${APP_URL}/path`,
      `${APP_URL}:80`,
      `http://user@${new URL(APP_URL).host}`,
      "http://[::1",
      "localhost:3100",
    ]) {
      const reply = await request.post("/api/feedback", { headers: { Origin: origin, ...JSON_TYPE }, data: "{}" });
      expect(reply.status(), `Origin: ${origin}`).toBe(403);
      expect(await reply.json()).toEqual({ statusCode: "FORBIDDEN", message: "This request came from another site and was refused.", object: null });
    }
    // The site's own origin passes the check (and then needs a session).
    expect((await request.post("/api/feedback", { headers: { Origin: APP_URL, ...JSON_TYPE }, data: "{}" })).status()).toBe(401);
  });
});
