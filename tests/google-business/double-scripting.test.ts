// The Google Business Profile double (tests/support/google-business-double): what tests script in it (a reply
// intercept, a dropped answer, reset), driven with plain fetch over HTTP as the client will drive it.
import { describe, expect, it } from "vitest";
import { googleErrorBody } from "../support/google-business-double";
import { answer, api, createPost, g, MAIN, photo, setUpGoogleBusinessDouble, standard } from "./support/double-setup";

setUpGoogleBusinessDouble();

describe("what tests script", () => {
  it("a reply intercept answers instead of the route; every request is recorded with its body", async () => {
    const token = g.userToken().accessToken;
    g.setIntercept((request) =>
      request.path.endsWith("/localPosts")
        ? { reply: { status: 503, body: googleErrorBody(503, "UNAVAILABLE", "The service is currently unavailable."), headers: { "x-debug": "1" } } }
        : undefined,
    );
    const response = await createPost(token, standard("Fresh bread"));
    expect(response.headers.get("x-debug")).toBe("1");
    expect(await answer(response)).toEqual({
      status: 503,
      body: { error: { code: 503, message: "The service is currently unavailable.", status: "UNAVAILABLE" } },
    });
    expect(g.posts).toEqual([]);
    const [request] = g.requests;
    expect(request).toMatchObject({ method: "POST", path: `/v4/${MAIN}/localPosts` });
    expect(request!.headers.authorization).toBe(`Bearer ${token}`);
    expect(JSON.parse(request!.body.toString("utf8"))).toEqual(standard("Fresh bread"));
  });

  it("acceptThen drop: the post is created and kept (its photo fetched), and no answer comes", async () => {
    const token = g.userToken().accessToken;
    g.setIntercept((request) => (request.method === "POST" ? { acceptThen: "drop" } : undefined));
    await expect(createPost(token, standard("Fresh bread", { media: [{ mediaFormat: "PHOTO", sourceUrl: photo }] }))).rejects.toThrow();
    expect(g.posts).toHaveLength(1);
    expect(g.posts[0]).toMatchObject({ location: MAIN, state: "PROCESSING", photo: { width: 400, height: 300 } });
    g.setIntercept(undefined);
    const listed = await answer(await api(`/v4/${MAIN}/localPosts`, { token }));
    expect((listed.body.localPosts as { summary: string }[]).map((p) => p.summary)).toEqual(["Fresh bread"]);
  });

  it("reset forgets posts, requests and an armed rejection; tokens already issued stay valid", async () => {
    const { accessToken } = g.userToken();
    g.rejectNextPost();
    g.reset();
    expect(g.requests).toEqual([]);
    const created = await answer(await createPost(accessToken, standard("After reset")));
    expect((await answer(await api(`/v4/${created.body.name as string}`, { token: accessToken }))).body.state).toBe("LIVE");
  });
});
