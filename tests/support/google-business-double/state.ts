// What one Google Business Profile double holds between requests: its users, accounts and locations (and who
// manages which, unmanage() aside), the posts, photos and insights it keeps, and the grants, codes and tokens it
// issued, checked and revoked as Google's OAuth does. (The request being answered, and what every route shares:
// exchange.ts.)
import { randomBytes } from "node:crypto";
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

/** The account with this id, and the location of it with this id (either may be undefined). */
export function findLocation(state: DoubleState, accountId: string, locationId: string): { account?: GoogleAccount; location?: GoogleLocation } {
  const account = state.accounts.find((a) => a.id === accountId);
  return { account, location: account?.locations.find((l) => l.id === locationId) };
}

export const managesAccount = (account: GoogleAccount, userId: string) => account.managers.includes(userId);

/** Whether the user manages the location: a manager of its account, unless unmanage() took it away. */
export const managesLocation = (state: DoubleState, account: GoogleAccount, location: GoogleLocation, userId: string) =>
  managesAccount(account, userId) && !state.unmanaged.has(`${location.id} ${userId}`);
