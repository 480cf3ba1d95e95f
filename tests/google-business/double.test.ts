// The Google Business Profile double (tests/support/google-business-double) holds to the wire contract Postloom's
// client speaks: driven here with plain fetch over HTTP, as the client will drive it, and refusing what Google
// refuses in its { error: { code, message, status, details } } shape. Photos come from a real local HTTP server.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { googleErrorBody, googleQuotaErrorBody, startGoogleBusinessDouble, type GoogleBusinessDouble } from "../support/google-business-double";
import { startImageServer, testPicture, type ImageServer } from "../support/image-server";

const SCOPE = "https://www.googleapis.com/auth/business.manage";
const UNAUTHENTICATED = {
  status: 401,
  body: {
    error: {
      code: 401,
      message: "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
      status: "UNAUTHENTICATED",
    },
  },
};
const PERMISSION_DENIED = { status: 403, body: { error: { code: 403, message: "The caller does not have permission", status: "PERMISSION_DENIED" } } };
const NOT_FOUND = { status: 404, body: { error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" } } };
const MAIN = "accounts/101/locations/201";
const DOWNTOWN = "accounts/101/locations/202";
const AIRPORT = "accounts/101/locations/203";

let g: GoogleBusinessDouble;
/** Three users: user-1 manages 111, 112 and 113; user-2 manages 111 (after user-1) and 114; user-3 nothing. Posts stay PROCESSING 300 ms. */
let team: GoogleBusinessDouble;
let images: ImageServer;
/** A 400 x 300 JPEG of noise (well over 10 KB), served at `photo`. */
let jpeg: Buffer;
let photo: string;

/** A picture of noise: it does not compress, so its size in bytes follows its size in pixels. */
const noise = (width: number, height: number, format: "jpeg" | "png" = "jpeg") =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();

beforeAll(async () => {
  g = await startGoogleBusinessDouble();
  team = await startGoogleBusinessDouble({
    users: [
      { id: "user-1", email: "north@example.test" },
      { id: "user-2", email: "south@example.test" },
      { id: "user-3", email: "nobody@example.test" },
    ],
    accounts: [
      {
        id: "111",
        name: "North Mill",
        type: "ORGANIZATION",
        managers: ["user-1", "user-2"],
        locations: [
          { id: "311", title: "North Mill", phone: "+1 555 0111", websiteUri: "https://northmill.example" },
          { id: "312", title: "North Mill Kiosk" },
          { id: "313", title: "North Mill Annex" },
        ],
      },
      { id: "112", name: "South Mill", type: "PERSONAL", managers: ["user-1"], locations: [{ id: "321", title: "South Mill" }] },
      { id: "113", name: "East Mill", managers: ["user-1"], locations: [{ id: "331", title: "East Mill", verified: false }] },
      { id: "114", name: "West Mill", managers: ["user-2"], locations: [{ id: "341", title: "West Mill" }] },
    ],
    processingMs: 300,
  });
  images = await startImageServer();
  jpeg = await noise(400, 300);
  photo = images.serve("loaf.jpg", jpeg);
});
afterEach(() => {
  g.reset();
  team.reset();
});
afterAll(async () => {
  await g.stop();
  await team.stop();
  await images.stop();
});

type Call = { token?: string; method?: string; json?: unknown; double?: GoogleBusinessDouble };

/** A call to an API host, with the bearer token. */
function api(path: string, { token, method = "GET", json, double = g }: Call = {}) {
  return fetch(`${double.url}${path}`, {
    method,
    headers: { ...(token && { Authorization: `Bearer ${token}` }), ...(json !== undefined && { "Content-Type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
}

/** A form POST to oauth2.googleapis.com. */
const oauthForm = (path: string, fields: Record<string, string>, double = g) =>
  fetch(`${double.url}${path}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });

const exchangeCode = (code: string, double = g, overrides: Record<string, string> = {}) =>
  oauthForm(
    "/token",
    { grant_type: "authorization_code", code, redirect_uri: double.redirectUri, client_id: double.clientId, client_secret: double.clientSecret, ...overrides },
    double,
  );

const refresh = (refreshToken: string, double = g) =>
  oauthForm("/token", { grant_type: "refresh_token", refresh_token: refreshToken, client_id: double.clientId, client_secret: double.clientSecret }, double);

/** The authorization page, as a browser opens it (the redirect not followed). */
function authorize(params: Record<string, string> = {}, double = g) {
  const query = new URLSearchParams({
    client_id: double.clientId,
    redirect_uri: double.redirectUri,
    response_type: "code",
    scope: SCOPE,
    access_type: "offline",
    prompt: "consent",
    state: "signed-state",
    ...params,
  });
  return fetch(`${double.url}/o/oauth2/v2/auth?${query}`, { redirect: "manual" });
}

/** The answer's status and JSON body. */
async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const createPost = (token: string, body: unknown, location = MAIN, double = g) =>
  api(`/v4/${location}/localPosts`, { token, method: "POST", json: body, double });

const standard = (summary: string, extra: Record<string, unknown> = {}) => ({ languageCode: "en", summary, topicType: "STANDARD", ...extra });

/** The 400 INVALID_ARGUMENT naming the field. */
const invalid = (field: string) => ({
  status: 400,
  body: {
    error: {
      code: 400,
      message: "Request contains an invalid argument.",
      status: "INVALID_ARGUMENT",
      details: [{ "@type": "type.googleapis.com/google.rpc.BadRequest", fieldViolations: [{ field, description: expect.any(String) }] }],
    },
  },
});

describe("OAuth", () => {
  it("the authorization page sends the browser back with the state, a code and the scope; the code works once, giving a refresh token (offline)", async () => {
    const page = await authorize();
    expect(page.status).toBe(302);
    const back = new URL(page.headers.get("location")!);
    expect(back.origin + back.pathname).toBe(g.redirectUri);
    expect(back.searchParams.get("state")).toBe("signed-state");
    expect(back.searchParams.get("scope")).toBe(SCOPE);
    const code = back.searchParams.get("code")!;

    const first = await answer(await exchangeCode(code));
    expect(first).toEqual({
      status: 200,
      body: { access_token: expect.stringMatching(/^ya29\./), expires_in: 3599, refresh_token: expect.any(String), scope: SCOPE, token_type: "Bearer" },
    });
    expect((await api("/v1/accounts", { token: first.body.access_token as string })).status).toBe(200);

    expect(await answer(await exchangeCode(code))).toEqual({ status: 400, body: { error: "invalid_grant", error_description: "Bad Request" } });
  });

  it("without access_type=offline the exchange gives no refresh token", async () => {
    for (const params of [{ access_type: "online" }, { access_type: "" }]) {
      const page = await authorize(params);
      const code = new URL(page.headers.get("location")!).searchParams.get("code")!;
      const token = await answer(await exchangeCode(code));
      expect(token.status).toBe(200);
      expect(token.body).not.toHaveProperty("refresh_token");
      expect(token.body).toMatchObject({ expires_in: 3599, scope: SCOPE, token_type: "Bearer" });
    }
    // The page left without access_type at all.
    const bare = new URLSearchParams({ client_id: g.clientId, redirect_uri: g.redirectUri, response_type: "code", scope: SCOPE });
    const page = await fetch(`${g.url}/o/oauth2/v2/auth?${bare}`, { redirect: "manual" });
    const code = new URL(page.headers.get("location")!).searchParams.get("code")!;
    expect((await answer(await exchangeCode(code))).body).not.toHaveProperty("refresh_token");
  });

  it("the page refuses an unknown client, another redirect URI or an unknown scope (400); a denial comes back as access_denied", async () => {
    expect((await authorize({ client_id: "someone-else" })).status).toBe(400);
    expect((await authorize({ redirect_uri: "https://evil.example/callback" })).status).toBe(400);
    expect((await authorize({ scope: "https://www.googleapis.com/auth/drive" })).status).toBe(400);
    const denied = new URL((await authorize({ deny: "1" })).headers.get("location")!);
    expect(denied.searchParams.get("error")).toBe("access_denied");
    expect(denied.searchParams.get("state")).toBe("signed-state");
    expect(denied.searchParams.has("code")).toBe(false);
  });

  it("`user` picks who signs in", async () => {
    const page = await authorize({ user: "user-2" }, team);
    const code = new URL(page.headers.get("location")!).searchParams.get("code")!;
    const token = (await answer(await exchangeCode(code, team))).body.access_token as string;
    const accounts = await answer(await api("/v1/accounts", { token, double: team }));
    expect((accounts.body.accounts as { name: string }[]).map((a) => a.name)).toEqual(["accounts/111", "accounts/114"]);
  });

  it("the code exchange: a wrong secret is 401 invalid_client; an unknown code 400 invalid_grant; Basic client credentials work", async () => {
    expect(await answer(await exchangeCode(g.issueCode(), g, { client_secret: "nope" }))).toEqual({
      status: 401,
      body: { error: "invalid_client", error_description: "Unauthorized" },
    });
    expect(await answer(await exchangeCode("4/0Amade-up"))).toEqual({ status: 400, body: { error: "invalid_grant", error_description: "Bad Request" } });
    expect((await exchangeCode(g.issueCode(), g, { client_id: "someone-else" })).status).toBe(401);
    const basic = await fetch(`${g.url}/token`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Authorization: `Basic ${Buffer.from(`${g.clientId}:${g.clientSecret}`).toString("base64")}`,
      },
      body: new URLSearchParams({ grant_type: "authorization_code", code: g.issueCode(), redirect_uri: g.redirectUri }),
    });
    expect(basic.status).toBe(200);
    expect((await answer(await oauthForm("/token", { grant_type: "password" }))).body.error).toBe("unsupported_grant_type");
  });

  it("refresh: a new access token, the scope, no new refresh token; an unknown refresh token is invalid_grant", async () => {
    const { accessToken, refreshToken } = g.userToken();
    const refreshed = await answer(await refresh(refreshToken));
    expect(refreshed).toEqual({ status: 200, body: { access_token: expect.any(String), expires_in: 3599, scope: SCOPE, token_type: "Bearer" } });
    expect(refreshed.body.access_token).not.toBe(accessToken);
    expect((await api("/v1/accounts", { token: refreshed.body.access_token as string })).status).toBe(200);
    // The old access token still works until it expires.
    expect((await api("/v1/accounts", { token: accessToken })).status).toBe(200);
    expect(await answer(await refresh("1//0gmade-up"))).toEqual({
      status: 400,
      body: { error: "invalid_grant", error_description: "Token has been expired or revoked." },
    });
  });

  it("revoke: a refresh token takes its access tokens with it; then the API is 401 and the refresh invalid_grant", async () => {
    const { accessToken, refreshToken } = g.userToken();
    const second = (await answer(await refresh(refreshToken))).body.access_token as string;
    const revoked = await fetch(`${g.url}/revoke?token=${encodeURIComponent(refreshToken)}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(await answer(revoked)).toEqual({ status: 200, body: {} });
    expect(await answer(await api("/v1/accounts", { token: accessToken }))).toEqual(UNAUTHENTICATED);
    expect(await answer(await api("/v1/accounts", { token: second }))).toEqual(UNAUTHENTICATED);
    expect(await answer(await createPost(second, standard("Fresh bread")))).toEqual(UNAUTHENTICATED);
    expect((await answer(await refresh(refreshToken))).body).toEqual({ error: "invalid_grant", error_description: "Token has been expired or revoked." });
    expect(await answer(await fetch(`${g.url}/revoke?token=${encodeURIComponent(refreshToken)}`, { method: "POST" }))).toEqual({
      status: 400,
      body: { error: "invalid_token", error_description: "Token expired or revoked" },
    });
    expect(g.posts).toEqual([]);
  });

  it("revoke: an access token revokes its grant (the refresh token too), as Google does; revoke() is the owner removing access", async () => {
    const first = g.userToken();
    expect((await fetch(`${g.url}/revoke?token=${first.accessToken}`, { method: "POST" })).status).toBe(200);
    expect((await refresh(first.refreshToken)).status).toBe(400);

    const second = g.userToken();
    g.revoke(second.refreshToken);
    expect(await answer(await api("/v1/accounts", { token: second.accessToken }))).toEqual(UNAUTHENTICATED);
  });

  it("tokeninfo: the client, scope and expiry of a live token; expired or unknown: 400 invalid_token", async () => {
    const { accessToken } = g.userToken();
    const info = await answer(await fetch(`${g.url}/tokeninfo?access_token=${accessToken}`));
    expect(info).toEqual({
      status: 200,
      body: {
        azp: g.clientId,
        aud: g.clientId,
        scope: SCOPE,
        exp: expect.stringMatching(/^\d+$/),
        expires_in: expect.stringMatching(/^\d+$/),
        access_type: "offline",
      },
    });
    expect(Number(info.body.expires_in)).toBeGreaterThan(3590);
    expect(Number(info.body.exp)).toBeCloseTo(Date.now() / 1000 + 3599, -1);

    g.expire(accessToken);
    const invalidToken = { status: 400, body: { error: "invalid_token", error_description: "Invalid Value" } };
    expect(await answer(await fetch(`${g.url}/tokeninfo?access_token=${accessToken}`))).toEqual(invalidToken);
    expect(await answer(await fetch(`${g.url}/tokeninfo?access_token=ya29.made-up`))).toEqual(invalidToken);
    expect(await answer(await api("/v1/accounts", { token: accessToken }))).toEqual(UNAUTHENTICATED);
  });
});

describe("the access token, the scope and the quota", () => {
  it("no token, an unknown one, or an expired one: 401 UNAUTHENTICATED", async () => {
    expect(await answer(await api("/v1/accounts"))).toEqual(UNAUTHENTICATED);
    expect(await answer(await api(`/v4/${MAIN}/localPosts`, { token: "ya29.made-up" }))).toEqual(UNAUTHENTICATED);
  });

  it("a token without business.manage: 403 ACCESS_TOKEN_SCOPE_INSUFFICIENT", async () => {
    const { accessToken } = g.userToken("user-1", ["openid", "email"]);
    expect(await answer(await api("/v1/accounts", { token: accessToken }))).toEqual({
      status: 403,
      body: googleErrorBody(403, "PERMISSION_DENIED", "Request had insufficient authentication scopes.", [
        { "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "ACCESS_TOKEN_SCOPE_INSUFFICIENT", domain: "googleapis.com" },
      ]),
    });
  });

  it("quota zero: every API call is 429 RESOURCE_EXHAUSTED with quota_limit_value 0, naming its service; OAuth still works", async () => {
    const { accessToken: token, refreshToken } = g.userToken();
    g.setQuotaZero(true);
    const accounts = await answer(await api("/v1/accounts", { token }));
    expect(accounts).toEqual({
      status: 429,
      body: {
        error: {
          code: 429,
          message: expect.stringMatching(
            /^Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service 'mybusinessaccountmanagement\.googleapis\.com' for consumer 'project_number:\d+'\.$/,
          ),
          status: "RESOURCE_EXHAUSTED",
          details: [
            {
              "@type": "type.googleapis.com/google.rpc.ErrorInfo",
              reason: "RATE_LIMIT_EXCEEDED",
              domain: "googleapis.com",
              metadata: expect.objectContaining({
                quota_limit_value: "0",
                quota_metric: "mybusinessaccountmanagement.googleapis.com/default_requests",
                service: "mybusinessaccountmanagement.googleapis.com",
              }),
            },
          ],
        },
      },
    });
    expect(accounts.body).toEqual(googleQuotaErrorBody("0", "mybusinessaccountmanagement.googleapis.com"));
    const locations = await answer(await api("/v1/accounts/101/locations?readMask=name", { token }));
    expect(locations.status).toBe(429);
    expect(JSON.stringify(locations.body)).toContain("mybusinessbusinessinformation.googleapis.com");
    const post = await answer(await createPost(token, standard("Fresh bread")));
    expect(post.status).toBe(429);
    expect((post.body.error as { details: { metadata: { service: string } }[] }).details[0]!.metadata.service).toBe("mybusiness.googleapis.com");
    expect(g.posts).toEqual([]);
    // No Retry-After.
    expect((await api("/v1/accounts", { token })).headers.get("retry-after")).toBeNull();
    expect((await refresh(refreshToken)).status).toBe(200);

    g.setQuotaZero(false);
    expect((await api("/v1/accounts", { token })).status).toBe(200);
    g.setQuotaZero(true);
    g.reset();
    expect((await api("/v1/accounts", { token })).status).toBe(200);
  });

  it("the quotaZero option: the project never had access (and reset keeps it so)", async () => {
    const blocked = await startGoogleBusinessDouble({ quotaZero: true });
    try {
      const { accessToken } = blocked.userToken();
      expect((await api("/v1/accounts", { token: accessToken, double: blocked })).status).toBe(429);
      blocked.reset();
      expect((await api("/v1/accounts", { token: accessToken, double: blocked })).status).toBe(429);
    } finally {
      await blocked.stop();
    }
  });

  it("an ordinary rate limit, scripted: 429 with quota_limit_value other than 0", async () => {
    const { accessToken } = g.userToken();
    g.setIntercept((request) => (request.path === "/v1/accounts" ? { reply: { status: 429, body: googleQuotaErrorBody("300") } } : undefined));
    const limited = await answer(await api("/v1/accounts", { token: accessToken }));
    expect(limited.status).toBe(429);
    expect(JSON.stringify(limited.body)).toContain('"quota_limit_value":"300"');
  });

  it("an unknown route: 404 NOT_FOUND in Google's shape", async () => {
    const response = await answer(await api("/v1/somethingElse", { token: g.userToken().accessToken }));
    expect(response).toMatchObject({ status: 404, body: { error: { code: 404, status: "NOT_FOUND" } } });
  });
});

describe("accounts and locations", () => {
  it("the user's accounts, with their name, type, role and verification", async () => {
    const { accessToken } = g.userToken();
    expect(await answer(await api("/v1/accounts", { token: accessToken }))).toEqual({
      status: 200,
      body: {
        accounts: [{ name: "accounts/101", accountName: "Maple Street Bakery", type: "LOCATION_GROUP", role: "PRIMARY_OWNER", verificationState: "VERIFIED" }],
      },
    });
    const second = await answer(await api("/v1/accounts", { token: team.userToken("user-2").accessToken, double: team }));
    expect(second.body.accounts).toEqual([
      { name: "accounts/111", accountName: "North Mill", type: "ORGANIZATION", role: "MANAGER", verificationState: "VERIFIED" },
      { name: "accounts/114", accountName: "West Mill", type: "LOCATION_GROUP", role: "PRIMARY_OWNER", verificationState: "VERIFIED" },
    ]);
    // Proto3 JSON: no accounts is {}.
    expect(await answer(await api("/v1/accounts", { token: team.userToken("user-3").accessToken, double: team }))).toEqual({ status: 200, body: {} });
  });

  it("accounts are paged: pageSize 1 to 20, a nextPageToken while more follow", async () => {
    const token = team.userToken("user-1").accessToken;
    const accounts = (query: string) => api(`/v1/accounts?${query}`, { token, double: team });
    const first = await answer(await accounts("pageSize=2"));
    expect((first.body.accounts as { name: string }[]).map((a) => a.name)).toEqual(["accounts/111", "accounts/112"]);
    expect(first.body.nextPageToken).toEqual(expect.any(String));
    const second = await answer(await accounts(`pageSize=2&pageToken=${encodeURIComponent(first.body.nextPageToken as string)}`));
    expect(second.body).toEqual({ accounts: [expect.objectContaining({ name: "accounts/113", role: "PRIMARY_OWNER", verificationState: "UNVERIFIED" })] });
    expect((await answer(await accounts("pageSize=20"))).body.accounts).toHaveLength(3);
    expect(await answer(await accounts("pageSize=21"))).toEqual(invalid("page_size"));
    expect(await answer(await accounts("pageToken=not-a-token"))).toEqual(invalid("page_token"));
  });

  it("locations need a readMask, and give only the fields it names", async () => {
    const token = g.userToken().accessToken;
    const locations = (query: string) => api(`/v1/accounts/101/locations${query}`, { token });
    expect(await answer(await locations(""))).toEqual(invalid("read_mask"));
    expect(await answer(await locations("?readMask=name,categories"))).toEqual(invalid("read_mask"));
    expect(await answer(await locations("?readMask=metadata.nothing"))).toEqual(invalid("read_mask"));

    expect(await answer(await locations("?readMask=name,title"))).toEqual({
      status: 200,
      body: {
        locations: [
          { name: "locations/201", title: "Maple Street Bakery" },
          { name: "locations/202", title: "Maple Street Bakery Downtown" },
          { name: "locations/203", title: "Maple Street Bakery Airport" },
        ],
        totalSize: 3,
      },
    });
    const full = await answer(await locations("?readMask=name,title,phoneNumbers,storefrontAddress,metadata,websiteUri"));
    const [main, downtown, airport] = full.body.locations as Record<string, Record<string, unknown>>[];
    expect(main).toEqual({
      name: "locations/201",
      title: "Maple Street Bakery",
      phoneNumbers: { primaryPhone: "+1 555 0100" },
      storefrontAddress: expect.objectContaining({ locality: expect.any(String), regionCode: "US", addressLines: [expect.any(String)] }),
      metadata: {
        hasVoiceOfMerchant: true,
        canOperateLocalPost: true,
        mapsUri: expect.stringMatching(/^https:\/\/maps\.google\.com\//),
        placeId: expect.any(String),
        newReviewUri: expect.any(String),
      },
    });
    expect(downtown).not.toHaveProperty("phoneNumbers");
    // Not verified: it cannot post (proto3 JSON leaves the false flags out).
    expect(airport!.metadata).not.toHaveProperty("hasVoiceOfMerchant");
    expect(airport!.metadata).not.toHaveProperty("canOperateLocalPost");
    expect(airport!.metadata!.placeId).toEqual(expect.any(String));

    expect((await answer(await locations("?readMask=name,metadata.canOperateLocalPost"))).body.locations).toEqual([
      { name: "locations/201", metadata: { canOperateLocalPost: true } },
      { name: "locations/202", metadata: { canOperateLocalPost: true } },
      { name: "locations/203" },
    ]);
  });

  it("locations are paged: pageSize 1 to 100 (default 10), with totalSize and a nextPageToken", async () => {
    const token = team.userToken("user-1").accessToken;
    const locations = (query: string) => api(`/v1/accounts/111/locations?readMask=name,title,websiteUri&${query}`, { token, double: team });
    const first = await answer(await locations("pageSize=2"));
    expect(first.body).toEqual({
      locations: [
        { name: "locations/311", title: "North Mill", websiteUri: "https://northmill.example" },
        { name: "locations/312", title: "North Mill Kiosk" },
      ],
      nextPageToken: expect.any(String),
      totalSize: 3,
    });
    const second = await answer(await locations(`pageSize=2&pageToken=${encodeURIComponent(first.body.nextPageToken as string)}`));
    expect(second.body).toEqual({ locations: [{ name: "locations/313", title: "North Mill Annex" }], totalSize: 3 });
    expect((await answer(await locations(""))).body.locations).toHaveLength(3);
    expect(await answer(await locations("pageSize=101"))).toEqual(invalid("page_size"));
    // A token of another list is refused.
    const accountsToken = (await answer(await api("/v1/accounts?pageSize=1", { token, double: team }))).body.nextPageToken as string;
    expect(await answer(await locations(`pageToken=${encodeURIComponent(accountsToken)}`))).toEqual(invalid("page_token"));
  });

  it("an account the user does not manage: 403; unknown: 404; a location unmanaged is no longer listed", async () => {
    const token = team.userToken("user-2").accessToken;
    expect(await answer(await api("/v1/accounts/112/locations?readMask=name", { token, double: team }))).toEqual(PERMISSION_DENIED);
    expect(await answer(await api("/v1/accounts/999/locations?readMask=name", { token, double: team }))).toEqual(NOT_FOUND);
    team.unmanage("312", "user-2");
    const listed = await answer(await api("/v1/accounts/111/locations?readMask=name", { token, double: team }));
    expect(listed.body).toEqual({ locations: [{ name: "locations/311" }, { name: "locations/313" }], totalSize: 2 });
    // user-1 still has it.
    const other = await answer(await api("/v1/accounts/111/locations?readMask=name", { token: team.userToken("user-1").accessToken, double: team }));
    expect(other.body.totalSize).toBe(3);
  });
});

describe("local posts", () => {
  it("a STANDARD post with a photo: Google fetches the photo, answers the post PROCESSING, and the first read shows it LIVE", async () => {
    const token = g.userToken().accessToken;
    const sent = standard("Fresh sourdough today", {
      callToAction: { actionType: "ORDER", url: "https://maplestreet.example/order" },
      media: [{ mediaFormat: "PHOTO", sourceUrl: photo }],
    });
    const created = await answer(await createPost(token, sent));
    expect(created).toEqual({
      status: 200,
      body: {
        name: expect.stringMatching(/^accounts\/101\/locations\/201\/localPosts\/\d+$/),
        languageCode: "en",
        summary: "Fresh sourdough today",
        callToAction: { actionType: "ORDER", url: "https://maplestreet.example/order" },
        createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
        updateTime: expect.any(String),
        state: "PROCESSING",
        media: [
          {
            name: expect.stringMatching(/^accounts\/101\/locations\/201\/media\/localPosts\/.+/),
            mediaFormat: "PHOTO",
            sourceUrl: photo,
            googleUrl: expect.any(String),
          },
        ],
        searchUrl: expect.stringMatching(/^https:\/\/local\.google\.com\/place\?id=\d+&use=posts&lpsid=\d+$/),
        topicType: "STANDARD",
      },
    });
    const name = created.body.name as string;
    expect(created.body.searchUrl).toContain(`lpsid=${name.split("/").pop()}`);
    // Google fetched the photo before answering.
    expect(g.posts).toEqual([
      {
        name,
        location: MAIN,
        body: created.body,
        state: "PROCESSING",
        photo: { bytes: jpeg, contentType: "image/jpeg", width: 400, height: 300 },
        createdAt: expect.any(Date),
      },
    ]);
    const googleUrl = (created.body.media as { googleUrl: string }[])[0]!.googleUrl;
    const served = await fetch(googleUrl);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);

    const read = await answer(await api(`/v4/${name}`, { token }));
    expect(read).toEqual({ status: 200, body: { ...created.body, state: "LIVE" } });
    expect(g.posts[0]!.state).toBe("LIVE");
    expect(g.posts[0]!.body.state).toBe("LIVE");
  });

  it("a PNG photo is taken too, its size read from the PNG header", async () => {
    const png = await noise(300, 260, "png");
    const created = await createPost(
      g.userToken().accessToken,
      standard("In PNG", { media: [{ mediaFormat: "PHOTO", sourceUrl: images.serve("p.png", png) }] }),
    );
    expect(created.status).toBe(200);
    expect(g.posts[0]!.photo).toEqual({ bytes: png, contentType: "image/png", width: 300, height: 260 });
  });

  it("an OFFER with a coupon, terms, a redeem link and its dates", async () => {
    const token = g.userToken().accessToken;
    const offer = {
      languageCode: "en",
      summary: "Two loaves for one this weekend",
      topicType: "OFFER",
      event: { title: "Weekend loaf offer", schedule: { startDate: { year: 2026, month: 3, day: 7 }, endDate: { year: 2026, month: 3, day: 8 } } },
      offer: { couponCode: "LOAF2", redeemOnlineUrl: "https://maplestreet.example/offer", termsConditions: "One per customer." },
    };
    const created = await answer(await createPost(token, offer, DOWNTOWN));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...offer, state: "PROCESSING", name: expect.stringMatching(/^accounts\/101\/locations\/202\/localPosts\//) });
    expect(created.body).not.toHaveProperty("media");
    expect(g.posts[0]).toMatchObject({ location: DOWNTOWN, state: "PROCESSING" });
    expect(g.posts[0]).not.toHaveProperty("photo");
    // An offer needs no summary.
    const { summary: _summary, ...noSummary } = offer;
    expect((await createPost(token, noSummary)).status).toBe(200);
  });

  it("an EVENT with its times and a call to action", async () => {
    const token = g.userToken().accessToken;
    const event = {
      languageCode: "en",
      summary: "Learn to shape a boule.",
      topicType: "EVENT",
      event: {
        title: "Bread class",
        schedule: {
          startDate: { year: 2026, month: 4, day: 11 },
          startTime: { hours: 18, minutes: 30 },
          endDate: { year: 2026, month: 4, day: 11 },
          endTime: { hours: 20, minutes: 0, seconds: 0, nanos: 0 },
        },
      },
      callToAction: { actionType: "BOOK", url: "https://maplestreet.example/class" },
    };
    const created = await answer(await createPost(token, event));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...event, state: "PROCESSING" });
    // CALL where the location has a phone: no url.
    expect((await createPost(token, standard("Call us", { callToAction: { actionType: "CALL" } }))).status).toBe(200);
    expect(g.posts).toHaveLength(2);
  });

  it("the summary: 1,500 characters (code points) at most; a STANDARD post needs one", async () => {
    const token = g.userToken().accessToken;
    expect((await createPost(token, standard("🥐".repeat(1500)))).status).toBe(200);
    expect(await answer(await createPost(token, standard("a".repeat(1501))))).toEqual(invalid("summary"));
    expect(await answer(await createPost(token, standard("")))).toEqual(invalid("summary"));
    expect(await answer(await createPost(token, { topicType: "STANDARD" }))).toEqual(invalid("summary"));
    expect(g.posts).toHaveLength(1);
  });

  it("the call to action: CALL without a phone, a url on CALL, no url for BOOK, a url not http(s), an unknown actionType: 400", async () => {
    const token = g.userToken().accessToken;
    expect(await answer(await createPost(token, standard("Call us", { callToAction: { actionType: "CALL" } }), DOWNTOWN))).toEqual(
      invalid("call_to_action.action_type"),
    );
    expect(await answer(await createPost(token, standard("Call us", { callToAction: { actionType: "CALL", url: "tel:+15550100" } })))).toEqual(
      invalid("call_to_action.url"),
    );
    expect(await answer(await createPost(token, standard("Book", { callToAction: { actionType: "BOOK" } })))).toEqual(invalid("call_to_action.url"));
    expect(await answer(await createPost(token, standard("Shop", { callToAction: { actionType: "SHOP", url: "ftp://maplestreet.example" } })))).toEqual(
      invalid("call_to_action.url"),
    );
    expect(await answer(await createPost(token, standard("Get", { callToAction: { actionType: "GET_OFFER", url: "https://x.example" } })))).toEqual(
      invalid("call_to_action.action_type"),
    );
    expect(g.posts).toEqual([]);
  });

  it("events and offers: a missing title or schedule, a title over 58, an end before its start, a date that does not exist, offer or event where they do not belong: 400", async () => {
    const token = g.userToken().accessToken;
    const schedule = { startDate: { year: 2026, month: 3, day: 7 }, endDate: { year: 2026, month: 3, day: 8 } };
    const eventPost = (event: unknown, extra: Record<string, unknown> = {}) => ({ summary: "Come along", topicType: "EVENT", event, ...extra });
    expect(await answer(await createPost(token, { summary: "No event", topicType: "EVENT" }))).toEqual(invalid("event"));
    expect(await answer(await createPost(token, eventPost({ schedule })))).toEqual(invalid("event.title"));
    expect(await answer(await createPost(token, eventPost({ title: "Class" })))).toEqual(invalid("event.schedule"));
    expect(await answer(await createPost(token, { topicType: "OFFER", event: { title: "Offer" } }))).toEqual(invalid("event.schedule"));
    expect((await createPost(token, eventPost({ title: "t".repeat(58), schedule }))).status).toBe(200);
    expect(await answer(await createPost(token, eventPost({ title: "t".repeat(59), schedule })))).toEqual(invalid("event.title"));
    const backwards = { startDate: { year: 2026, month: 3, day: 8 }, endDate: { year: 2026, month: 3, day: 7 } };
    expect(await answer(await createPost(token, eventPost({ title: "Class", schedule: backwards })))).toEqual(invalid("event.schedule"));
    const sameDayBackwards = { ...schedule, endDate: schedule.startDate, startTime: { hours: 18 }, endTime: { hours: 9 } };
    expect(await answer(await createPost(token, eventPost({ title: "Class", schedule: sameDayBackwards })))).toEqual(invalid("event.schedule"));
    const february30 = { startDate: { year: 2026, month: 2, day: 30 }, endDate: { year: 2026, month: 3, day: 2 } };
    expect(await answer(await createPost(token, eventPost({ title: "Class", schedule: february30 })))).toEqual(invalid("event.schedule.start_date"));
    const badTime = { ...schedule, startTime: { hours: 25 } };
    expect(await answer(await createPost(token, eventPost({ title: "Class", schedule: badTime })))).toEqual(invalid("event.schedule.start_time"));
    expect(await answer(await createPost(token, eventPost({ title: "Class", schedule }, { offer: { couponCode: "X" } })))).toEqual(invalid("offer"));
    expect(await answer(await createPost(token, standard("Offer?", { offer: { couponCode: "X" } })))).toEqual(invalid("offer"));
    expect(await answer(await createPost(token, standard("Event?", { event: { title: "Class", schedule } })))).toEqual(invalid("event"));
    expect(g.posts).toHaveLength(1);
  });

  it("media: two items, a format other than PHOTO, a sourceUrl not http(s): 400", async () => {
    const token = g.userToken().accessToken;
    const two = [
      { mediaFormat: "PHOTO", sourceUrl: photo },
      { mediaFormat: "PHOTO", sourceUrl: photo },
    ];
    expect(await answer(await createPost(token, standard("Two", { media: two })))).toEqual(invalid("media"));
    expect(await answer(await createPost(token, standard("Video", { media: [{ mediaFormat: "VIDEO", sourceUrl: photo }] })))).toEqual(
      invalid("media[0].media_format"),
    );
    expect(await answer(await createPost(token, standard("File", { media: [{ mediaFormat: "PHOTO", sourceUrl: "file:///etc/passwd" }] })))).toEqual(
      invalid("media[0].source_url"),
    );
    expect(g.posts).toEqual([]);
  });

  it("the photo as Google fetches it: not there, not an image, under 10 KB, over 5 MB, or under 250 x 250: 400 on media[0].source_url", async () => {
    const token = g.userToken().accessToken;
    const withPhoto = (url: string) => standard("Look", { media: [{ mediaFormat: "PHOTO", sourceUrl: url }] });
    const refused = async (url: string) => {
      const response = await answer(await createPost(token, withPhoto(url)));
      expect(response).toEqual(invalid("media[0].source_url"));
      return (response.body.error as { details: { fieldViolations: { description: string }[] }[] }).details[0]!.fieldViolations[0]!.description;
    };
    expect(await refused(`${images.base}/missing.jpg`)).toContain("404");
    expect(await refused(images.serve("page.html", Buffer.from(`<html>${"x".repeat(20_000)}</html>`)))).toContain("not a JPEG or PNG");
    const tiny = await testPicture(300, 300);
    expect(tiny.length).toBeLessThan(10 * 1024);
    expect(await refused(images.serve("tiny.jpg", tiny))).toContain("at least 10240");
    const small = await noise(249, 400);
    expect(small.length).toBeGreaterThan(10 * 1024);
    expect(await refused(images.serve("narrow.jpg", small))).toContain("249x400");
    expect(await refused(images.serve("square.jpg", await noise(200, 200)))).toContain("200x200");
    const huge = await noise(1400, 1300, "png");
    expect(huge.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(await refused(images.serve("huge.png", huge))).toContain("at most 5242880");
    expect(g.posts).toEqual([]);
    expect((await createPost(token, withPhoto(images.serve("exact.jpg", await noise(250, 250))))).status).toBe(200);
  });

  it("a location that is not verified: 400 FAILED_PRECONDITION", async () => {
    expect(await answer(await createPost(g.userToken().accessToken, standard("From the airport"), AIRPORT))).toEqual({
      status: 400,
      body: { error: { code: 400, message: "Location is not verified.", status: "FAILED_PRECONDITION" } },
    });
    expect(g.posts).toEqual([]);
  });

  it("unknown fields are refused as Google refuses them; a body that is not JSON: 400", async () => {
    const token = g.userToken().accessToken;
    const unknown = await answer(await createPost(token, standard("x", { colour: "red" })));
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Unknown name \\"colour\\"');
    const broken = await fetch(`${g.url}/v4/${MAIN}/localPosts`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: "{",
    });
    expect(await answer(broken)).toMatchObject({ status: 400, body: { error: { code: 400, status: "INVALID_ARGUMENT" } } });
    expect(await answer(await createPost(token, { summary: "x", topicType: "NEWS" }))).toEqual(invalid("topic_type"));
  });

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
