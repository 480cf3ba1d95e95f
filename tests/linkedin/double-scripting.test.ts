// The LinkedIn double (tests/support/linkedin-double): what tests script in it (throttling, a dropped answer, a
// reply intercept), driven with plain fetch over HTTP as the client will drive it.
import { describe, expect, it } from "vitest";
import { answer, api, createPost, li, ORG, postBody, setUpLinkedInDouble } from "./support/double-setup";

setUpLinkedInDouble();

describe("what tests script", () => {
  it("throttle: the next calls to /rest/ are 429 with Retry-After, then calls go through", async () => {
    const token = li.memberToken();
    li.throttle(2, 30);
    // Not /rest/: not throttled.
    expect((await api("/v2/userinfo", { token })).status).toBe(200);
    for (let n = 0; n < 2; n++) {
      const response = await createPost(token, postBody(ORG, "Fresh bread"));
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await answer(response)).toEqual({
        status: 429,
        body: { status: 429, code: "TOO_MANY_REQUESTS", message: "Resource level throttle APPLICATION DAY limit for calls to this resource is reached." },
      });
    }
    expect(li.posts).toEqual([]);
    expect((await createPost(token, postBody(ORG, "Fresh bread"))).status).toBe(201);
  });

  it("acceptThen drop: the post is created and kept, and no answer comes", async () => {
    const token = li.memberToken();
    li.setIntercept((request) => (request.method === "POST" && request.path === "/rest/posts" ? { acceptThen: "drop" } : undefined));
    await expect(createPost(token, postBody(ORG, "Fresh bread"))).rejects.toThrow();
    expect(li.posts).toHaveLength(1);
    expect(li.posts[0]).toMatchObject({ author: ORG, commentary: "Fresh bread" });
    li.setIntercept(undefined);
    // Sent again, it is a duplicate of the one LinkedIn kept.
    expect((await answer(await createPost(token, postBody(ORG, "Fresh bread")))).body).toMatchObject({
      code: "DUPLICATE_POST",
      message: `Content is a duplicate of ${li.posts[0]!.id}`,
    });
  });

  it("a reply intercept answers instead of the route; every request is recorded with its body", async () => {
    const token = li.memberToken();
    li.setIntercept((request) =>
      request.path === "/rest/posts"
        ? { reply: { status: 500, body: { status: 500, code: "INTERNAL_SERVER_ERROR", message: "Internal Server Error" }, headers: { "x-li-uuid": "abc" } } }
        : undefined,
    );
    const response = await createPost(token, postBody(ORG, "Fresh bread"));
    expect(response.headers.get("x-li-uuid")).toBe("abc");
    expect(await answer(response)).toEqual({ status: 500, body: { status: 500, code: "INTERNAL_SERVER_ERROR", message: "Internal Server Error" } });
    expect(li.posts).toEqual([]);
    const [request] = li.requests;
    expect(request).toMatchObject({ method: "POST", path: "/rest/posts" });
    expect(request!.headers.authorization).toBe(`Bearer ${token}`);
    expect(request!.headers["linkedin-version"]).toBe("202510");
    expect(JSON.parse(request!.body.toString("utf8"))).toMatchObject({ author: ORG, commentary: "Fresh bread" });
  });
});
