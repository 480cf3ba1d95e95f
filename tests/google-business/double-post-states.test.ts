// The Google Business Profile double (tests/support/google-business-double) holds to the wire contract Postloom's
// client speaks: driven here with plain fetch over HTTP, as the client will drive it. Here: a local post after it
// was created (PROCESSING, then LIVE or REJECTED when read), the location's posts listed and deleted, who may reach
// them, and their insights. (Creating a post and its checks: double-posts.test.ts.)
import { describe, expect, it } from "vitest";
import {
  AIRPORT,
  answer,
  api,
  createPost,
  DOWNTOWN,
  g,
  invalid,
  MAIN,
  NOT_FOUND,
  PERMISSION_DENIED,
  setUpGoogleBusinessDouble,
  standard,
  team,
} from "./support/double-setup";

setUpGoogleBusinessDouble();

describe("local posts", () => {
  it("PROCESSING until processingMs after creation, then LIVE on the next read (list reads count)", async () => {
    const token = team.userToken("user-1").accessToken;
    const created = await answer(await createPost(token, standard("Slow"), "accounts/111/locations/311", team));
    const name = created.body.name as string;
    expect((await answer(await api(`/v4/${name}`, { token, double: team }))).body.state).toBe("PROCESSING");
    expect(team.posts[0]!.state).toBe("PROCESSING");
    await new Promise((resolve) => setTimeout(resolve, 320));
    // Not read yet: still PROCESSING as kept.
    expect(team.posts[0]!.state).toBe("PROCESSING");
    const listed = await answer(await api("/v4/accounts/111/locations/311/localPosts", { token, double: team }));
    expect((listed.body.localPosts as { state: string }[])[0]!.state).toBe("LIVE");
    expect(team.posts[0]!.state).toBe("LIVE");
  });

  it("rejectNextPost: the next post is accepted PROCESSING, then REJECTED when read, its reason kept for the test; the one after goes LIVE", async () => {
    const token = g.userToken().accessToken;
    g.rejectNextPost("Prohibited content.");
    const rejected = await answer(await createPost(token, standard("Buy followers")));
    expect(rejected).toMatchObject({ status: 200, body: { state: "PROCESSING" } });
    const after = await answer(await createPost(token, standard("Fresh bread")));
    const read = await answer(await api(`/v4/${rejected.body.name as string}`, { token }));
    expect(read.body).toEqual({ ...rejected.body, state: "REJECTED" });
    expect(g.posts[0]).toMatchObject({ state: "REJECTED", rejectedReason: "Prohibited content." });
    expect((await answer(await api(`/v4/${after.body.name as string}`, { token }))).body.state).toBe("LIVE");
    expect(g.posts[1]).not.toHaveProperty("rejectedReason");

    g.rejectNextPost();
    await createPost(token, standard("Another"));
    await api(`/v4/${g.posts[2]!.name}`, { token });
    expect(g.posts[2]!.rejectedReason).toEqual(expect.any(String));
  });

  it("the location's posts: newest first, paged with pageSize (1 to 100) and pageToken; deleted ones gone", async () => {
    const token = g.userToken().accessToken;
    for (const n of [1, 2, 3, 4]) expect((await createPost(token, standard(`Post ${n}`))).status).toBe(200);
    expect((await createPost(token, standard("Elsewhere"), DOWNTOWN)).status).toBe(200);
    const list = (query = "") => api(`/v4/${MAIN}/localPosts?${query}`, { token });
    const first = await answer(await list("pageSize=2"));
    expect((first.body.localPosts as { summary: string }[]).map((p) => p.summary)).toEqual(["Post 4", "Post 3"]);
    const second = await answer(await list(`pageSize=2&pageToken=${encodeURIComponent(first.body.nextPageToken as string)}`));
    expect((second.body.localPosts as { summary: string }[]).map((p) => p.summary)).toEqual(["Post 2", "Post 1"]);
    expect(second.body).not.toHaveProperty("nextPageToken");
    expect((await answer(await list())).body.localPosts).toHaveLength(4);
    expect(await answer(await list("pageSize=101"))).toEqual(invalid("page_size"));

    const third = g.posts[2]!.name;
    expect(await answer(await api(`/v4/${third}`, { token, method: "DELETE" }))).toEqual({ status: 200, body: {} });
    expect(await answer(await api(`/v4/${third}`, { token }))).toEqual(NOT_FOUND);
    expect(await answer(await api(`/v4/${third}`, { token, method: "DELETE" }))).toEqual(NOT_FOUND);
    expect((await answer(await list())).body.localPosts).toHaveLength(3);
    expect(g.posts[2]!.deletedAt).toEqual(expect.any(Date));
    // No posts: {}.
    expect(await answer(await api(`/v4/${AIRPORT}/localPosts`, { token }))).toEqual({ status: 200, body: {} });
  });

  it("a location the user does not manage: 403; an unknown one, or one under another account: 404", async () => {
    const token = g.userToken().accessToken;
    const created = await answer(await createPost(token, standard("Before")));
    g.unmanage("201");
    expect(await answer(await createPost(token, standard("After")))).toEqual(PERMISSION_DENIED);
    expect(await answer(await api(`/v4/${created.body.name as string}`, { token }))).toEqual(PERMISSION_DENIED);
    expect(await answer(await api(`/v4/${MAIN}/localPosts`, { token }))).toEqual(PERMISSION_DENIED);
    expect((await createPost(token, standard("Still mine"), DOWNTOWN)).status).toBe(200);
    expect(await answer(await createPost(token, standard("Nowhere"), "accounts/101/locations/999"))).toEqual(NOT_FOUND);
    expect(await answer(await createPost(token, standard("Wrong account"), "accounts/999/locations/201"))).toEqual(NOT_FOUND);
    expect(await answer(await api(`/v4/${MAIN}/localPosts/123`, { token: g.userToken().accessToken }))).toEqual(PERMISSION_DENIED);
    // reset gives the location back.
    g.reset();
    expect((await createPost(token, standard("Back"))).status).toBe(200);

    const north = team.userToken("user-2").accessToken;
    expect(await answer(await createPost(north, standard("Not mine"), "accounts/112/locations/321", team))).toEqual(PERMISSION_DENIED);
  });

  it("reportInsights: each post's search views and call-to-action clicks (zero until told)", async () => {
    const token = g.userToken().accessToken;
    const a = (await answer(await createPost(token, standard("A")))).body.name as string;
    const b = (await answer(await createPost(token, standard("B")))).body.name as string;
    g.setInsights(a, { views: 120, clicks: 7 });
    const request = {
      localPostNames: [a, b],
      basicRequest: { metricRequests: [{ metric: "ALL" }], timeRange: { startTime: "2026-01-01T00:00:00Z", endTime: "2026-02-01T00:00:00Z" } },
    };
    const report = await answer(await api(`/v4/${MAIN}/localPosts:reportInsights`, { token, method: "POST", json: request }));
    const values = (views: string, clicks: string) => [
      { metric: "LOCAL_POST_VIEWS_SEARCH", totalValue: { metricOption: "AGGREGATED_TOTAL", value: views } },
      { metric: "LOCAL_POST_ACTIONS_CALL_TO_ACTION", totalValue: { metricOption: "AGGREGATED_TOTAL", value: clicks } },
    ];
    expect(report).toEqual({
      status: 200,
      body: {
        name: MAIN,
        localPostMetrics: [
          { localPostName: a, metricValues: values("120", "7") },
          { localPostName: b, metricValues: values("0", "0") },
        ],
      },
    });
    const elsewhere = { ...request, localPostNames: [`${DOWNTOWN}/localPosts/1`] };
    expect(await answer(await api(`/v4/${MAIN}/localPosts:reportInsights`, { token, method: "POST", json: elsewhere }))).toEqual(
      invalid("local_post_names[0]"),
    );
    const { basicRequest: _basic, ...noBasic } = request;
    expect(await answer(await api(`/v4/${MAIN}/localPosts:reportInsights`, { token, method: "POST", json: noBasic }))).toEqual(invalid("basic_request"));
    expect(() => g.setInsights(`${MAIN}/localPosts/1`, { views: 1, clicks: 1 })).toThrow();
  });
});
