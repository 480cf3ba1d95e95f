// What one Google Business Profile double holds between requests, the request being answered, and what every route
// shares: replies (JSON, or none when an intercept drops the connection), errors in Google's google.rpc.Status
// envelope { error: { code, message, status, details? } }, the bearer token, scope and quota checks every API call
// passes, who manages which location, and the pageSize / pageToken every list takes.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type {
  GoogleAccount,
  GoogleDoubleOptions,
  GoogleInterception,
  GoogleLocation,
  GooglePostInsights,
  GoogleRequest,
  GoogleUser,
  ReceivedLocalPost,
} from "./types";

/** The scope Postloom asks for: what userToken and issueCode give unless told otherwise. */
export const BUSINESS_SCOPE = "https://www.googleapis.com/auth/business.manage";
/** The scopes the authorization page grants when asked; any other is refused on the page (invalid_scope). */
export const GRANTABLE_SCOPES = new Set([
  BUSINESS_SCOPE,
  "openid",
  "email",
  "profile",
  "https://www.googleapis.com/auth/userinfo.email",
  "https://www.googleapis.com/auth/userinfo.profile",
]);

export const ACCESS_TOKEN_SECONDS = 3599;
export const CODE_LIFETIME_MS = 10 * 60_000;
/** The consumer project every quota error names. */
export const PROJECT_NUMBER = "412345678901";

/** The three API hosts, told apart by path (quota errors name the service). */
export const SERVICES = {
  accounts: "mybusinessaccountmanagement.googleapis.com",
  locations: "mybusinessbusinessinformation.googleapis.com",
  posts: "mybusiness.googleapis.com",
} as const;
export type Service = (typeof SERVICES)[keyof typeof SERVICES];

/** What the user granted once (one consent): every token made from it dies with it. */
export type Grant = { id: string; userId: string; scopes: string[]; offline: boolean; refreshToken?: string; revoked: boolean };
type IssuedCode = { userId: string; scopes: string[]; offline: boolean; redirectUri: string; issuedAt: number };
type IssuedAccessToken = { grantId: string; expiresAt: number };

/** What the double keeps of a post beyond ReceivedLocalPost. */
export type PostExtras = { rejection?: string; mediaKey?: string };

export type DoubleState = {
  url: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  users: GoogleUser[];
  accounts: GoogleAccount[];
  quotaZeroOption: boolean;
  quotaZero: boolean;
  processingMs: number;
  codes: Map<string, IssuedCode>;
  grants: Map<string, Grant>;
  /** Refresh token → grant id. */
  refreshTokens: Map<string, string>;
  accessTokens: Map<string, IssuedAccessToken>;
  /** `${locationId} ${userId}`: management unmanage() took away. */
  unmanaged: Set<string>;
  posts: ReceivedLocalPost[];
  postExtras: Map<string, PostExtras>;
  /** Photos as googleUrl serves them, by media key. */
  photos: Map<string, { bytes: Buffer; contentType: string }>;
  insights: Map<string, GooglePostInsights>;
  requests: GoogleRequest[];
  intercept: ((request: GoogleRequest) => GoogleInterception | undefined) | undefined;
  /** The reason the next post created will be rejected with, when armed. */
  rejectNext: string | undefined;
  counter: number;
};

export const DEFAULT_ACCOUNTS: GoogleAccount[] = [
  {
    id: "101",
    name: "Maple Street Bakery",
    managers: ["user-1"],
    locations: [
      { id: "201", title: "Maple Street Bakery", phone: "+1 555 0100", verified: true },
      { id: "202", title: "Maple Street Bakery Downtown", verified: true },
      { id: "203", title: "Maple Street Bakery Airport", verified: false },
    ],
  },
];

