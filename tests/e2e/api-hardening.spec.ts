// Every route under app/api (found from the file tree: a new route is walked without editing this file),
// against the production build:
// - with bad input of every kind: no 5xx ever, every refusal in the envelope, and a route that reads a body
//   refuses a bad one with a 4xx;
// - with well-formed extremes (dates of year 1, 9999 and 275760, the epoch, a negative year, a one-day range,
//   a day the clocks skip; 0, -1, 2^31, 2^53 and the largest safe integer; pages past the end; empty lists;
//   every text at its longest): no 5xx, and every answer within 2 s;
// - every server action of the build (from its action manifest) with bodies that do not decode: 400 or 413,
//   never a 500.
// (A second user and a visitor aimed at the first user's ids, and foreign origins: api-hardening-authz.spec.ts.)
import {
  ANSWER_WITHIN_MS,
  BAD_SEGMENTS,
  bodyProbes,
  extremeBodyProbes,
  extremeQueryProbes,
  ignoredBodyProbes,
  PNG,
  POISON,
  problemsOf,
  QUERY_PROBES,
  ROUTES,
  send,
  sessionsOf,
  WRONG_TYPES,
} from "./support/api-fuzz";
import { CATCH_ALL_PATHS, expandPattern, findServerActions, kitchenSinkBody, TEXT_FIELDS } from "./support/api-routes";
import { arrangeWriter } from "./support/arrange-writer";
import { BRAND_PROFILE, createBrandProfile, createVerifiedUser, expect, test, testDb, userIdOf } from "./support/fixtures";

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
});
