// Who the member is and what they administer, in the LinkedIn double: /v2/userinfo (OpenID Connect), the
// organizations they are an APPROVED ADMINISTRATOR of (/rest/organizationAcls, paged with start and count), and one
// organization's name and vanity name (/rest/organizations/<id>).
import { accessDenied, authenticate, badParam, fail, pagingParams, reply, type Route } from "./state";

/** GET /v2/userinfo: the member, with openid and profile. */
export const userinfo: Route = (exchange) => {
  const { state, request, url } = exchange;
  if (request.method !== "GET" || url.pathname !== "/v2/userinfo") return false;
  const token = authenticate(exchange);
  if (!token) return true;
  if (!token.scopes.includes("openid") || !token.scopes.includes("profile")) return accessDenied(exchange, "userinfo.GET.NO_VERSION");
  const member = state.members.find((m) => m.id === token.memberId)!;
  const [given, ...family] = member.name.split(" ");
  return reply(exchange, 200, {
    sub: member.id,
    name: member.name,
    given_name: given,
    family_name: family.join(" "),
    ...(member.picture && { picture: member.picture }),
  });
};

/** GET /rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED&start&count: the member's organizations, with rw_organization_admin. */
export const organizationAcls: Route = (exchange) => {
  const { state, request, url } = exchange;
  if (request.method !== "GET" || url.pathname !== "/rest/organizationAcls") return false;
  const token = authenticate(exchange);
  if (!token) return true;
  const query = url.searchParams;
  if (query.get("q") !== "roleAssignee")
    return badParam(exchange, `Unsupported finder "${query.get("q") ?? ""}" on organizationAcls (the double serves q=roleAssignee)`);
  if (!token.scopes.includes("rw_organization_admin")) return accessDenied(exchange, "organizationAcls.FINDER-roleAssignee.20251001");
  const paging = pagingParams(exchange);
  if (!paging) return true;
  const role = query.get("role");
  const aclState = query.get("state");
  const all = state.organizations
    .filter((organization) => organization.admins.includes(token.memberId))
    .filter(() => (!role || role === "ADMINISTRATOR") && (!aclState || aclState === "APPROVED"));
  return reply(exchange, 200, {
    elements: all.slice(paging.start, paging.start + paging.count).map((organization) => ({
      organization: `urn:li:organization:${organization.id}`,
      role: "ADMINISTRATOR",
      state: "APPROVED",
      roleAssignee: `urn:li:person:${token.memberId}`,
    })),
    paging: { start: paging.start, count: paging.count, total: all.length },
  });
};

const vanity = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** GET /rest/organizations/<id>: an organization's id (a number), localizedName and vanityName. */
export const organization: Route = (exchange) => {
  const { state, request, url } = exchange;
  const id = request.method === "GET" ? /^\/rest\/organizations\/([^/]+)$/.exec(url.pathname)?.[1] : undefined;
  if (id === undefined) return false;
  const token = authenticate(exchange);
  if (!token) return true;
  const found = state.organizations.find((o) => o.id === id);
  if (!found) return fail(exchange, 404, "NOT_FOUND", `Organization ${decodeURIComponent(id)} does not exist`);
  return reply(exchange, 200, { id: Number(found.id), localizedName: found.name, vanityName: found.vanityName ?? vanity(found.name) });
};