export function createState(options: GoogleDoubleOptions): DoubleState {
  const users = options.users ?? [{ id: "user-1", email: "owner@example.test" }];
  if (!users.length) throw new Error("The Google Business double needs at least one user.");
  const accounts = structuredClone(options.accounts ?? DEFAULT_ACCOUNTS);
  const locationIds = new Set<string>();
  for (const account of accounts) {
    if (!/^\d+$/.test(account.id)) throw new Error(`Business Profile account ids are numbers; "${account.id}" is not.`);
    for (const location of account.locations) {
      if (!/^\d+$/.test(location.id)) throw new Error(`Business Profile location ids are numbers; "${location.id}" is not.`);
      if (locationIds.has(location.id)) throw new Error(`Location "${location.id}" is in two accounts.`);
      locationIds.add(location.id);
    }
  }
  return {
    url: "",
    clientId: options.clientId ?? "test-google-client",
    clientSecret: options.clientSecret ?? "test-google-secret",
    redirectUri: options.redirectUri ?? "http://localhost:3000/auth/google-business/callback",
    users,
    accounts,
    quotaZeroOption: options.quotaZero ?? false,
    quotaZero: options.quotaZero ?? false,
    processingMs: options.processingMs ?? 0,
    codes: new Map(),
    grants: new Map(),
    refreshTokens: new Map(),
    accessTokens: new Map(),
    unmanaged: new Set(),
    posts: [],
    postExtras: new Map(),
    photos: new Map(),
    insights: new Map(),
    requests: [],
    intercept: undefined,
    rejectNext: undefined,
    counter: 0,
  };
}

// Tokens in the look of Google's: access tokens "ya29.…", refresh tokens "1//…", codes "4/0A…".
export const newAccessToken = () => `ya29.a0${randomBytes(48).toString("base64url")}`;
export const newRefreshToken = () => `1//0g${randomBytes(36).toString("base64url")}`;
export const newCode = () => `4/0A${randomBytes(36).toString("base64url")}`;

export function knownUser(state: DoubleState, userId: string | undefined): string {
  const id = userId ?? state.users[0]!.id;
  if (!state.users.some((user) => user.id === id)) throw new Error(`The Google Business double has no user "${id}".`);
  return id;
}

/** A code as the authorization page hands the callback (asked with access_type=offline): single use, for 10 minutes. */
export function issueCode(state: DoubleState, userId?: string, scopes: string[] = [BUSINESS_SCOPE], offline = true): string {
  const code = newCode();
  state.codes.set(code, { userId: knownUser(state, userId), scopes: [...scopes], offline, redirectUri: state.redirectUri, issuedAt: Date.now() });
  return code;
}

/** A new grant (a consent) of the user; with `offline`, its refresh token. */
export function issueGrant(state: DoubleState, userId: string, scopes: string[], offline: boolean): Grant {
  const grant: Grant = { id: randomBytes(8).toString("hex"), userId, scopes: [...scopes], offline, revoked: false };
  if (offline) {
    grant.refreshToken = newRefreshToken();
    state.refreshTokens.set(grant.refreshToken, grant.id);
  }
  state.grants.set(grant.id, grant);
  return grant;
}

