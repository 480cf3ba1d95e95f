// Sign In with LinkedIn in the double (the OAuth host, www.linkedin.com): the authorization page a browser opens,
// the token endpoint (the code exchange, and the refresh grant for apps LinkedIn gives refresh tokens), and token
// introspection. Form-encoded POST bodies, JSON replies, errors in OAuth's { error, error_description } shape.
import {
  ACCESS_TOKEN_SECONDS,
  CODE_LIFETIME_MS,
  GRANTABLE_SCOPES,
  REFRESH_TOKEN_SECONDS,
  formBody,
  issueAccessToken,
  opaqueToken,
  reply,
  viewToken,
  type DoubleState,
  type Exchange,
  type Route,
} from "./state";

const oauthError = (exchange: Exchange, status: number, error: string, description: string) =>
  reply(exchange, status, { error, error_description: description });

const invalidClient = (exchange: Exchange) => oauthError(exchange, 401, "invalid_client", "Client authentication failed");

const clientOk = (state: DoubleState, form: URLSearchParams) => form.get("client_id") === state.clientId && form.get("client_secret") === state.clientSecret;

/**
 * GET /oauth/v2/authorization: "signs in" the first member (or the one `member` names, for tests) and sends the
 * browser back to redirect_uri with a fresh code and the state. `deny=1` is the member pressing Cancel. A scope
 * the app may not ask for comes back as error=unauthorized_scope_error, as on LinkedIn.
 */
export const authorization: Route = (exchange) => {
  const { state, request, url } = exchange;
  if (request.method !== "GET" || url.pathname !== "/oauth/v2/authorization") return false;
  const query = url.searchParams;
  if (query.get("client_id") !== state.clientId || query.get("redirect_uri") !== state.redirectUri)
    return oauthError(exchange, 400, "invalid_request", "The passed in client_id is invalid or the redirect_uri does not match the authorized redirect URLs");
  if (query.get("response_type") !== "code") return oauthError(exchange, 400, "invalid_request", 'The "response_type" parameter must be "code"');
  const back = (params: Record<string, string>) => {
    const target = new URL(state.redirectUri);
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    if (query.has("state")) target.searchParams.set("state", query.get("state")!);
    return reply(exchange, 302, undefined, { Location: target.toString() });
  };
  const scopes = (query.get("scope") ?? "").split(/[ ,]+/).filter(Boolean);
  if (!scopes.length) return oauthError(exchange, 400, "invalid_request", 'A required parameter "scope" is missing');
  const unauthorized = scopes.find((scope) => !GRANTABLE_SCOPES.has(scope));
  if (unauthorized) return back({ error: "unauthorized_scope_error", error_description: `Scope "${unauthorized}" is not authorized for your application` });
  if (query.get("deny") === "1") return back({ error: "user_cancelled_authorize", error_description: "The user cancelled the authorization" });
  const memberId = query.get("member") ?? state.members[0]!.id;
  if (!state.members.some((member) => member.id === memberId)) return oauthError(exchange, 400, "invalid_request", `The double has no member "${memberId}"`);
  const code = opaqueToken();
  state.codes.set(code, { memberId, scopes, redirectUri: state.redirectUri, issuedAt: Date.now() });
  return back({ code });
};

/** The token endpoint's reply: a new access token for the grant, and the refresh token where the app gets them. */
function tokenReply(exchange: Exchange, grant: { memberId: string; scopes: string[] }, refresh?: { token: string; expiresAt: number }) {
  const { state } = exchange;
  const accessToken = issueAccessToken(state, grant.memberId, grant.scopes);
  let refreshPart = {};
  if (state.givesRefreshTokens) {
    // One reading of the clock: a new refresh token's life is then told whole, whatever millisecond the reply takes.
    const now = Date.now();
    if (!refresh) {
      refresh = { token: opaqueToken(), expiresAt: now + REFRESH_TOKEN_SECONDS * 1000 };
      state.refreshTokens.set(refresh.token, { ...grant, expiresAt: refresh.expiresAt });
    }
    // LinkedIn keeps the refresh token's life from when it was first given: a refresh does not extend it.
    refreshPart = { refresh_token: refresh.token, refresh_token_expires_in: Math.max(0, Math.floor((refresh.expiresAt - now) / 1000)) };
  }
  return reply(exchange, 200, { access_token: accessToken, expires_in: ACCESS_TOKEN_SECONDS, ...refreshPart, scope: grant.scopes.join(",") });
}

/** POST /oauth/v2/accessToken (form): grant_type authorization_code or refresh_token. */
export const accessToken: Route = (exchange) => {
  const { state, request, url } = exchange;
  if (request.method !== "POST" || url.pathname !== "/oauth/v2/accessToken") return false;
  const form = formBody(exchange);
  const grantType = form.get("grant_type");
  if (!grantType) return oauthError(exchange, 400, "invalid_request", 'A required parameter "grant_type" is missing');
  if (grantType !== "authorization_code" && grantType !== "refresh_token")
    return oauthError(exchange, 400, "unsupported_grant_type", `The grant type "${grantType}" is not supported`);
  if (!clientOk(state, form)) return invalidClient(exchange);
  if (grantType === "refresh_token") {
    const token = form.get("refresh_token") ?? "";
    const grant = state.refreshTokens.get(token);
    if (!grant || grant.expiresAt <= Date.now()) return oauthError(exchange, 400, "invalid_request", "The provided refresh token is invalid");
    return tokenReply(exchange, grant, { token, expiresAt: grant.expiresAt });
  }
  const code = state.codes.get(form.get("code") ?? "");
  if (!code || code.issuedAt + CODE_LIFETIME_MS <= Date.now() || form.get("redirect_uri") !== code.redirectUri)
    return oauthError(
      exchange,
      400,
      "invalid_request",
      "Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code. Or authorization code expired.",
    );
  state.codes.delete(form.get("code")!);
  return tokenReply(exchange, code);
};

/** POST /oauth/v2/introspectToken (form): what LinkedIn knows of a token, asked with the client's credentials. */
export const introspectToken: Route = (exchange) => {
  const { state, request, url } = exchange;
  if (request.method !== "POST" || url.pathname !== "/oauth/v2/introspectToken") return false;
  const form = formBody(exchange);
  if (!clientOk(state, form)) return invalidClient(exchange);
  const view = viewToken(state, form.get("token") ?? "");
  if (view.status === "unknown") return reply(exchange, 200, { active: false });
  if (view.status !== "active") return reply(exchange, 200, { active: false, status: view.status });
  const seconds = (ms: number) => Math.floor(ms / 1000);
  return reply(exchange, 200, {
    active: true,
    client_id: state.clientId,
    authorized_at: seconds(view.createdAt),
    created_at: seconds(view.createdAt),
    status: "active",
    expires_at: seconds(view.expiresAt),
    auth_type: "3L",
    scope: view.scopes.join(","),
  });
};
