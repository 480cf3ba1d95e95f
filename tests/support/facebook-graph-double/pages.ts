// The pages in the Graph double: the lists of pages and businesses (/me/accounts, /me/businesses, owned_pages,
// client_pages) with paging and the requested fields only, and the cheap read that proves a token reaches a page.
import { oauthError, pageToken, proofOk, send, type DoubleState, type Route } from "./state";
import type { DoublePage } from "./types";

function listOf(state: DoubleState, path: string): (DoublePage | { id: string })[] | undefined {
  if (path === "/me/accounts") return state.pages.filter((page) => page.role !== false);
  if (path === "/me/businesses") return state.businesses.map(({ id }) => ({ id }));
  const edge = path.match(/^\/([^/]+)\/(owned_pages|client_pages)$/);
  const business = edge ? state.businesses.find((b) => b.id === edge[1]) : undefined;
  if (!business) return undefined;
  return (edge![2] === "owned_pages" ? business.ownedPages : business.clientPages) ?? [];
}

/** A page with the fields asked for; its token only where the user has a role on it. */
function pageNode(page: DoublePage, fields: string) {
  return {
    id: page.id,
    name: page.name,
    ...(fields.includes("access_token") && page.role !== false && { access_token: pageToken(page.id) }),
    ...(fields.includes("picture") && { picture: { data: { url: `https://scontent.example.fbcdn.net/${page.id}.jpg`, is_silhouette: false } } }),
    ...(fields.includes("instagram_business_account") &&
      page.instagram && {
        instagram_business_account: {
          id: page.instagram.id,
          username: page.instagram.username,
          profile_picture_url: `https://scontent.example.cdninstagram.com/${page.instagram.id}.jpg`,
        },
      }),
    category: "Bakery",
    tasks: ["CREATE_CONTENT"],
  };
}

/**
 * The lists of pages and businesses: the user token and its proof, then one page of items with
 * `paging.next` while more remain; each page carries only the fields asked for.
 */
export const pageLists: Route = ({ state, req, res, url, params }) => {
  const list = listOf(state, url.pathname);
  if (req.method !== "GET" || !list) return false;
  const token = String(params.get("access_token"));
  if (!state.longTokens.has(token) && !state.shortTokens.has(token))
    return oauthError(state, res, "Error validating access token: Session has expired", 190, 463);
  if (!proofOk(state, params)) return oauthError(state, res, "Invalid appsecret_proof provided in the API argument", 100);
  const { pageSize } = state;
  const offset = Number(params.get("offset") ?? 0);
  const next =
    offset + pageSize < list.length
      ? `http://${req.headers.host}${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), offset: String(offset + pageSize) })}`
      : undefined;
  const fields = String(params.get("fields") ?? "");
  return send(state, res, 200, {
    data: list.slice(offset, offset + pageSize).map((item) => ("name" in item ? pageNode(item, fields) : { id: item.id })),
    paging: { cursors: { before: "b", after: "a" }, ...(next && { next }) },
  });
};

/** GET /{page-id or instagram-account-id}?fields=id: the cheap read that proves a token still reaches it. */
export const accountRead: Route = ({ state, req, res, url, params }) => {
  const account = req.method === "GET" ? state.pages.find((page) => url.pathname === `/${page.id}` || url.pathname === `/${page.instagram?.id}`) : undefined;
  if (!account) return false;
  if (params.get("access_token") !== pageToken(account.id)) return oauthError(state, res, "Invalid OAuth access token - Cannot parse access token");
  if (!proofOk(state, params)) return oauthError(state, res, "Invalid appsecret_proof provided in the API argument", 100);
  const id = url.pathname.slice(1);
  // followers_count, on a page and on an Instagram account alike: made up from the id, the same every time.
  const followers = String(params.get("fields") ?? "").includes("followers_count") && { followers_count: 1_000 + (Number(id.slice(-4)) % 997) };
  return send(state, res, 200, { id, ...followers });
};
