// Google's OAuth 2.0 in the double: the authorization page a browser opens (accounts.google.com/o/oauth2/v2/auth),
// and oauth2.googleapis.com's token endpoint (the code exchange, and the refresh grant), tokeninfo and revoke.
// Form-encoded POST bodies, JSON replies, errors in OAuth's { error, error_description } shape.
import { formBody, reply, type Exchange, type Route } from "./exchange";
import { ACCESS_TOKEN_SECONDS, CODE_LIFETIME_MS, GRANTABLE_SCOPES, activeToken, issueAccessToken, issueGrant, newCode, revokeToken, type Grant } from "./state";

const oauthError = (exchange: Exchange, status: number, error: string, description: string) =>
  reply(exchange, status, { error, error_description: description });

/**
 * GET /o/oauth2/v2/auth: "signs in" the first user (or the one `user` names, for tests), who consents, and sends the
 * browser back to redirect_uri with a fresh code, the state and the scopes granted. `deny=1` is the user pressing
 * Cancel (error=access_denied). An unknown client, another redirect URI or an unknown scope is refused on the page (400).
 */
export const authorization: Route = (exchange) => {
  const { state, request, url } = exchange;
  if (request.method !== "GET" || url.pathname !== "/o/oauth2/v2/auth") return false;
  const query = url.searchParams;
  if (query.get("client_id") !== state.clientId) return oauthError(exchange, 400, "invalid_client", "The OAuth client was not found.");
  if (query.get("redirect_uri") !== state.redirectUri)
    return oauthError(exchange, 400, "redirect_uri_mismatch", "redirect_uri does not match the OAuth client's registered redirect URIs");
  if (query.get("response_type") !== "code")
    return oauthError(exchange, 400, "unsupported_response_type", `Invalid response_type: ${query.get("response_type") ?? ""}`);
  const scopes = (query.get("scope") ?? "").split(/\s+/).filter(Boolean);
  if (!scopes.length) return oauthError(exchange, 400, "invalid_request", "Missing required parameter: scope");
  const unknown = scopes.find((scope) => !GRANTABLE_SCOPES.has(scope));
  if (unknown) return oauthError(exchange, 400, "invalid_scope", `Some requested scopes were invalid. {invalid=[${unknown}]}`);
  const accessType = query.get("access_type") || "online";
  if (accessType !== "online" && accessType !== "offline")
    return oauthError(exchange, 400, "invalid_request", `Invalid access_type: ${accessType}. Valid values are "online" and "offline".`);

  const back = (params: Record<string, string>) => {
    const target = new URL(state.redirectUri);
    if (query.has("state")) target.searchParams.set("state", query.get("state")!);
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    return reply(exchange, 302, undefined, { Location: target.toString() });
  };
  if (query.get("deny") === "1") return back({ error: "access_denied" });
  const userId = query.get("user") ?? state.users[0]!.id;
  if (!state.users.some((user) => user.id === userId)) return oauthError(exchange, 400, "invalid_request", `The double has no user "${userId}"`);
  const code = newCode();
  state.codes.set(code, { userId, scopes, offline: accessType === "offline", redirectUri: state.redirectUri, issuedAt: Date.now() });
  return back({ code, scope: scopes.join(" ") });
};

/** The client's credentials, from the form or an HTTP Basic Authorization header (Google takes either). */
function clientCredentials(exchange: Exchange, form: URLSearchParams): { id: string | null; secret: string | null } {
  const basic = /^Basic +(\S+)$/i.exec(exchange.req.headers.authorization ?? "")?.[1];
  if (basic) {
    const [id, ...secret] = Buffer.from(basic, "base64").toString("utf8").split(":");
    return { id: decodeURIComponent(id ?? ""), secret: decodeURIComponent(secret.join(":")) };
  }
  return { id: form.get("client_id"), secret: form.get("client_secret") };
}

