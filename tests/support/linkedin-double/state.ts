// What one LinkedIn double holds between requests, the request being answered, and what every route shares:
// replies (JSON, or none when an intercept drops the connection), errors in LinkedIn's
// { status, serviceErrorCode, code, message } shape, the bearer token check, the permission rules (scopes and
// organization roles), and the Rest.li query parameters every list takes (start, count).
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type {
  LinkedInDoubleOptions,
  LinkedInEngagement,
  LinkedInInterception,
  LinkedInMember,
  LinkedInOrganization,
  LinkedInRequest,
  LinkedInTokenState,
  ReceivedLinkedInPost,
} from "./types";

/** The scopes a member grants Postloom: what memberToken and issueCode give unless told otherwise. */
export const ALL_SCOPES = ["openid", "profile", "w_member_social", "w_organization_social", "r_organization_social", "rw_organization_admin"];
/** The scopes the authorization page grants when asked (the six, and email); any other is not authorized for the app. */
export const GRANTABLE_SCOPES = new Set([...ALL_SCOPES, "email"]);
/** The only LinkedIn-Version the double serves (the client pins it). */
export const LINKEDIN_VERSION = "202510";

export const ACCESS_TOKEN_SECONDS = 5_184_000; // 60 days
export const REFRESH_TOKEN_SECONDS = 31_536_000; // 365 days
export const CODE_LIFETIME_MS = 10 * 60_000;

type Grant = { memberId: string; scopes: string[] };
type IssuedCode = Grant & { redirectUri: string; issuedAt: number };
type IssuedToken = Grant & { createdAt: number; expiresAt: number };

/** An image from initializeUpload: waiting for its bytes at `uploadToken`, then AVAILABLE. */
export type StoredImage = {
  urn: string;
  owner: string;
  /** The member whose token initialized the upload. */
  memberId: string;
  uploadToken: string;
  uploadUrlExpiresAt: number;
  status: "WAITING_UPLOAD" | "AVAILABLE";
  bytes?: Buffer;
  contentType?: string;
};

/** What a post was sent with beyond ReceivedLinkedInPost, as GET /rest/posts gives it back. */
export type PostDetails = { visibility: string; lifecycleState: string; content?: Record<string, unknown> };

export type DoubleState = {
  url: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  members: LinkedInMember[];
  organizations: LinkedInOrganization[];
  givesRefreshTokens: boolean;
  codes: Map<string, IssuedCode>;
  accessTokens: Map<string, IssuedToken>;
  refreshTokens: Map<string, Grant & { expiresAt: number }>;
  /** What tests made of tokens (setToken), over what the double issued. */
  tokenStates: Map<string, LinkedInTokenState>;
  /** Tokens the double never issued that setToken made active: forgotten on reset. */
  adoptedTokens: Set<string>;
  /** By image URN. */
  images: Map<string, StoredImage>;
  posts: ReceivedLinkedInPost[];
  postDetails: Map<string, PostDetails>;
  engagement: Map<string, LinkedInEngagement>;
  /** Each Company Page's followers, by its numeric id (networkSizes). */
  followers: Map<string, number>;
  requests: LinkedInRequest[];
  intercept: ((request: LinkedInRequest) => LinkedInInterception | undefined) | undefined;
  throttle: { remaining: number; retryAfterSeconds: number };
  postCounter: number;
};

export function createState(options: LinkedInDoubleOptions): DoubleState {
  const members = options.members ?? [{ id: "member-1", name: "Alex Baker" }];
  if (!members.length) throw new Error("The LinkedIn double needs at least one member.");
  const organizations = options.organizations ?? [
    { id: "2001", name: "Corner Bakery", admins: ["member-1"] },
    { id: "2002", name: "Corner Bakery Catering", admins: ["member-1"] },
    { id: "2003", name: "Corner Bakery Supplies", admins: ["member-1"] },
  ];
  for (const organization of organizations)
    if (!/^\d+$/.test(organization.id)) throw new Error(`LinkedIn organization ids are numbers; "${organization.id}" is not.`);
  return {
    url: "",
    clientId: options.clientId ?? "test-linkedin-client",
    clientSecret: options.clientSecret ?? "test-linkedin-secret",
    redirectUri: options.redirectUri ?? "http://localhost:3000/auth/linkedin/callback",
    members,
    organizations,
    givesRefreshTokens: options.refreshTokens ?? false,
    codes: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    tokenStates: new Map(),
    adoptedTokens: new Set(),
    images: new Map(),
    posts: [],
    postDetails: new Map(),
    engagement: new Map(),
    followers: new Map(),
    requests: [],
    intercept: undefined,
    throttle: { remaining: 0, retryAfterSeconds: 60 },
    postCounter: 0,
  };
}

