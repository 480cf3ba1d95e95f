// Facebook Login in the Graph double: the OAuth dialog a browser opens, and the token endpoint, where the code
// exchange and the long-lived swap share one address, as on Facebook.
import { randomBytes } from "node:crypto";
import { issueCode, oauthError, send, type Route } from "./state";

/** The OAuth dialog a browser opens (FACEBOOK_DIALOG_URL): "logs in" and sends the popup back with a code. */
export const oauthDialog: Route = ({ state, req, res, url, params }) => {
  if (req.method !== "GET" || url.pathname !== "/dialog/oauth") return false;
  const { appId, redirectUri } = state;
  if (params.get("client_id") !== appId || params.get("redirect_uri") !== redirectUri) {
    res.writeHead(400, { "Content-Type": "text/html; charset=utf-8" });
    res.end("<!doctype html><title>Error</title><h1>Invalid app ID or redirect URI</h1>");
    return true;
  }
  const back = (query: Record<string, string>) => `${redirectUri}?${new URLSearchParams({ ...query, state: String(params.get("state") ?? "") })}`;
  const code = issueCode(state);
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Log in with Facebook</title></head><body>
<h1>Log in with Facebook</h1><p>Postloom is asking for: ${String(params.get("scope") ?? "")
    .split(",")
    .join(", ")}</p>
<p><a href="${back({ code })}">Continue as Test Person</a></p>
<p><a href="${back({ error: "access_denied", error_reason: "user_denied", error_description: "Permissions error" })}">Cancel</a></p></body></html>`);
  return true;
};

/** OAuth: code exchange and long-lived swap share the endpoint, as on Facebook. */
export const oauthToken: Route = ({ state, req, res, url, params }) => {
  if (req.method !== "GET" || url.pathname !== "/oauth/access_token") return false;
  if (params.get("client_id") !== state.appId || params.get("client_secret") !== state.appSecret) {
    return oauthError(state, res, "Error validating client secret.", 1);
  }
  if (params.get("grant_type") === "fb_exchange_token") {
    const token = String(params.get("fb_exchange_token"));
    if (!state.shortTokens.has(token)) return oauthError(state, res, "Invalid OAuth access token - Cannot parse access token");
    const long = `long-${randomBytes(6).toString("hex")}`;
    state.longTokens.add(long);
    return send(state, res, 200, { access_token: long, token_type: "bearer", expires_in: 5_183_944 });
  }
  const code = String(params.get("code"));
  if (params.get("redirect_uri") !== state.redirectUri) {
    return oauthError(
      state,
      res,
      "Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request",
      100,
      36008,
    );
  }
  if (!state.validCodes.delete(code)) return oauthError(state, res, "This authorization code has been used.", 100, 36009);
  const short = `short-${randomBytes(6).toString("hex")}`;
  state.shortTokens.add(short);
  return send(state, res, 200, { access_token: short, token_type: "bearer", expires_in: 5_400 });
};
