// The Google Business Profile double (tests/support/google-business-double) holds to the wire contract Postloom's
// client speaks: driven here with plain fetch over HTTP, as the client will drive it, and refusing what Google
// refuses in its { error: { code, message, status, details } } shape. Here: OAuth, and the access token, the scope
// and the quota every API call is checked for. (Accounts and locations: double-accounts.test.ts; local posts:
// double-posts.test.ts and double-post-states.test.ts; what tests script: double-scripting.test.ts.)
import { describe, expect, it } from "vitest";
import { googleErrorBody, googleQuotaErrorBody, startGoogleBusinessDouble } from "../support/google-business-double";
import {
  answer,
  api,
  authorize,
  createPost,
  exchangeCode,
  g,
  MAIN,
  oauthForm,
  refresh,
  SCOPE,
  setUpGoogleBusinessDouble,
  standard,
  team,
  UNAUTHENTICATED,
} from "./support/double-setup";

setUpGoogleBusinessDouble();

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
