// The LinkedIn double (tests/support/linkedin-double) holds to the wire contract Postloom's client speaks: driven
// here with plain fetch over HTTP, as the client will drive it, and refusing what LinkedIn refuses in its error shape.
// Here: posts made (with their images and commentary, refused as LinkedIn refuses them), listed, and their figures.
import { describe, expect, it } from "vitest";
import { answer, api, createPost, initializeUpload, jpeg, li, ME, ORG, png, postBody, setUpLinkedInDouble, team, uploadImage } from "./support/double-setup";

setUpLinkedInDouble();

describe("posts", () => {
  it("a post with one image: 201, its URN in x-restli-id, kept with the bytes and alt text, listed back", async () => {
    const token = li.memberToken();
    const image = await uploadImage(token, ORG, jpeg(7));
    const response = await createPost(token, postBody(ORG, "Fresh sourdough today", { media: { id: image, altText: "A loaf on a board" } }));
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("");
    const id = response.headers.get("x-restli-id")!;
    expect(id).toMatch(/^urn:li:share:\d+$/);
    expect(li.posts).toEqual([
      {
        id,
        author: ORG,
        commentary: "Fresh sourdough today",
        images: [{ id: image, bytes: jpeg(7), contentType: "image/jpeg", altText: "A loaf on a board" }],
        createdAt: expect.any(Date),
      },
    ]);

    const listed = await answer(await api(`/rest/posts?author=${encodeURIComponent(ORG)}&q=author&count=10&start=0&sortBy=LAST_MODIFIED`, { token }));
    expect(listed.body).toEqual({
      elements: [
        {
          id,
          author: ORG,
          commentary: "Fresh sourdough today",
          visibility: "PUBLIC",
          createdAt: li.posts[0]!.createdAt.getTime(),
          publishedAt: li.posts[0]!.createdAt.getTime(),
          lastModifiedAt: li.posts[0]!.createdAt.getTime(),
          lifecycleState: "PUBLISHED",
          content: { media: { id: image, altText: "A loaf on a board" } },
        },
      ],
      paging: { start: 0, count: 10, total: 1 },
    });
  });

  it("a multiImage post of three, in order; a person's own post with a PNG", async () => {
    const token = li.memberToken();
    const images = [await uploadImage(token, ORG, jpeg(1)), await uploadImage(token, ORG, jpeg(2)), await uploadImage(token, ORG, jpeg(3))];
    const response = await createPost(
      token,
      postBody(ORG, "Three loaves", { multiImage: { images: [{ id: images[0], altText: "One" }, { id: images[1] }, { id: images[2], altText: "Three" }] } }),
    );
    expect(response.status).toBe(201);
    expect(li.posts[0]!.images.map((i) => [i.id, i.bytes[4], i.altText])).toEqual([
      [images[0], 1, "One"],
      [images[1], 2, undefined],
      [images[2], 3, "Three"],
    ]);

    const mine = await uploadImage(token, ME, png, "image/png");
    expect((await createPost(token, postBody(ME, "From me", { media: { id: mine } }))).status).toBe(201);
    expect(li.posts[1]).toMatchObject({ author: ME, images: [{ id: mine, contentType: "image/png" }] });
  });

  it("a multiImage of 1, or of 21: 422", async () => {
    const token = li.memberToken();
    const one = await uploadImage(token);
    const single = await answer(await createPost(token, postBody(ORG, "Just one", { multiImage: { images: [{ id: one }] } })));
    expect(single).toMatchObject({ status: 422, body: { status: 422, code: "UNPROCESSABLE_ENTITY", message: expect.stringContaining("got 1") } });
    const many = await Promise.all(Array.from({ length: 21 }, (_, n) => uploadImage(token, ORG, jpeg(n))));
    expect((await createPost(token, postBody(ORG, "Too many", { multiImage: { images: many.map((id) => ({ id })) } }))).status).toBe(422);
    expect((await createPost(token, postBody(ORG, "Twenty", { multiImage: { images: many.slice(0, 20).map((id) => ({ id })) } }))).status).toBe(201);
  });

  it("an image initialized but never uploaded, unknown, or of another owner: 422", async () => {
    const token = li.memberToken();
    const { value } = (await (await initializeUpload(token, ORG)).json()) as { value: { image: string } };
    const waiting = await answer(await createPost(token, postBody(ORG, "Not yet", { media: { id: value.image } })));
    expect(waiting).toEqual({ status: 422, body: { status: 422, code: "UNPROCESSABLE_ENTITY", message: `${value.image} is not AVAILABLE` } });
    expect((await createPost(token, postBody(ORG, "Unknown", { media: { id: "urn:li:image:nope" } }))).status).toBe(422);
    const ofAnother = await uploadImage(token, "urn:li:organization:2002");
    expect((await createPost(token, postBody(ORG, "Borrowed", { media: { id: ofAnother } }))).status).toBe(422);
    expect(li.posts).toEqual([]);
  });

  it("the commentary: 3,000 code points at most, counted as shown (escapes and templates are markup)", async () => {
    const token = li.memberToken();
    // 3,000 emoji are 6,000 UTF-16 units, and still 3,000 characters.
    expect((await createPost(token, postBody(ORG, "🥐".repeat(3000)))).status).toBe(201);
    const long = await answer(await createPost(token, postBody(ORG, "a".repeat(3001))));
    expect(long).toEqual({ status: 422, body: { status: 422, code: "UNPROCESSABLE_ENTITY", message: "/commentary :: length 3001 exceeds 3000" } });
    // 2,999 characters and one escaped "#" are 3,001 as sent, and 3,000 as shown.
    expect((await createPost(token, postBody(ORG, `${"b".repeat(2999)}\\#`))).status).toBe(201);
    expect((await answer(await createPost(token, postBody(ORG, `${"c".repeat(2995)}{hashtag|\\#|bread}`)))).body.message).toBe(
      "/commentary :: length 3001 exceeds 3000",
    );
    expect(li.posts).toHaveLength(2);
  });

  it("the commentary: a reserved character left bare is refused; escaped, or in a hashtag or mention template, it is taken", async () => {
    const token = li.memberToken();
    const bare = await answer(await createPost(token, postBody(ORG, "Fresh bread #sourdough")));
    expect(bare).toMatchObject({ status: 422, body: { status: 422, code: "UNPROCESSABLE_ENTITY", message: expect.stringContaining('"#" at position 12') } });
    for (const text of ["Open 8-5 (weekdays)", "50% off *today*", "Email us @ the shop", "a_b", "1 < 2", "x ~ y", "a | b", "[new]", "a \\ b", "trailing \\"])
      expect((await createPost(token, postBody(ORG, text))).status, text).toBe(422);

    const taken = [
      "Fresh bread \\#sourdough \\(weekdays\\) 50% off \\*today\\* a\\_b \\\\ done",
      "Fresh bread {hashtag|\\#|sourdough} {hashtag|\\#|RealBread_2026}",
      "Made with @[Corner Bakery Catering](urn:li:organization:2002) and @[Alex](urn:li:person:member-1)",
      "Plain text, with commas; dashes - and 100% butter!",
    ];
    for (const text of taken) expect((await createPost(token, postBody(ORG, text))).status, text).toBe(201);
    expect(li.posts.map((p) => p.commentary)).toEqual(taken);
    // Templates must be whole: a hashtag without its escape, or a mention without a URN, is bare.
    expect((await createPost(token, postBody(ORG, "{hashtag|#|sourdough}"))).status).toBe(422);
    expect((await createPost(token, postBody(ORG, "@[Corner Bakery](https://example.com)"))).status).toBe(422);
  });

  it("an organization the member does not administer, another member, or a token without the write scope: 403 ACCESS_DENIED", async () => {
    const denied = {
      status: 403,
      body: { status: 403, serviceErrorCode: 100, code: "ACCESS_DENIED", message: "Not enough permissions to access: partnerApiPostsExternal.CREATE.20251001" },
    };
    const token = team.memberToken("member-1");
    expect(await answer(await createPost(token, postBody("urn:li:organization:3002", "Not mine"), team))).toEqual(denied);
    expect(await answer(await createPost(token, postBody("urn:li:person:member-2", "Not me"), team))).toEqual(denied);
    expect(
      await answer(
        await createPost(team.memberToken("member-1", ["openid", "profile", "w_member_social"]), postBody("urn:li:organization:3001", "No scope"), team),
      ),
    ).toEqual(denied);
    expect(
      await answer(
        await createPost(team.memberToken("member-1", ["openid", "profile", "w_organization_social"]), postBody("urn:li:person:member-1", "No scope"), team),
      ),
    ).toEqual(denied);
    expect((await createPost(token, postBody("urn:li:organization:3001", "Mine"), team)).status).toBe(201);
    expect(team.posts.map((p) => p.author)).toEqual(["urn:li:organization:3001"]);
  });

  it("missing fields: 422; a body that is not JSON: 415 or 400", async () => {
    const token = li.memberToken();
    const { visibility: _visibility, ...noVisibility } = postBody(ORG, "No visibility");
    expect(await answer(await createPost(token, noVisibility))).toEqual({
      status: 422,
      body: { status: 422, code: "UNPROCESSABLE_ENTITY", message: "/visibility :: field is required but not found and has no default value" },
    });
    const { author: _author, ...noAuthor } = postBody(ORG, "No author");
    expect((await createPost(token, noAuthor)).status).toBe(422);
    expect((await createPost(token, { ...postBody(ORG, "x"), distribution: {} })).status).toBe(422);
    expect((await createPost(token, { ...postBody(ORG, "x"), lifecycleState: "DRAFT" })).status).toBe(422);
    expect((await api("/rest/posts", { token, method: "POST", headers: { "Content-Type": "text/plain" }, json: undefined })).status).toBe(415);
    expect((await api("/rest/posts", { token, method: "POST", headers: { "Content-Type": "application/json" } })).status).toBe(400);
  });

  it("the same commentary again from the same author: 422 DUPLICATE_POST naming the first", async () => {
    const token = li.memberToken();
    const first = (await createPost(token, postBody(ORG, "Fresh bread"))).headers.get("x-restli-id");
    expect(await answer(await createPost(token, postBody(ORG, "Fresh bread")))).toEqual({
      status: 422,
      body: { status: 422, code: "DUPLICATE_POST", message: `Content is a duplicate of ${first}` },
    });
    expect((await createPost(token, postBody("urn:li:organization:2002", "Fresh bread"))).status).toBe(201);
  });

  it("the author's posts: newest first, paged with start and count (at most 100); the URN must come encoded; reading needs r_organization_social", async () => {
    const token = li.memberToken();
    for (const n of [1, 2, 3]) expect((await createPost(token, postBody(ORG, `Post ${n}`))).status).toBe(201);
    expect((await createPost(token, postBody("urn:li:organization:2002", "Elsewhere"))).status).toBe(201);
    const list = (query: string, bearer = token) =>
      api(`/rest/posts?q=author&author=${encodeURIComponent(ORG)}&sortBy=LAST_MODIFIED&${query}`, { token: bearer });
    const first = await answer(await list("start=0&count=2"));
    expect((first.body.elements as { commentary: string }[]).map((e) => e.commentary)).toEqual(["Post 3", "Post 2"]);
    expect(first.body.paging).toEqual({ start: 0, count: 2, total: 3 });
    const second = await answer(await list("start=2&count=2"));
    expect((second.body.elements as { commentary: string }[]).map((e) => e.commentary)).toEqual(["Post 1"]);
    expect((await list("count=101")).status).toBe(400);
    expect((await api(`/rest/posts?q=author&author=${ORG}&count=10`, { token })).status).toBe(400);
    const noRead = li.memberToken("member-1", ["openid", "profile", "w_organization_social"]);
    expect((await answer(await list("count=10", noRead))).body).toMatchObject({ status: 403, code: "ACCESS_DENIED" });
  });

  it("socialMetadata: zeros until told, then the figures; 404 for an unknown post", async () => {
    const token = li.memberToken();
    const id = (await createPost(token, postBody(ORG, "Fresh bread"))).headers.get("x-restli-id")!;
    const metadata = () => api(`/rest/socialMetadata/${encodeURIComponent(id)}`, { token });
    expect((await answer(await metadata())).body).toEqual({
      reactionSummaries: {},
      commentsState: "OPEN",
      reactionsState: "OPEN",
      commentSummary: { count: 0, topLevelCount: 0 },
      entity: id,
    });
    li.setEngagement(id, { likes: 12, praise: 3, comments: 4 });
    expect((await answer(await metadata())).body).toMatchObject({
      reactionSummaries: { LIKE: { reactionType: "LIKE", count: 12 }, PRAISE: { reactionType: "PRAISE", count: 3 } },
      commentSummary: { count: 4, topLevelCount: 4 },
      entity: id,
    });
    expect(await answer(await api(`/rest/socialMetadata/${encodeURIComponent("urn:li:share:1")}`, { token }))).toMatchObject({
      status: 404,
      body: { status: 404, code: "NOT_FOUND" },
    });
    expect(() => li.setEngagement("urn:li:share:1", { likes: 1, comments: 0 })).toThrow();
  });

  it("share statistics and followers: an administrator's, of a Company Page, with URNs encoded; refused otherwise", async () => {
    const token = li.memberToken();
    const id = (await createPost(token, postBody(ORG, "Fresh bread"))).headers.get("x-restli-id")!;
    li.setEngagement(id, { likes: 12, comments: 4, uniqueImpressions: 500, clicks: 9, shares: 2 });
    li.setFollowers("2001", 1_500);
    const enc = encodeURIComponent;
    const statistics = (query: string, as = token) => api(`/rest/organizationalEntityShareStatistics?${query}`, { token: as });
    const ok = await answer(await statistics(`q=organizationalEntity&organizationalEntity=${enc(ORG)}&shares=List(${enc(id)})`));
    expect(ok).toMatchObject({
      status: 200,
      body: {
        elements: [
          {
            organizationalEntity: ORG,
            share: id,
            totalShareStatistics: { uniqueImpressionsCount: 500, clickCount: 9, shareCount: 2, likeCount: 12, commentCount: 4 },
          },
        ],
      },
    });
    for (const bad of [
      `q=organizationalEntity&organizationalEntity=${ORG}&shares=List(${enc(id)})`,
      `q=organizationalEntity&organizationalEntity=${enc(ORG)}&shares=List(${id})`,
      `q=organizationalEntity&organizationalEntity=${enc(ORG)}&ugcPosts=List(${enc(id)})`,
      `q=organizationalEntity&organizationalEntity=${enc("urn:li:person:member-1")}&shares=List(${enc(id)})`,
      `q=share&organizationalEntity=${enc(ORG)}`,
    ])
      expect((await answer(await statistics(bad))).body).toMatchObject({ status: 400, code: "PARAM_INVALID" });
    const noAdmin = li.memberToken("member-1", ["openid", "profile", "w_organization_social", "r_organization_social"]);
    expect((await answer(await statistics(`q=organizationalEntity&organizationalEntity=${enc(ORG)}&shares=List(${enc(id)})`, noAdmin))).body).toMatchObject({
      status: 403,
      code: "ACCESS_DENIED",
    });

    const followers = (urn: string, edge = "COMPANY_FOLLOWED_BY_MEMBER", as = token) => api(`/rest/networkSizes/${urn}?edgeType=${edge}`, { token: as });
    expect(await answer(await followers(enc(ORG)))).toEqual({ status: 200, body: { firstDegreeSize: 1_500 } });
    for (const response of [await followers(ORG), await followers(enc(ORG), "CompanyFollowedByMember"), await followers(enc("urn:li:person:member-1"))])
      expect((await answer(response)).body).toMatchObject({ status: 400 });
    const memberOnly = li.memberToken("member-1", ["openid", "profile", "w_member_social"]);
    expect((await answer(await followers(enc(ORG), undefined, memberOnly))).body).toMatchObject({ status: 403, code: "ACCESS_DENIED" });
    expect((await answer(await followers(enc("urn:li:organization:9999")))).body).toMatchObject({ status: 403 });
  });
});