/** An opaque token in the look of LinkedIn's. */
export const opaqueToken = () => `AQ${randomBytes(30).toString("base64url")}`;

function knownMember(state: DoubleState, memberId: string | undefined): string {
  const id = memberId ?? state.members[0]!.id;
  if (!state.members.some((member) => member.id === id)) throw new Error(`The LinkedIn double has no member "${id}".`);
  return id;
}

/** A code as the authorization page hands the callback: single use, for 10 minutes, for the registered redirect URI. */
export function issueCode(state: DoubleState, memberId?: string, scopes: string[] = ALL_SCOPES): string {
  const code = opaqueToken();
  state.codes.set(code, { memberId: knownMember(state, memberId), scopes: [...scopes], redirectUri: state.redirectUri, issuedAt: Date.now() });
  return code;
}

/** A fresh access token of the member (60 days). */
export function issueAccessToken(state: DoubleState, memberId: string | undefined, scopes: string[] = ALL_SCOPES): string {
  const token = opaqueToken();
  const now = Date.now();
  state.accessTokens.set(token, { memberId: knownMember(state, memberId), scopes: [...scopes], createdAt: now, expiresAt: now + ACCESS_TOKEN_SECONDS * 1000 });
  return token;
}

/** An active token as the double sees it now. */
export type ActiveToken = { token: string; memberId: string; scopes: string[]; createdAt: number; expiresAt: number };
export type TokenView = ({ status: "active" } & ActiveToken) | { status: "revoked" | "expired" | "unknown" };

/** What the double makes of a token now: setToken's word over what it issued; past its expiry, expired. */
export function viewToken(state: DoubleState, token: string): TokenView {
  const issued = state.accessTokens.get(token);
  const set = state.tokenStates.get(token);
  if (set && set.status !== "active") return { status: set.status };
  if (!issued) return { status: "unknown" };
  const expiresAt = (set?.status === "active" && set.expiresAt?.getTime()) || issued.expiresAt;
  if (expiresAt <= Date.now()) return { status: "expired" };
  const scopes = (set?.status === "active" && set.scopes) || issued.scopes;
  return { status: "active", token, memberId: issued.memberId, scopes: [...scopes], createdAt: issued.createdAt, expiresAt };
}

/** One request, read, to be answered by a route of the double. */
export type Exchange = {
  state: DoubleState;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  request: LinkedInRequest;
  /** An intercept said acceptThen "drop": carry the request out, then answer nothing. */
  drop: boolean;
};

/** A route of the double: answers the request and says so, or leaves it to the next. */
export type Route = (exchange: Exchange) => boolean | Promise<boolean>;

