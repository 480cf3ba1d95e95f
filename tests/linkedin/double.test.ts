// The LinkedIn double (tests/support/linkedin-double) holds to the wire contract Postloom's client speaks: driven
// here with plain fetch over HTTP, as the client will drive it, and refusing what LinkedIn refuses in its error shape.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startLinkedInDouble, type LinkedInDouble } from "../support/linkedin-double";

let li: LinkedInDouble;
/** Two members: member-1 administers 3001, member-2 administers 3002. */
let team: LinkedInDouble;

beforeAll(async () => {
  li = await startLinkedInDouble();
  team = await startLinkedInDouble({
    members: [
      { id: "member-1", name: "Alex Baker", picture: "https://media.licdn.example/alex.jpg" },
      { id: "member-2", name: "Sam de la Cruz" },
    ],
    organizations: [
      { id: "3001", name: "North Mill", admins: ["member-1"] },
      { id: "3002", name: "South Mill", vanityName: "southmill", admins: ["member-2"] },
    ],
    refreshTokens: true,
  });
});
afterEach(() => {
  li.reset();
  team.reset();
});
afterAll(async () => {
  await li.stop();
  await team.stop();
});

const ORG = "urn:li:organization:2001";
const ME = "urn:li:person:member-1";
const REST_HEADERS = { "LinkedIn-Version": "202510", "X-Restli-Protocol-Version": "2.0.0" };

type Call = { token?: string; method?: string; json?: unknown; headers?: Record<string, string>; double?: LinkedInDouble };

