// Meta's usage headers: X-App-Usage, X-Business-Use-Case-Usage and X-Page-Usage parsed from their wire format,
// malformed values ignored (a call never fails for them); readings kept per kind and per business object,
// counting for five minutes, or until Meta's time to regain access; read from every Graph reply, errors too.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createGraphUsage, graphUsage, parseAppUsage, parseBusinessUseCaseUsage, parsePageUsage, READING_LASTS_MS } from "@/lib/channels/facebook/graph-usage";
import { startGraphDouble, graphErrorBody, type GraphDouble } from "../support/facebook-graph-double";
import { graphApiFor } from "../support/publishing";

const MINUTE = 60_000;
const T0 = new Date("2026-12-01T12:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const headers = (values: Record<string, unknown>) =>
  new Headers(Object.entries(values).map(([name, value]): [string, string] => [name, typeof value === "string" ? value : JSON.stringify(value)]));

describe("parsing", () => {
  it("X-App-Usage: the highest of its three percentages", () => {
    expect(parseAppUsage('{"call_count":28,"total_time":25,"total_cputime":25}')).toBe(28);
    expect(parseAppUsage('{"call_count":5,"total_time":91,"total_cputime":40}')).toBe(91);
    // Some fields only, or numbers sent as strings.
    expect(parseAppUsage('{"total_cputime":"77"}')).toBe(77);
    expect(parseAppUsage('{"call_count":0,"total_time":0,"total_cputime":0}')).toBe(0);
  });

  it.each([
    null,
    "",
    "not json",
    "{",
    "[]",
    "[28,25,25]",
    "null",
    "42",
    '"28"',
    "{}",
    '{"call_count":"lots"}',
    '{"call_count":-5}',
    '{"call_count":null,"total_time":{}}',
  ])("X-App-Usage %j is no reading", (header) => {
    expect(parseAppUsage(header)).toBeNull();
  });

  it("X-Page-Usage (unverified) reads as X-App-Usage does, defensively", () => {
    expect(parsePageUsage('{"call_count":12,"total_cputime":80,"total_time":3}')).toBe(80);
    expect(parsePageUsage("garbage")).toBeNull();
    expect(parsePageUsage("[]")).toBeNull();
  });

  it("X-Business-Use-Case-Usage: per business object, its highest percentage and longest wait in minutes", () => {
    const header = JSON.stringify({
      "1001": [
        { type: "pages", call_count: 12, total_cputime: 30, total_time: 8, estimated_time_to_regain_access: 0 },
        { type: "instagram", call_count: 88, total_cputime: 1, total_time: 2, estimated_time_to_regain_access: 7 },
      ],
      "17841400000001": [{ type: "instagram", call_count: 100, total_cputime: 100, total_time: 100, estimated_time_to_regain_access: 45 }],
    });
    expect(parseBusinessUseCaseUsage(header)).toEqual([
      { id: "1001", percent: 88, regainMinutes: 7 },
      { id: "17841400000001", percent: 100, regainMinutes: 45 },
    ]);
  });

  it("X-Business-Use-Case-Usage: unreadable entries are skipped, an unreadable header gives nothing", () => {
    const header = JSON.stringify({
      "1001": [{ type: "pages", call_count: "x" }, "junk", null, { type: "pages", total_time: 64, estimated_time_to_regain_access: "soon" }],
      "1002": "not a list",
      "1003": [],
      // One entry instead of a list: read all the same.
      "1004": { type: "pages", call_count: 51 },
    });
    expect(parseBusinessUseCaseUsage(header)).toEqual([
      { id: "1001", percent: 64, regainMinutes: 0 },
      { id: "1004", percent: 51, regainMinutes: 0 },
    ]);
    for (const bad of [null, "", "{{", "[]", "[{}]", "null", "7"]) expect(parseBusinessUseCaseUsage(bad)).toEqual([]);
  });
});

describe("readings", () => {
  it("the app's usage counts for every account, a business object's only for its own", () => {
    const usage = createGraphUsage();
    usage.record(headers({ "x-app-usage": { call_count: 40 }, "x-business-use-case-usage": { "1001": [{ type: "pages", call_count: 80 }] } }), T0);
    expect(usage.current(["1001"], T0)).toEqual({ percent: 80, regainAt: null, lastsUntil: at(READING_LASTS_MS), scope: "1001" });
    expect(usage.current(["1002"], T0)).toEqual({ percent: 40, regainAt: null, lastsUntil: at(READING_LASTS_MS), scope: null });
    expect(usage.current([], T0).percent).toBe(40);
    // X-Page-Usage names no page: it counts for all, as the app's does.
    usage.record(headers({ "x-page-usage": { call_count: 60 } }), T0);
    expect(usage.current(["1002"], T0).percent).toBe(60);
  });

  it("the newest reading of a kind stands for the present, and a reply without one changes nothing", () => {
    const usage = createGraphUsage();
    usage.record(headers({ "x-business-use-case-usage": { "1001": [{ type: "pages", call_count: 93 }] } }), T0);
    usage.record(headers({}), at(MINUTE));
    expect(usage.current(["1001"], at(MINUTE)).percent).toBe(93);
    usage.record(headers({ "x-business-use-case-usage": { "1001": [{ type: "pages", call_count: 41 }] } }), at(2 * MINUTE));
    expect(usage.current(["1001"], at(2 * MINUTE)).percent).toBe(41);
    // A malformed header is no reading: the last good one stays.
    usage.record(headers({ "x-business-use-case-usage": "{oops", "x-app-usage": "[]" }), at(3 * MINUTE));
    expect(usage.current(["1001"], at(3 * MINUTE)).percent).toBe(41);
  });

  it("a reading counts for five minutes, unless Meta names a later time to regain access", () => {
    const usage = createGraphUsage();
    usage.record(headers({ "x-app-usage": { call_count: 95 } }), T0);
    expect(usage.current([], at(READING_LASTS_MS - 1)).percent).toBe(95);
    expect(usage.current([], at(READING_LASTS_MS))).toEqual({ percent: 0, regainAt: null, lastsUntil: null, scope: null });

    usage.record(headers({ "x-business-use-case-usage": { "1001": [{ type: "pages", call_count: 30, estimated_time_to_regain_access: 20 }] } }), T0);
    expect(usage.current(["1001"], at(10 * MINUTE))).toEqual({ percent: 30, regainAt: at(20 * MINUTE), lastsUntil: at(20 * MINUTE), scope: "1001" });
    expect(usage.current(["1001"], at(20 * MINUTE)).regainAt).toBeNull();
  });
});

describe("read from every Graph reply", () => {
  let graph: GraphDouble;
  let facebook: ReturnType<typeof graphApiFor>;
  beforeAll(async () => {
    graph = await startGraphDouble();
    facebook = graphApiFor(graph);
  });
  afterEach(() => {
    graph.reset();
    graphUsage().reset();
  });
  afterAll(() => graph.stop());

  it("a success's headers are kept for the accounts they name", async () => {
    graph.setUsage({
      "x-app-usage": { call_count: 12, total_time: 3, total_cputime: 4 },
      "x-business-use-case-usage": { "1001": [{ type: "pages", call_count: 81, total_cputime: 9, total_time: 9, estimated_time_to_regain_access: 0 }] },
    });
    await facebook.readAccount(graph.pageToken("1001"), "1001");
    expect(graphUsage().current(["1001"])).toMatchObject({ percent: 81, scope: "1001" });
    expect(graphUsage().current(["1002"])).toMatchObject({ percent: 12, scope: null });
  });

  it("an error's headers too: Meta sends them with the refusal", async () => {
    graph.setUsage({
      "x-business-use-case-usage": { "1001": [{ type: "pages", call_count: 100, total_cputime: 40, total_time: 40, estimated_time_to_regain_access: 12 }] },
    });
    graph.setIntercept(() => ({ reply: { status: 400, body: graphErrorBody(32, "(#32) Page request limit reached") } }));
    await expect(facebook.readAccount(graph.pageToken("1001"), "1001")).rejects.toMatchObject({ kind: "retryable" });
    const usage = graphUsage().current(["1001"]);
    expect(usage.percent).toBe(100);
    expect(usage.regainAt!.getTime()).toBeGreaterThan(Date.now() + 11 * MINUTE);
  });

  it("malformed headers never break a call", async () => {
    graph.setUsage({ "x-app-usage": "{call_count:", "x-business-use-case-usage": '{"1001":"half', "x-page-usage": "[1,2" });
    await expect(facebook.readAccount(graph.pageToken("1001"), "1001")).resolves.toBeUndefined();
    const sent = await facebook.publish({ pageId: "1001", pageToken: graph.pageToken("1001") }, { message: "Still posts" });
    expect(sent.id).toMatch(/^1001_/);
    expect(graphUsage().current(["1001"]).percent).toBe(0);
  });
});