/** Answers (JSON when there is a body), or drops the connection when an intercept said so; true, for a route to return. */
export function reply({ req, res, drop }: Exchange, status: number, body?: unknown, headers: Record<string, string> = {}): true {
  if (drop) {
    req.socket.destroy();
    return true;
  }
  res.writeHead(status, { ...(body !== undefined && { "Content-Type": "application/json" }), ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
  return true;
}

/** An error body in LinkedIn's shape. */
export function linkedInErrorBody(status: number, code: string, message: string, serviceErrorCode?: number) {
  return { status, ...(serviceErrorCode !== undefined && { serviceErrorCode }), code, message };
}

export const fail = (exchange: Exchange, status: number, code: string, message: string, serviceErrorCode?: number): true =>
  reply(exchange, status, linkedInErrorBody(status, code, message, serviceErrorCode));

/** 403 ACCESS_DENIED, naming the resource and method as LinkedIn does (e.g. partnerApiPostsExternal.CREATE.20251001). */
export const accessDenied = (exchange: Exchange, resource: string): true =>
  fail(exchange, 403, "ACCESS_DENIED", `Not enough permissions to access: ${resource}`, 100);

export const unprocessable = (exchange: Exchange, message: string): true => fail(exchange, 422, "UNPROCESSABLE_ENTITY", message);

export const badParam = (exchange: Exchange, message: string): true => fail(exchange, 400, "PARAM_INVALID", message);

/** The bearer token's member and scopes; or undefined, having answered 401 as LinkedIn does for a missing, unknown, revoked or expired one. */
export function authenticate(exchange: Exchange): ActiveToken | undefined {
  const token = /^Bearer +(\S+)$/i.exec(exchange.req.headers.authorization ?? "")?.[1];
  const view: TokenView = token ? viewToken(exchange.state, token) : { status: "unknown" };
  if (view.status === "active") return view;
  if (view.status === "revoked") fail(exchange, 401, "REVOKED_ACCESS_TOKEN", "The token used in the request has been revoked by the user", 65601);
  else if (view.status === "expired") fail(exchange, 401, "EXPIRED_ACCESS_TOKEN", "The token used in the request has expired", 65602);
  else fail(exchange, 401, "INVALID_ACCESS_TOKEN", "Invalid access token", 65600);
  return undefined;
}

/** A JSON request body; or undefined, having answered 415 (not JSON) or 400 (unparseable). */
export function jsonBody(exchange: Exchange): { value: unknown } | undefined {
  const type = exchange.req.headers["content-type"] ?? "";
  if (!/^application\/json\b/i.test(type)) {
    fail(exchange, 415, "UNSUPPORTED_MEDIA_TYPE", `Content-Type must be application/json (got "${type}")`);
    return undefined;
  }
  try {
    return { value: JSON.parse(exchange.request.body.toString("utf8")) };
  } catch {
    fail(exchange, 400, "BAD_REQUEST", "Unparseable JSON in the request body");
    return undefined;
  }
}

/** A form-encoded request body (empty unless the Content-Type says form). */
export function formBody(exchange: Exchange): URLSearchParams {
  const type = exchange.req.headers["content-type"] ?? "";
  return /^application\/x-www-form-urlencoded\b/i.test(type) ? new URLSearchParams(exchange.request.body.toString("utf8")) : new URLSearchParams();
}

/** The Rest.li `start` and `count` of a list (count 10 unless asked, at most 100); or undefined, having answered 400. */
export function pagingParams(exchange: Exchange, defaultCount = 10): { start: number; count: number } | undefined {
  const query = exchange.url.searchParams;
  const start = Number(query.get("start") ?? 0);
  const count = Number(query.get("count") ?? defaultCount);
  if (!Number.isInteger(start) || start < 0) {
    badParam(exchange, `start must be a non-negative integer (got "${query.get("start")}")`);
    return undefined;
  }
  if (!Number.isInteger(count) || count < 0) {
    badParam(exchange, `count must be a non-negative integer (got "${query.get("count")}")`);
    return undefined;
  }
  if (count > 100) {
    badParam(exchange, "count must be <= 100");
    return undefined;
  }
  return { start, count };
}

/**
 * Whether a query parameter holding a URN came URL-encoded, as Rest.li protocol 2.0.0 requires (`:` is one of its
 * reserved characters); if not, answers 400 and says false.
 */
export function urnParamEncoded(exchange: Exchange, name: string): boolean {
  const raw = exchange.url.search
    .slice(1)
    .split("&")
    .find((pair) => pair.startsWith(`${name}=`));
  if (raw?.includes(":")) {
    badParam(exchange, `Invalid query parameter ${name}: a URN must be URL-encoded (urn%3Ali%3A...) with X-Restli-Protocol-Version 2.0.0`);
    return false;
  }
  return true;
}

export type Author = { urn: string; kind: "organization" | "person"; id: string };

export function parseAuthor(urn: unknown): Author | undefined {
  if (typeof urn !== "string") return undefined;
  const organization = /^urn:li:organization:(\d+)$/.exec(urn)?.[1];
  if (organization) return { urn, kind: "organization", id: organization };
  const person = /^urn:li:person:([A-Za-z0-9_-]+)$/.exec(urn)?.[1];
  if (person) return { urn, kind: "person", id: person };
  return undefined;
}

export const isAdmin = (state: DoubleState, memberId: string, organizationId: string) =>
  state.organizations.some((organization) => organization.id === organizationId && organization.admins.includes(memberId));

/** Posting (or uploading an image) as the author: an organization the member administers with w_organization_social, or themself with w_member_social. */
export function mayWriteAs(state: DoubleState, token: ActiveToken, author: Author): boolean {
  if (author.kind === "organization") return token.scopes.includes("w_organization_social") && isAdmin(state, token.memberId, author.id);
  return token.scopes.includes("w_member_social") && author.id === token.memberId;
}

/** Reading the author's posts and their engagement: r_organization_social and an ADMINISTRATOR role, or themself with w_member_social. */
export function mayReadAs(state: DoubleState, token: ActiveToken, author: Author): boolean {
  if (author.kind === "organization") return token.scopes.includes("r_organization_social") && isAdmin(state, token.memberId, author.id);
  return token.scopes.includes("w_member_social") && author.id === token.memberId;
}
