// The LinkedIn double's statistics of a Company Page: its posts' organic statistics
// (GET /rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=<urn>&shares=List(<urn>,…))
// and its followers (GET /rest/networkSizes/<urn>?edgeType=COMPANY_FOLLOWED_BY_MEMBER). Both are an administrator's:
// share statistics need rw_organization_admin, the follower count r_organization_social or rw_organization_admin.
// A member's own profile has neither, and URNs go URL-encoded, inside List(…) too.
import { accessDenied, authenticate, badParam, isAdmin, parseAuthor, reply, urnParamEncoded, type Route } from "./state";

/** The URNs of a Rest.li list parameter as sent (`name=List(urn%3A…,urn%3A…)`); a string saying what is wrong with it otherwise. */
function listParam(search: string, name: string): string[] | string | null {
  const raw = search
    .slice(1)
    .split("&")
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (raw === undefined) return null;
  const inner = /^List\((.*)\)$/.exec(raw)?.[1];
  if (inner === undefined) return `Invalid query parameter ${name}: expected List(...)`;
  const urns = inner.split(",");
  if (urns.some((urn) => urn.includes(":"))) return `Invalid query parameter ${name}: a URN in a List must be URL-encoded (urn%3Ali%3A...)`;
  return urns.map((urn) => decodeURIComponent(urn));
}

export const shareStatistics: Route = (exchange) => {
  const { state, request, url } = exchange;
  if (request.method !== "GET" || url.pathname !== "/rest/organizationalEntityShareStatistics") return false;
  const token = authenticate(exchange);
  if (!token) return true;
  if (url.searchParams.get("q") !== "organizationalEntity")
    return badParam(exchange, `Unsupported finder "${url.searchParams.get("q") ?? ""}" (expected q=organizationalEntity)`);
  if (!urnParamEncoded(exchange, "organizationalEntity")) return true;
  const organization = parseAuthor(url.searchParams.get("organizationalEntity"));
  if (organization?.kind !== "organization") return badParam(exchange, "Invalid query parameter organizationalEntity: an organization URN is required");
  const shares = listParam(url.search, "shares");
  const ugcPosts = listParam(url.search, "ugcPosts");
  for (const list of [shares, ugcPosts]) if (typeof list === "string") return badParam(exchange, list);
  if (
    (shares as string[] | null)?.some((urn) => !urn.startsWith("urn:li:share:")) ||
    (ugcPosts as string[] | null)?.some((urn) => !urn.startsWith("urn:li:ugcPost:"))
  )
    return badParam(exchange, "Invalid query parameter: shares takes urn:li:share URNs and ugcPosts urn:li:ugcPost URNs");
  if (!token.scopes.includes("rw_organization_admin") || !isAdmin(state, token.memberId, organization.id))
    return accessDenied(exchange, "organizationalEntityShareStatistics.FINDER-organizationalEntity.20251001");
  const asked = [...((shares as string[] | null) ?? []), ...((ugcPosts as string[] | null) ?? [])];
  // The page's own posts only; one of another author's is left out of the answer.
  const posts = state.posts.filter((post) => post.author === organization.urn && asked.includes(post.id));
  return reply(exchange, 200, {
    elements: posts.map((post) => {
      const figures = state.engagement.get(post.id) ?? { likes: 0, comments: 0 };
      const likes = figures.likes + (figures.praise ?? 0);
      const clicks = figures.clicks ?? 0;
      const shares = figures.shares ?? 0;
      const unique = figures.uniqueImpressions ?? 0;
      return {
        organizationalEntity: organization.urn,
        [post.id.startsWith("urn:li:share:") ? "share" : "ugcPost"]: post.id,
        totalShareStatistics: {
          uniqueImpressionsCount: unique,
          impressionCount: figures.impressions ?? unique,
          clickCount: clicks,
          likeCount: likes,
          commentCount: figures.comments,
          shareCount: shares,
          engagement: unique ? (clicks + likes + figures.comments + shares) / unique : 0,
        },
      };
    }),
    paging: { start: 0, count: 10, links: [] },
  });
};

export const networkSizes: Route = (exchange) => {
  const { state, request, url } = exchange;
  const raw = request.method === "GET" ? /^\/rest\/networkSizes\/([^/]+)$/.exec(url.pathname)?.[1] : undefined;
  if (raw === undefined) return false;
  const token = authenticate(exchange);
  if (!token) return true;
  if (raw.includes(":"))
    return badParam(exchange, "The URN in the path must be URL-encoded (urn%3Ali%3Aorganization%3A...) with X-Restli-Protocol-Version 2.0.0");
  const edgeType = url.searchParams.get("edgeType");
  if (edgeType !== "COMPANY_FOLLOWED_BY_MEMBER")
    return badParam(exchange, `Invalid query parameter edgeType: ${JSON.stringify(edgeType)} (expected COMPANY_FOLLOWED_BY_MEMBER)`);
  const organization = parseAuthor(decodeURIComponent(raw));
  if (organization?.kind !== "organization") return badParam(exchange, "networkSizes with COMPANY_FOLLOWED_BY_MEMBER takes an organization URN");
  const reads = token.scopes.includes("r_organization_social") || token.scopes.includes("rw_organization_admin");
  if (!reads || !isAdmin(state, token.memberId, organization.id)) return accessDenied(exchange, "networkSizes.GET.20251001");
  return reply(exchange, 200, { firstDegreeSize: state.followers.get(organization.id) ?? 0 });
};