/** A call to the API host, with the bearer token and (on /rest/) the version headers unless told otherwise. */
function api(path: string, { token, method = "GET", json, headers, double = li }: Call = {}) {
  return fetch(`${double.url}${path}`, {
    method,
    redirect: "manual",
    headers: {
      ...(path.startsWith("/rest/") && REST_HEADERS),
      ...(token && { Authorization: `Bearer ${token}` }),
      ...(json !== undefined && { "Content-Type": "application/json" }),
      ...headers,
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

/** A form POST to the OAuth host. */
const oauthForm = (path: string, fields: Record<string, string>, double = li) =>
  fetch(`${double.url}${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });

const exchangeCode = (code: string, double = li, overrides: Record<string, string> = {}) =>
  oauthForm(
    "/oauth/v2/accessToken",
    { grant_type: "authorization_code", code, redirect_uri: double.redirectUri, client_id: double.clientId, client_secret: double.clientSecret, ...overrides },
    double,
  );

const introspect = (token: string, double = li, overrides: Record<string, string> = {}) =>
  oauthForm("/oauth/v2/introspectToken", { client_id: double.clientId, client_secret: double.clientSecret, token, ...overrides }, double);

/** A JPEG's first bytes, told apart by `n`. */
const jpeg = (n: number) => Buffer.from([0xff, 0xd8, 0xff, 0xe0, n, 1, 2, 3]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function initializeUpload(token: string, owner: string, double = li) {
  return api("/rest/images?action=initializeUpload", { token, method: "POST", json: { initializeUploadRequest: { owner } }, double });
}

/** Both steps of an image upload; the image's URN. */
async function uploadImage(token: string, owner = ORG, bytes: Buffer = jpeg(1), contentType = "image/jpeg", double = li) {
  const init = await initializeUpload(token, owner, double);
  expect(init.status).toBe(200);
  const { value } = (await init.json()) as { value: { uploadUrl: string; image: string; uploadUrlExpiresAt: number } };
  const put = await fetch(value.uploadUrl, {
    method: "PUT",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": contentType },
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(201);
  return value.image;
}

const postBody = (author: string, commentary: string, content?: unknown) => ({
  author,
  commentary,
  visibility: "PUBLIC",
  distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
  ...(content !== undefined && { content }),
  lifecycleState: "PUBLISHED",
  isReshareDisabledByAuthor: false,
});

const createPost = (token: string, body: unknown, double = li, headers?: Record<string, string>) =>
  api("/rest/posts", { token, method: "POST", json: body, double, headers });

/** The answer's status and JSON body. */
async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("OAuth", () => {
  it("the authorization page sends the browser back with a code and the state; the code works once", async () => {
    const query = new URLSearchParams({
      response_type: "code",
      client_id: li.clientId,
      redirect_uri: li.redirectUri,
      state: "signed-state",
      scope: "openid profile w_member_social w_organization_social r_organization_social rw_organization_admin",
    });
    const page = await fetch(`${li.url}/oauth/v2/authorization?${query}`, { redirect: "manual" });
    expect(page.status).toBe(302);
    const back = new URL(page.headers.get("location")!);
    expect(back.origin + back.pathname).toBe(li.redirectUri);
    expect(back.searchParams.get("state")).toBe("signed-state");
    const code = back.searchParams.get("code")!;

    const first = await answer(await exchangeCode(code));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      access_token: expect.any(String),
      expires_in: 5_184_000,
      scope: "openid,profile,w_member_social,w_organization_social,r_organization_social,rw_organization_admin",
    });
    const me = await answer(await api("/v2/userinfo", { token: first.body.access_token as string }));
    expect(me.body).toEqual({ sub: "member-1", name: "Alex Baker", given_name: "Alex", family_name: "Baker" });

    const again = await answer(await exchangeCode(code));
    expect(again).toEqual({
      status: 400,
      body: {
        error: "invalid_request",
        error_description:
          "Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired.",
      },
    });
  });

  it("a wrong client id or redirect URI is refused on the page; an unauthorized scope or a cancel comes back as an error", async () => {
    const base = { response_type: "code", client_id: li.clientId, redirect_uri: li.redirectUri, state: "s", scope: "openid profile" };
    const page = (params: Record<string, string>) =>
      fetch(`${li.url}/oauth/v2/authorization?${new URLSearchParams({ ...base, ...params })}`, { redirect: "manual" });
    expect((await page({ client_id: "someone-else" })).status).toBe(400);
    expect((await page({ redirect_uri: "https://evil.example/callback" })).status).toBe(400);
    const scoped = new URL((await page({ scope: "openid r_ads" })).headers.get("location")!);
    expect(scoped.searchParams.get("error")).toBe("unauthorized_scope_error");
    expect(scoped.searchParams.get("state")).toBe("s");
    const denied = new URL((await page({ deny: "1" })).headers.get("location")!);
    expect(denied.searchParams.get("error")).toBe("user_cancelled_authorize");
    expect(denied.searchParams.has("code")).toBe(false);
  });

  it("`member` picks who signs in; the token carries the scopes asked for", async () => {
    const query = new URLSearchParams({
      response_type: "code",
      client_id: team.clientId,
      redirect_uri: team.redirectUri,
      scope: "openid profile",
      member: "member-2",
    });
    const page = await fetch(`${team.url}/oauth/v2/authorization?${query}`, { redirect: "manual" });
    const code = new URL(page.headers.get("location")!).searchParams.get("code")!;
    const token = await answer(await exchangeCode(code, team));
    expect(token.body.scope).toBe("openid,profile");
    const me = await answer(await api("/v2/userinfo", { token: token.body.access_token as string, double: team }));
    expect(me.body).toEqual({ sub: "member-2", name: "Sam de la Cruz", given_name: "Sam", family_name: "de la Cruz" });
  });

  it("the code exchange refuses a wrong secret (401), a wrong redirect URI, an unknown code, and an expired one", async () => {
    expect(await answer(await exchangeCode(li.issueCode(), li, { client_secret: "nope" }))).toEqual({
      status: 401,
      body: { error: "invalid_client", error_description: "Client authentication failed" },
    });
    expect((await exchangeCode(li.issueCode(), li, { redirect_uri: "http://localhost:3000/other" })).status).toBe(400);
    expect((await exchangeCode("made-up")).status).toBe(400);
    const missing = await answer(await oauthForm("/oauth/v2/accessToken", { code: li.issueCode() }));
    expect(missing.body.error).toBe("invalid_request");
  });

  it("refresh tokens only when the app gets them; a refresh gives a new access token, an unknown refresh token is refused", async () => {
    const plain = await answer(await exchangeCode(li.issueCode()));
    expect(plain.body).not.toHaveProperty("refresh_token");
    const refused = await answer(
      await oauthForm("/oauth/v2/accessToken", {
        grant_type: "refresh_token",
        refresh_token: "anything",
        client_id: li.clientId,
        client_secret: li.clientSecret,
      }),
    );
    expect(refused).toEqual({ status: 400, body: { error: "invalid_request", error_description: "The provided refresh token is invalid" } });

    const first = await answer(await exchangeCode(team.issueCode("member-1", ["openid", "profile"]), team));
    expect(first.body).toMatchObject({
      expires_in: 5_184_000,
      refresh_token: expect.any(String),
      refresh_token_expires_in: 31_536_000,
      scope: "openid,profile",
    });
    const refreshed = await answer(
      await oauthForm(
        "/oauth/v2/accessToken",
        { grant_type: "refresh_token", refresh_token: first.body.refresh_token as string, client_id: team.clientId, client_secret: team.clientSecret },
        team,
      ),
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(first.body.access_token);
    expect(refreshed.body).toMatchObject({ refresh_token: first.body.refresh_token, scope: "openid,profile" });
  });

  it("introspection: active with its expiry and scopes, revoked, expired, unknown; wrong client credentials 401", async () => {
    const token = li.memberToken();
    const active = await answer(await introspect(token));
    const now = Date.now() / 1000;
    expect(active.body).toEqual({
      active: true,
      client_id: li.clientId,
      authorized_at: expect.any(Number),
      created_at: expect.any(Number),
      status: "active",
      expires_at: expect.any(Number),
      auth_type: "3L",
      scope: "openid,profile,w_member_social,w_organization_social,r_organization_social,rw_organization_admin",
    });
    expect(active.body.expires_at as number).toBeGreaterThan(now + 5_184_000 - 60);
    expect(active.body.created_at as number).toBeLessThanOrEqual(now);

    const until = new Date(Date.now() + 86_400_000);
    li.setToken(token, { status: "active", expiresAt: until, scopes: ["openid", "profile"] });
    expect((await answer(await introspect(token))).body).toMatchObject({
      active: true,
      expires_at: Math.floor(until.getTime() / 1000),
      scope: "openid,profile",
    });

    li.setToken(token, { status: "revoked" });
    expect((await answer(await introspect(token))).body).toEqual({ active: false, status: "revoked" });
    li.setToken(token, { status: "expired" });
    expect((await answer(await introspect(token))).body).toEqual({ active: false, status: "expired" });
    // Past the expiry it was given: expired too.
    li.setToken(token, { status: "active", expiresAt: new Date(Date.now() - 1000) });
    expect((await answer(await introspect(token))).body).toEqual({ active: false, status: "expired" });
    expect((await answer(await introspect("never-issued"))).body).toEqual({ active: false });

    const wrong = await answer(await introspect(token, li, { client_secret: "nope" }));
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("invalid_client");
  });
});

describe("the bearer token and the version headers", () => {
  it("a missing, unknown, revoked or expired token: 401 in LinkedIn's shape", async () => {
    const invalid = { status: 401, body: { status: 401, serviceErrorCode: 65600, code: "INVALID_ACCESS_TOKEN", message: "Invalid access token" } };
    expect(await answer(await api("/v2/userinfo"))).toEqual(invalid);
    expect(await answer(await api("/rest/organizationAcls?q=roleAssignee", { token: "made-up" }))).toEqual(invalid);

    const token = li.memberToken();
    li.setToken(token, { status: "revoked" });
    expect(await answer(await createPost(token, postBody(ORG, "Fresh bread")))).toEqual({
      status: 401,
      body: { status: 401, serviceErrorCode: 65601, code: "REVOKED_ACCESS_TOKEN", message: "The token used in the request has been revoked by the user" },
    });
    expect(li.posts).toEqual([]);
    li.setToken(token, { status: "expired" });
    expect(await answer(await api("/v2/userinfo", { token }))).toEqual({
      status: 401,
      body: { status: 401, serviceErrorCode: 65602, code: "EXPIRED_ACCESS_TOKEN", message: "The token used in the request has expired" },
    });
    // reset forgets what the test made of the token.
    li.reset();
    expect((await api("/v2/userinfo", { token })).status).toBe(200);
  });

  it("a /rest/ call without LinkedIn-Version or X-Restli-Protocol-Version 2.0.0: 400 VERSION_MISSING; another version: 426", async () => {
    const token = li.memberToken();
    expect(await answer(await createPost(token, postBody(ORG, "Fresh bread"), li, { "LinkedIn-Version": "" }))).toEqual({
      status: 400,
      body: { status: 400, code: "VERSION_MISSING", message: "A version must be present. Please specify a version by adding the LinkedIn-Version header." },
    });
    const protocol = await answer(await createPost(token, postBody(ORG, "Fresh bread"), li, { "X-Restli-Protocol-Version": "" }));
    expect(protocol).toMatchObject({
      status: 400,
      body: { status: 400, code: "VERSION_MISSING", message: expect.stringContaining("X-Restli-Protocol-Version") },
    });
    expect((await createPost(token, postBody(ORG, "Fresh bread"), li, { "X-Restli-Protocol-Version": "1.0.0" })).status).toBe(400);
    expect((await createPost(token, postBody(ORG, "Fresh bread"), li, { "LinkedIn-Version": "202401" })).status).toBe(426);
    expect(li.posts).toEqual([]);
    // /v2/ and the OAuth host need no version headers.
    expect((await api("/v2/userinfo", { token })).status).toBe(200);
  });

  it("an unknown route: 404 No virtual resource found", async () => {
    expect(await answer(await api("/rest/somethingElse", { token: li.memberToken() }))).toEqual({
      status: 404,
      body: { status: 404, code: "NOT_FOUND", message: "No virtual resource found" },
    });
  });
});

describe("who the member is and what they administer", () => {
  it("userinfo needs openid and profile; it gives the picture when the member has one", async () => {
    const me = await answer(await api("/v2/userinfo", { token: team.memberToken("member-1"), double: team }));
    expect(me.body).toEqual({ sub: "member-1", name: "Alex Baker", given_name: "Alex", family_name: "Baker", picture: "https://media.licdn.example/alex.jpg" });
    expect(await answer(await api("/v2/userinfo", { token: li.memberToken("member-1", ["openid", "w_member_social"]) }))).toEqual({
      status: 403,
      body: { status: 403, serviceErrorCode: 100, code: "ACCESS_DENIED", message: "Not enough permissions to access: userinfo.GET.NO_VERSION" },
    });
  });

  it("organizationAcls pages through the member's organizations with start and count", async () => {
    const token = li.memberToken();
    const acls = (query: string) => api(`/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED&${query}`, { token });
    const first = await answer(await acls("start=0&count=2"));
    expect(first).toEqual({
      status: 200,
      body: {
        elements: [
          { organization: "urn:li:organization:2001", role: "ADMINISTRATOR", state: "APPROVED", roleAssignee: "urn:li:person:member-1" },
          { organization: "urn:li:organization:2002", role: "ADMINISTRATOR", state: "APPROVED", roleAssignee: "urn:li:person:member-1" },
        ],
        paging: { start: 0, count: 2, total: 3 },
      },
    });
    const second = await answer(await acls("start=2&count=2"));
    expect(second.body).toEqual({
      elements: [{ organization: "urn:li:organization:2003", role: "ADMINISTRATOR", state: "APPROVED", roleAssignee: "urn:li:person:member-1" }],
      paging: { start: 2, count: 2, total: 3 },
    });
    expect((await answer(await acls("start=4&count=2"))).body).toEqual({ elements: [], paging: { start: 4, count: 2, total: 3 } });
    expect((await answer(await acls(""))).body.paging).toEqual({ start: 0, count: 10, total: 3 });
    expect(await answer(await acls("count=101"))).toMatchObject({ status: 400, body: { status: 400, message: "count must be <= 100" } });
  });

  it("organizationAcls lists only what the member administers, and needs rw_organization_admin", async () => {
    const acls = await answer(
      await api("/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED", { token: team.memberToken("member-2"), double: team }),
    );
    expect((acls.body.elements as { organization: string }[]).map((e) => e.organization)).toEqual(["urn:li:organization:3002"]);
    const without = await answer(
      await api("/rest/organizationAcls?q=roleAssignee", { token: li.memberToken("member-1", ["openid", "profile", "w_organization_social"]) }),
    );
    expect(without).toMatchObject({ status: 403, body: { status: 403, serviceErrorCode: 100, code: "ACCESS_DENIED" } });
  });

  it("an organization's id, name and vanity name", async () => {
    const token = team.memberToken();
    expect((await answer(await api("/rest/organizations/3002", { token, double: team }))).body).toEqual({
      id: 3002,
      localizedName: "South Mill",
      vanityName: "southmill",
    });
    expect((await answer(await api("/rest/organizations/3001", { token, double: team }))).body).toEqual({
      id: 3001,
      localizedName: "North Mill",
      vanityName: "north-mill",
    });
    expect((await api("/rest/organizations/9999", { token, double: team })).status).toBe(404);
  });
});

describe("images", () => {
  it("two steps: initializeUpload gives an upload URL on the double and a URN; the PUT takes the bytes once", async () => {
    const token = li.memberToken();
    const init = await answer(await initializeUpload(token, ORG));
    expect(init.status).toBe(200);
    const value = init.body.value as { uploadUrl: string; image: string; uploadUrlExpiresAt: number };
    expect(value.uploadUrl.startsWith(`${li.url}/upload/`)).toBe(true);
    expect(value.image).toMatch(/^urn:li:image:/);
    expect(value.uploadUrlExpiresAt).toBeGreaterThan(Date.now());

    const put = (body: Buffer, bearer = token) =>
      fetch(value.uploadUrl, { method: "PUT", headers: { Authorization: `Bearer ${bearer}`, "Content-Type": "image/jpeg" }, body: new Uint8Array(body) });
    expect((await put(jpeg(1), "made-up")).status).toBe(401);
    const notImage = await answer(await put(Buffer.from("<html>not an image</html>")));
    expect(notImage).toMatchObject({ status: 400, body: { status: 400, message: "The uploaded bytes are not a JPEG, PNG or GIF image" } });
    const done = await put(jpeg(1));
    expect(done.status).toBe(201);
    expect(await done.text()).toBe("");
    expect((await put(jpeg(1))).status).toBe(400); // the URL works once
  });

  it("an image over 10 MB: 413", async () => {
    const token = li.memberToken();
    const { value } = (await (await initializeUpload(token, ORG)).json()) as { value: { uploadUrl: string } };
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    jpeg(1).copy(big);
    const put = await fetch(value.uploadUrl, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "image/jpeg" },
      body: new Uint8Array(big),
    });
    expect(put.status).toBe(413);
  });

  it("the owner must be the member or an organization they administer, with the write scope", async () => {
    const token = team.memberToken("member-1");
    expect((await initializeUpload(token, "urn:li:organization:3001", team)).status).toBe(200);
    expect((await initializeUpload(token, "urn:li:person:member-1", team)).status).toBe(200);
    expect((await answer(await initializeUpload(token, "urn:li:organization:3002", team))).body).toMatchObject({ status: 403, code: "ACCESS_DENIED" });
    expect((await initializeUpload(token, "urn:li:person:member-2", team)).status).toBe(403);
    expect((await initializeUpload(team.memberToken("member-1", ["openid", "profile", "w_member_social"]), "urn:li:organization:3001", team)).status).toBe(403);
    expect((await initializeUpload(token, "not-a-urn", team)).status).toBe(422);
  });
});

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
