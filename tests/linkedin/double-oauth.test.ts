// The LinkedIn double (tests/support/linkedin-double) holds to the wire contract Postloom's client speaks: driven
// here with plain fetch over HTTP, as the client will drive it, and refusing what LinkedIn refuses in its error shape.
// Here: OAuth, and the bearer token and version headers every API call is checked for. (Who the member is:
// double-members.test.ts; images: double-images.test.ts; posts: double-posts.test.ts; what tests script:
// double-scripting.test.ts.)
import { describe, expect, it } from "vitest";
import { answer, api, createPost, exchangeCode, introspect, li, oauthForm, ORG, postBody, setUpLinkedInDouble, team } from "./support/double-setup";

setUpLinkedInDouble();

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