/** The token endpoint's reply: a new access token of the grant, and its refresh token when this is the code exchange of an offline grant. */
function tokenReply(exchange: Exchange, grant: Grant, withRefreshToken: boolean) {
  const accessToken = issueAccessToken(exchange.state, grant);
  return reply(exchange, 200, {
    access_token: accessToken,
    expires_in: ACCESS_TOKEN_SECONDS,
    ...(withRefreshToken && grant.refreshToken && { refresh_token: grant.refreshToken }),
    scope: grant.scopes.join(" "),
    token_type: "Bearer",
  });
}

/** POST /token (form): grant_type authorization_code or refresh_token, with the client's id and secret. */
export const token: Route = (exchange) => {
  const { state, request, url } = exchange;
  if (url.pathname !== "/token") return false;
  if (request.method !== "POST") return oauthError(exchange, 405, "invalid_request", "Method not allowed: POST the form");
  const form = formBody(exchange);
  const grantType = form.get("grant_type") ?? "";
  if (grantType !== "authorization_code" && grantType !== "refresh_token")
    return oauthError(exchange, 400, "unsupported_grant_type", `Invalid grant_type: ${grantType}`);
  const client = clientCredentials(exchange, form);
  if (!client.id) return oauthError(exchange, 400, "invalid_request", "Could not determine client ID from request.");
  if (client.id !== state.clientId) return oauthError(exchange, 401, "invalid_client", "The OAuth client was not found.");
  if (client.secret !== state.clientSecret) return oauthError(exchange, 401, "invalid_client", "Unauthorized");

  if (grantType === "refresh_token") {
    const refreshToken = form.get("refresh_token");
    if (!refreshToken) return oauthError(exchange, 400, "invalid_request", "Missing required parameter: refresh_token");
    const grant = state.grants.get(state.refreshTokens.get(refreshToken) ?? "");
    if (!grant || grant.revoked) return oauthError(exchange, 400, "invalid_grant", "Token has been expired or revoked.");
    return tokenReply(exchange, grant, false);
  }
  const codeValue = form.get("code");
  if (!codeValue) return oauthError(exchange, 400, "invalid_request", "Missing required parameter: code");
  const redirectUri = form.get("redirect_uri");
  if (!redirectUri) return oauthError(exchange, 400, "invalid_request", "Missing parameter: redirect_uri");
  const code = state.codes.get(codeValue);
  if (!code || code.issuedAt + CODE_LIFETIME_MS <= Date.now()) return oauthError(exchange, 400, "invalid_grant", "Bad Request");
  if (redirectUri !== code.redirectUri) return oauthError(exchange, 400, "redirect_uri_mismatch", "Bad Request");
  state.codes.delete(codeValue);
  return tokenReply(exchange, issueGrant(state, code.userId, code.scopes, code.offline), true);
};

/** GET (or POST) /tokeninfo?access_token=…: what Google knows of an access token. */
export const tokeninfo: Route = (exchange) => {
  const { state, request, url } = exchange;
  if ((request.method !== "GET" && request.method !== "POST") || url.pathname !== "/tokeninfo") return false;
  const value = url.searchParams.get("access_token") ?? formBody(exchange).get("access_token") ?? "";
  const active = activeToken(state, value);
  if (!active) return oauthError(exchange, 400, "invalid_token", "Invalid Value");
  const seconds = Math.max(0, Math.floor((active.expiresAt - Date.now()) / 1000));
  return reply(exchange, 200, {
    azp: state.clientId,
    aud: state.clientId,
    scope: active.scopes.join(" "),
    exp: String(Math.floor(active.expiresAt / 1000)),
    expires_in: String(seconds),
    access_type: active.offline ? "offline" : "online",
  });
};

/** POST /revoke?token=… (or the token in a form body): revokes the token's grant, its refresh token and every access token of it. */
export const revoke: Route = (exchange) => {
  const { state, request, url } = exchange;
  if (url.pathname !== "/revoke") return false;
  if (request.method !== "POST" && request.method !== "GET") return oauthError(exchange, 405, "invalid_request", "Method not allowed");
  const value = url.searchParams.get("token") ?? formBody(exchange).get("token");
  if (!value) return oauthError(exchange, 400, "invalid_request", "Missing required parameter: token");
  if (!revokeToken(state, value)) return oauthError(exchange, 400, "invalid_token", "Token expired or revoked");
  return reply(exchange, 200, {});
};
