// GET /debug_token in the Graph double: what Meta knows of a token, asked with the app token.
import { oauthError, pageToken, proofOk, send, type Route } from "./state";

/** The permissions a Meta login grants Postloom in the double, unless a test says otherwise. */
export const GRANTED_SCOPES = [
  "public_profile",
  "pages_show_list",
  "pages_manage_posts",
  "pages_read_engagement",
  "instagram_basic",
  "instagram_content_publish",
  "business_management",
  "read_insights",
  "instagram_manage_insights",
];

/** GET /debug_token?input_token=…, asked with the app token ({app-id}|{app-secret}): what Meta knows of a token. */
export const debugToken: Route = ({ state, req, res, url, params }) => {
  if (req.method !== "GET" || url.pathname !== "/debug_token") return false;
  const { appId, appSecret, pages, businesses } = state;
  if (params.get("access_token") !== `${appId}|${appSecret}` || !proofOk(state, params))
    return oauthError(state, res, "Invalid OAuth access token - Cannot parse access token");
  const input = String(params.get("input_token") ?? "");
  const known = state.tokenInfo.get(input);
  const pageId = [...pages, ...businesses.flatMap((b) => [...(b.ownedPages ?? []), ...(b.clientPages ?? [])])].find((page) => pageToken(page.id) === input)?.id;
  if (!known && !pageId)
    return send(state, res, 200, {
      data: { is_valid: false, scopes: [], error: { code: 190, message: "Invalid OAuth access token - Cannot parse access token" } },
    });
  return send(state, res, 200, {
    data: {
      app_id: appId,
      type: "PAGE",
      application: "Postloom",
      expires_at: 0,
      data_access_expires_at: 0,
      is_valid: true,
      scopes: [...GRANTED_SCOPES],
      profile_id: pageId,
      user_id: "10001",
      ...known,
    },
  });
};