/** A fresh access token of the grant (3,599 seconds). */
export function issueAccessToken(state: DoubleState, grant: Grant): string {
  const token = newAccessToken();
  state.accessTokens.set(token, { grantId: grant.id, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
  return token;
}

/** An access token the double would take now: issued, not expired, its grant not revoked. */
export type ActiveToken = { token: string; userId: string; scopes: string[]; offline: boolean; expiresAt: number };

export function activeToken(state: DoubleState, token: string): ActiveToken | undefined {
  const issued = state.accessTokens.get(token);
  if (!issued || issued.expiresAt <= Date.now()) return undefined;
  const grant = state.grants.get(issued.grantId);
  if (!grant || grant.revoked) return undefined;
  return { token, userId: grant.userId, scopes: grant.scopes, offline: grant.offline, expiresAt: issued.expiresAt };
}

/**
 * Revokes what the token belongs to, as Google does: a refresh token, or an access token, revokes its whole grant
 * (the refresh token and every access token made from it). False for a token the double does not know.
 */
export function revokeToken(state: DoubleState, token: string): boolean {
  const grantId = state.refreshTokens.get(token) ?? state.accessTokens.get(token)?.grantId;
  const grant = grantId === undefined ? undefined : state.grants.get(grantId);
  if (!grant || grant.revoked) return false;
  grant.revoked = true;
  if (grant.refreshToken) state.refreshTokens.delete(grant.refreshToken);
  for (const [accessToken, issued] of state.accessTokens) if (issued.grantId === grant.id) state.accessTokens.delete(accessToken);
  return true;
}

/** One request, read, to be answered by a route of the double. */
export type Exchange = {
  state: DoubleState;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  request: GoogleRequest;
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
  res.writeHead(status, { ...(body !== undefined && { "Content-Type": "application/json; charset=UTF-8" }), ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
  return true;
}

/** An error body in Google's shape: a google.rpc.Status in an { error } envelope. */
export function googleErrorBody(code: number, status: string, message: string, details?: unknown[]) {
  return { error: { code, message, status, ...(details && { details }) } };
}

/** The 429 RESOURCE_EXHAUSTED of a service's per-minute quota: "0" is a project without Business Profile API access. */
export function googleQuotaErrorBody(limitValue = "0", service: Service = SERVICES.accounts) {
  return googleErrorBody(
    429,
    "RESOURCE_EXHAUSTED",
    `Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service '${service}' for consumer 'project_number:${PROJECT_NUMBER}'.`,
    [
      {
        "@type": "type.googleapis.com/google.rpc.ErrorInfo",
        reason: "RATE_LIMIT_EXCEEDED",
        domain: "googleapis.com",
        metadata: {
          quota_limit_value: limitValue,
          quota_metric: `${service}/default_requests`,
          service,
          quota_limit: "defaultPerMinutePerProject",
          consumer: `projects/${PROJECT_NUMBER}`,
          quota_location: "global",
        },
      },
    ],
  );
}

export const fail = (exchange: Exchange, code: number, status: string, message: string, details?: unknown[]): true =>
  reply(exchange, code, googleErrorBody(code, status, message, details));

/** 400 INVALID_ARGUMENT with a BadRequest naming the field (in the API's snake_case, e.g. "media[0].source_url"). */
export const invalidArgument = (exchange: Exchange, field: string, description: string): true =>
  fail(exchange, 400, "INVALID_ARGUMENT", "Request contains an invalid argument.", [
    { "@type": "type.googleapis.com/google.rpc.BadRequest", fieldViolations: [{ field, description }] },
  ]);

export const notFound = (exchange: Exchange): true => fail(exchange, 404, "NOT_FOUND", "Requested entity was not found.");

export const permissionDenied = (exchange: Exchange): true => fail(exchange, 403, "PERMISSION_DENIED", "The caller does not have permission");

export const UNAUTHENTICATED_MESSAGE =
  "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.";

/**
 * The caller of an API (not OAuth) call; or undefined, having answered as Google does: 401 for a missing, unknown,
 * expired or revoked access token, 403 for a token without business.manage, and (the project without API access)
 * 429 with quota_limit_value "0".
 */
export function apiCaller(exchange: Exchange, service: Service): ActiveToken | undefined {
  const token = /^Bearer +(\S+)$/i.exec(exchange.req.headers.authorization ?? "")?.[1];
  const active = token ? activeToken(exchange.state, token) : undefined;
  if (!active) {
    reply(exchange, 401, googleErrorBody(401, "UNAUTHENTICATED", UNAUTHENTICATED_MESSAGE), {
      "WWW-Authenticate": 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
    });
    return undefined;
  }
  if (!active.scopes.includes(BUSINESS_SCOPE)) {
    fail(exchange, 403, "PERMISSION_DENIED", "Request had insufficient authentication scopes.", [
      { "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "ACCESS_TOKEN_SCOPE_INSUFFICIENT", domain: "googleapis.com" },
    ]);
    return undefined;
  }
  if (exchange.state.quotaZero) {
    reply(exchange, 429, googleQuotaErrorBody("0", service));
    return undefined;
  }
  return active;
}

/** A JSON request body; or undefined, having answered 400 as Google does for a payload it cannot read. */
export function jsonBody(exchange: Exchange): { value: unknown } | undefined {
  const text = exchange.request.body.toString("utf8");
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const description = `Invalid JSON payload received. ${error instanceof Error ? error.message : "Unexpected token."}`;
    fail(exchange, 400, "INVALID_ARGUMENT", description, [{ "@type": "type.googleapis.com/google.rpc.BadRequest", fieldViolations: [{ description }] }]);
    return undefined;
  }
}

/** A form-encoded request body (empty unless the Content-Type says form). */
export function formBody(exchange: Exchange): URLSearchParams {
  const type = exchange.req.headers["content-type"] ?? "";
  return /^application\/x-www-form-urlencoded\b/i.test(type) ? new URLSearchParams(exchange.request.body.toString("utf8")) : new URLSearchParams();
}

/** An opaque page token: where the next page starts, for this list only. */
const pageToken = (list: string, offset: number) => Buffer.from(JSON.stringify({ list, offset })).toString("base64url");

/**
 * pageSize (1..max, `fallback` when absent or 0) and pageToken of a list; or undefined, having answered 400 INVALID_ARGUMENT.
 * `list` names the list (its parent), so a token of another list is refused.
 */
export function paging(exchange: Exchange, list: string, max: number, fallback: number): { offset: number; size: number } | undefined {
  const query = exchange.url.searchParams;
  const rawSize = query.get("pageSize");
  const size = rawSize === null || rawSize === "" ? 0 : Number(rawSize);
  if (!Number.isInteger(size)) {
    invalidArgument(exchange, "page_size", `Invalid value at 'page_size' (TYPE_INT32), "${rawSize}"`);
    return undefined;
  }
  if (size < 0 || size > max) {
    invalidArgument(exchange, "page_size", `page_size must be between 1 and ${max} (got ${size})`);
    return undefined;
  }
  const rawToken = query.get("pageToken");
  let offset = 0;
  if (rawToken) {
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(rawToken, "base64url").toString("utf8"));
    } catch {
      decoded = undefined;
    }
    const token = decoded as { list?: unknown; offset?: unknown } | undefined;
    if (!token || token.list !== list || !Number.isInteger(token.offset) || (token.offset as number) < 0) {
      invalidArgument(exchange, "page_token", "Invalid page_token.");
      return undefined;
    }
    offset = token.offset as number;
  }
  return { offset, size: size || fallback };
}

/**
 * One page of a list as Google answers it: the page under `key` and a nextPageToken when more follow. Proto3 JSON
 * leaves out empty and zero fields: an empty page has no `key` at all (an empty list answers {}).
 */
export function page<T>(
  list: string,
  key: string,
  all: T[],
  { offset, size }: { offset: number; size: number },
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const items = all.slice(offset, offset + size);
  const next = offset + size < all.length ? pageToken(list, offset + size) : undefined;
  return { ...(items.length && { [key]: items }), ...(next && { nextPageToken: next }), ...extra };
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

/** The account with this id, and the location of it with this id (either may be undefined). */
export function findLocation(state: DoubleState, accountId: string, locationId: string): { account?: GoogleAccount; location?: GoogleLocation } {
  const account = state.accounts.find((a) => a.id === accountId);
  return { account, location: account?.locations.find((l) => l.id === locationId) };
}

export const managesAccount = (account: GoogleAccount, userId: string) => account.managers.includes(userId);

/** Whether the user manages the location: a manager of its account, unless unmanage() took it away. */
export const managesLocation = (state: DoubleState, account: GoogleAccount, location: GoogleLocation, userId: string) =>
  managesAccount(account, userId) && !state.unmanaged.has(`${location.id} ${userId}`);
