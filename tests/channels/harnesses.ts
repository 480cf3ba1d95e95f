// Each registered channel's local double, as the conformance suite (conformance.test.ts) drives it: the clients
// pointed at it, an account on it connected to a user as the app stores one, what it holds, and the wire answers
// the real API gives for each kind of failure and each state of a token. A channel added to the registry
// (lib/channels/index.ts) adds its harness here, and the suite runs for it.
import type { ChannelClients, FailureKind } from "@/lib/channels";
import { encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import { graphErrorBody, type GraphDouble } from "../support/facebook-graph-double";
import { IG_ACCOUNT, resetPublishing, startInstagramPublishingDoubles, startPublishingDouble } from "../support/publishing";
import { connectPage } from "../support/users";
import { createRestApi } from "@/lib/channels/linkedin/rest-api";
import { ALL_SCOPES, linkedInErrorBody, startLinkedInDouble } from "../support/linkedin-double";
import { shownText } from "../support/linkedin-double/little-text";
import { createRestApi as createGoogleApi, googleUrlsAt } from "@/lib/channels/google-business/rest-api";
import { BUSINESS_SCOPE, googleErrorBody, googleQuotaErrorBody, startGoogleBusinessDouble } from "../support/google-business-double";

/** A post as the double holds it. */
export type HeldPost = { id: string; text: string };

/** What the double says of the account's token when asked (Meta: debug_token). */
export type TokenState = { valid: true; expiresAt?: Date; withoutScope?: string } | { valid: false };

export type ChannelHarness = {
  clients: ChannelClients;
  /** Connects the double's account to the user as the app stores it; the connection's id. */
  connect(userId: string): Promise<number>;
  /** The connected account's id and token there, and who holds the token. */
  account: { accountId: string; accountName: string; pageId: string; token: string };
  /** The posts on the account, oldest first. */
  posts(): HeldPost[];
  /** The next publish fails as the real API fails one of this kind; nothing reaches the account. */
  failPublish(kind: FailureKind): void;
  /** The next publish is carried out, and then its answer never comes (the connection drops). */
  dropPublishAnswer(): void;
  /** What the double answers about the account's token from now on. */
  tokenSays(state: TokenState): void;
  reset(): Promise<void>;
  stop(): Promise<void>;
};

/** Meta's answers: a Graph error body, and debug_token's data for a token. */
const META_FAILURES: Record<FailureKind, { status: number; body: unknown }> = {
  // The token was invalidated (the owner changed their password).
  reconnect: { status: 400, body: graphErrorBody(190, "Error validating access token: The session has been invalidated", { error_subcode: 460 }) },
  // The content itself is refused.
  rejected: { status: 400, body: graphErrorBody(100, "(#100) Invalid parameter", { type: "OAuthException" }) },
  // The app's rate limit: checked before any work, so nothing was done.
  retryable: { status: 400, body: graphErrorBody(4, "(#4) Application request limit reached", { type: "OAuthException", is_transient: true }) },
  // Meta's own servers failed while handling it: it may have gone out all the same.
  unknown: { status: 500, body: graphErrorBody(2, "An unexpected error has occurred. Please retry your request later.", { is_transient: true }) },
};

function metaToken(graph: GraphDouble, token: string, state: TokenState, scopesGranted: readonly string[]) {
  if (!state.valid) {
    graph.setTokenInfo(token, { is_valid: false, error: { code: 190, subcode: 460, message: "The session has been invalidated" } });
    return;
  }
  graph.setTokenInfo(token, {
    is_valid: true,
    expires_at: state.expiresAt ? Math.floor(state.expiresAt.getTime() / 1000) : 0,
    scopes: scopesGranted.filter((scope) => scope !== state.withoutScope),
  });
}

const GRANTED = [
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

/**
 * Scripts the next publish request (a POST whose path `at` picks) to fail as `META_FAILURES` says, or to be carried
 * out with its answer dropped; the intercept to give the double, and the two ways to arm it.
 */
function scriptedPublish() {
  let next: { at: (path: string) => boolean; then: FailureKind | "drop" } | null = null;
  return {
    intercept(request: { method: string; path: string }) {
      if (request.method !== "POST" || !next?.at(request.path)) return undefined;
      const { then } = next;
      next = null;
      return then === "drop" ? ({ acceptThen: "drop" } as const) : { reply: META_FAILURES[then] };
    },
    arm(at: (path: string) => boolean, then: FailureKind | "drop") {
      next = { at, then };
    },
    disarm() {
      next = null;
    },
  };
}

async function facebookHarness(): Promise<ChannelHarness> {
  const { graph, facebook } = await startPublishingDouble();
  const token = graph.pageToken("1001");
  const script = scriptedPublish();
  const publishing = (path: string) => /^\/1001\/(feed|photos)$/.test(path);
  graph.setIntercept((request) => script.intercept(request));
  return {
    clients: { facebook },
    connect: async (userId) => (await connectPage(userId, "1001", token, "Corner Bakery")).id,
    account: { accountId: "1001", accountName: "Corner Bakery", pageId: "1001", token },
    posts: () => graph.posts.map((post) => ({ id: post.id, text: post.message })),
    failPublish: (kind) => script.arm(publishing, kind),
    dropPublishAnswer: () => script.arm(publishing, "drop"),
    tokenSays: (state) => metaToken(graph, token, state, GRANTED),
    async reset() {
      await resetPublishing(graph);
      script.disarm();
      graph.setIntercept((request) => script.intercept(request));
    },
    stop: () => graph.stop(),
  };
}

async function instagramHarness(): Promise<ChannelHarness> {
  const { graph, facebook, ig, instagram } = await startInstagramPublishingDoubles();
  const token = graph.pageToken("1001");
  const script = scriptedPublish();
  ig.setIntercept((request) => script.intercept(request));
  // Only media_publish can put a post on the account: an unknown outcome, or a dropped answer, is its; the rest fail at the container.
  const step = (edge: "media" | "media_publish") => (path: string) => path === `/${IG_ACCOUNT}/${edge}`;
  return {
    clients: { facebook, instagram },
    async connect(userId) {
      const fields = { accountName: "cornerbakery", pageId: "1001", accessToken: encrypt(token), isDefault: true };
      return (await db.socialConnection.create({ data: { userId, platform: "INSTAGRAM", accountId: IG_ACCOUNT, ...fields } })).id;
    },
    account: { accountId: IG_ACCOUNT, accountName: "cornerbakery", pageId: "1001", token },
    posts: () => ig.media.map((media) => ({ id: media.id, text: media.caption })),
    failPublish: (kind) => script.arm(step(kind === "unknown" ? "media_publish" : "media"), kind),
    dropPublishAnswer: () => script.arm(step("media_publish"), "drop"),
    tokenSays: (state) => metaToken(graph, token, state, GRANTED),
    async reset() {
      ig.reset();
      await resetPublishing(graph);
      script.disarm();
      ig.setIntercept((request) => script.intercept(request));
    },
    async stop() {
      await Promise.all([graph.stop(), ig.stop()]);
    },
  };
}

/** LinkedIn's answers to a post, in its { status, serviceErrorCode, code, message } shape. */
const LINKEDIN_FAILURES: Record<FailureKind, { status: number; body: unknown; headers?: Record<string, string> }> = {
  // The owner removed Postloom's access.
  reconnect: { status: 401, body: linkedInErrorBody(401, "REVOKED_ACCESS_TOKEN", "The token used in the request has been revoked by the user", 65601) },
  rejected: { status: 422, body: linkedInErrorBody(422, "UNPROCESSABLE_ENTITY", "/commentary :: the content is not allowed") },
  // A throttle is checked before any work.
  retryable: {
    status: 429,
    body: linkedInErrorBody(429, "TOO_MANY_REQUESTS", "Resource level throttle APPLICATION DAY limit for calls to this resource is reached."),
    headers: { "Retry-After": "60" },
  },
  // LinkedIn's own server failed while handling it: the post may be there all the same.
  unknown: { status: 500, body: linkedInErrorBody(500, "INTERNAL_SERVER_ERROR", "Internal Server Error") },
};

/** A Company Page of the double's member, posted to with the member's token. */
async function linkedinHarness(): Promise<ChannelHarness> {
  const li = await startLinkedInDouble();
  const linkedin = createRestApi({ apiUrl: li.url, oauthUrl: li.url, ...li, organizations: true });
  const token = li.memberToken();
  const account = { accountId: "urn:li:organization:2001", accountName: "Corner Bakery", pageId: "urn:li:person:member-1", token };
  let next: FailureKind | "drop" | null = null;
  const intercept = (request: { method: string; path: string }) => {
    if (request.method !== "POST" || request.path !== "/rest/posts" || !next) return undefined;
    const then = next;
    next = null;
    return then === "drop" ? ({ acceptThen: "drop" } as const) : { reply: LINKEDIN_FAILURES[then] };
  };
  li.setIntercept(intercept);
  return {
    clients: { linkedin },
    async connect(userId) {
      const { accountId, accountName, pageId } = account;
      const fields = { accountName, pageId, accessToken: encrypt(token), isDefault: true };
      return (await db.socialConnection.create({ data: { userId, platform: "LINKEDIN", accountId, ...fields } })).id;
    },
    account,
    posts: () => li.posts.map((post) => ({ id: post.id, text: shownText(post.commentary) })),
    failPublish: (kind) => void (next = kind),
    dropPublishAnswer: () => void (next = "drop"),
    tokenSays: (state) =>
      li.setToken(
        token,
        state.valid
          ? { status: "active", expiresAt: state.expiresAt, scopes: ALL_SCOPES.filter((scope) => scope !== state.withoutScope) }
          : { status: "revoked" },
      ),
    async reset() {
      li.reset();
      next = null;
      li.setIntercept(intercept);
    },
    stop: () => li.stop(),
  };
}

/** Google's answers to a new local post, in its google.rpc.Status shape. */
const GOOGLE_FAILURES: Record<FailureKind, { status: number; body: unknown; headers?: Record<string, string> }> = {
  // The grant's access token is no longer taken.
  reconnect: {
    status: 401,
    body: googleErrorBody(401, "UNAUTHENTICATED", "Request had invalid authentication credentials. Expected OAuth 2 access token."),
  },
  rejected: {
    status: 400,
    body: googleErrorBody(400, "INVALID_ARGUMENT", "Request contains an invalid argument.", [
      { "@type": "type.googleapis.com/google.rpc.BadRequest", fieldViolations: [{ field: "summary", description: "The summary is not allowed." }] },
    ]),
  },
  // A per-minute quota (not the 0 of a project without access): checked before any work.
  retryable: { status: 429, body: googleQuotaErrorBody("300", "mybusiness.googleapis.com"), headers: { "Retry-After": "30" } },
  // Google's own server failed while handling it: the post may be there all the same.
  unknown: { status: 500, body: googleErrorBody(500, "INTERNAL", "Internal error encountered.") },
};

/** A verified location of the double's owner, posted to with the grant's refresh token. */
async function googleBusinessHarness(): Promise<ChannelHarness> {
  const google = await startGoogleBusinessDouble();
  const googleBusiness = createGoogleApi({ urls: googleUrlsAt(google.url), ...google });
  const account = {
    accountId: "accounts/101/locations/201",
    accountName: "Maple Street Bakery",
    pageId: "accounts/101",
    token: google.userToken().refreshToken,
  };
  let next: FailureKind | "drop" | null = null;
  const intercept = (request: { method: string; path: string }) => {
    if (request.method !== "POST" || request.path !== `/v4/${account.accountId}/localPosts` || !next) return undefined;
    const then = next;
    next = null;
    return then === "drop" ? ({ acceptThen: "drop" } as const) : { reply: GOOGLE_FAILURES[then] };
  };
  google.setIntercept(intercept);
  return {
    clients: { googleBusiness },
    async connect(userId) {
      const { accountId, accountName, pageId, token } = account;
      const fields = { accountName, pageId, accessToken: encrypt(token), refreshToken: encrypt(token), isDefault: true };
      return (await db.socialConnection.create({ data: { userId, platform: "GOOGLE_BUSINESS", accountId, ...fields } })).id;
    },
    account,
    posts: () => google.posts.filter((post) => !post.deletedAt).map((post) => ({ id: post.name, text: String(post.body.summary ?? "") })),
    failPublish: (kind) => void (next = kind),
    dropPublishAnswer: () => void (next = "drop"),
    // A new grant for each answer: revoked, or without the business scope.
    tokenSays(state) {
      if (!state.valid) return google.revoke(account.token);
      account.token = google.userToken(undefined, state.withoutScope ? ["openid", "email"] : [BUSINESS_SCOPE]).refreshToken;
    },
    async reset() {
      google.reset();
      next = null;
      google.setIntercept(intercept);
      account.token = google.userToken().refreshToken;
    },
    stop: () => google.stop(),
  };
}

/** Every registered channel's harness, by key. */
export const HARNESSES: Record<string, () => Promise<ChannelHarness>> = {
  FACEBOOK: facebookHarness,
  INSTAGRAM: instagramHarness,
  LINKEDIN: linkedinHarness,
  GOOGLE_BUSINESS: googleBusinessHarness,
};

/** The token states a channel has no answer for: a Google grant has no end date to near (its refresh token lasts until revoked). */
export const TOKEN_STATES_NOT_HELD: Record<string, string[]> = { GOOGLE_BUSINESS: ["EXPIRING"] };
