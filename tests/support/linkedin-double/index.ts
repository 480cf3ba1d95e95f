// A local stand-in for LinkedIn's APIs that speaks the wire contract Postloom's client uses (LinkedIn-Version 202510):
// one server answers the OAuth host's paths (/oauth/v2/authorization, accessToken, introspectToken), the API host's
// (/v2/userinfo, /rest/organizationAcls, /rest/organizations, /rest/images, /rest/posts, /rest/socialMetadata,
// /rest/organizationalEntityShareStatistics, /rest/networkSizes) and the
// image upload URLs it hands out (/upload/<token>). It refuses what LinkedIn refuses, with errors in its
// { status, serviceErrorCode, code, message } shape: a missing, revoked or expired token, a missing scope or
// organization role, a /rest/ call without LinkedIn-Version or X-Restli-Protocol-Version: 2.0.0, a post's commentary
// too long or with a reserved character left bare, a multiImage of fewer than 2 or more than 20, an image not
// uploaded or of another owner, a duplicate. Tests script failures with setIntercept, token states with setToken,
// rate limits with throttle, engagement with setEngagement and followers with setFollowers. The routes: oauth.ts,
// members.ts, images.ts, posts.ts, statistics.ts.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { createPost, listPosts, socialMetadata } from "./posts";
import { networkSizes, shareStatistics } from "./statistics";
import { initializeUpload, upload } from "./images";
import { organization, organizationAcls, userinfo } from "./members";
import { accessToken, authorization, introspectToken } from "./oauth";
import {
  ACCESS_TOKEN_SECONDS,
  ALL_SCOPES,
  LINKEDIN_VERSION,
  createState,
  fail,
  issueAccessToken,
  issueCode,
  linkedInErrorBody,
  reply,
  type DoubleState,
  type Exchange,
  type Route,
} from "./state";
import type { LinkedInDoubleOptions, LinkedInEngagement, LinkedInInterception, LinkedInRequest, LinkedInTokenState } from "./types";

export { linkedInErrorBody, ALL_SCOPES };
export type {
  LinkedInDoubleOptions,
  LinkedInEngagement,
  LinkedInInterception,
  LinkedInMember,
  LinkedInOrganization,
  LinkedInRequest,
  LinkedInTokenState,
  ReceivedLinkedInImage,
  ReceivedLinkedInPost,
} from "./types";

/** The routes, in the order they are tried; a request none answers is 404 "No virtual resource found". */
const ROUTES: Route[] = [
  authorization,
  accessToken,
  introspectToken,
  userinfo,
  organizationAcls,
  organization,
  initializeUpload,
  upload,
  createPost,
  listPosts,
  socialMetadata,
  shareStatistics,
  networkSizes,
];

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What every /rest/ call must pass before its route: the throttle, then the version headers. */
function restGate(exchange: Exchange): boolean {
  const { state, req, url } = exchange;
  if (!url.pathname.startsWith("/rest/")) return false;
  if (state.throttle.remaining > 0) {
    state.throttle.remaining--;
    const body = linkedInErrorBody(429, "TOO_MANY_REQUESTS", "Resource level throttle APPLICATION DAY limit for calls to this resource is reached.");
    return reply(exchange, 429, body, { "Retry-After": String(state.throttle.retryAfterSeconds) });
  }
  const version = req.headers["linkedin-version"];
  if (!version) return fail(exchange, 400, "VERSION_MISSING", "A version must be present. Please specify a version by adding the LinkedIn-Version header.");
  if (version !== LINKEDIN_VERSION) return fail(exchange, 426, "NONEXISTENT_VERSION", `Requested version ${String(version)} is not active`);
  if (req.headers["x-restli-protocol-version"] !== "2.0.0")
    return fail(exchange, 400, "VERSION_MISSING", "The X-Restli-Protocol-Version header must be present and be 2.0.0.");
  return false;
}

export async function startLinkedInDouble(options: LinkedInDoubleOptions = {}) {
  const state: DoubleState = createState(options);
  const { clientId, clientSecret, redirectUri, posts, requests } = state;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://linkedin.local");
    const body = await readBody(req);
    const request: LinkedInRequest = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, body };
    requests.push(request);
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));

    const action = state.intercept?.(request);
    if (action && "reply" in action) {
      const { status, body: replyBody, headers } = action.reply;
      res.writeHead(status, { ...(replyBody !== undefined && { "Content-Type": "application/json" }), ...headers });
      res.end(replyBody === undefined ? undefined : JSON.stringify(replyBody));
      return;
    }
    const exchange: Exchange = { state, req, res, url, request, drop: Boolean(action && "acceptThen" in action) };
    try {
      if (restGate(exchange)) return;
      for (const route of ROUTES) if (await route(exchange)) return;
      fail(exchange, 404, "NOT_FOUND", "No virtual resource found");
    } catch (error) {
      console.error("LinkedIn double:", error);
      if (!res.headersSent) fail(exchange, 500, "INTERNAL_SERVER_ERROR", "Internal Server Error");
    }
  });
  server.keepAliveTimeout = 60_000;

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;

  return {
    url: state.url,
    clientId,
    clientSecret,
    redirectUri,
    /**
     * A valid access token of the member (the first unless named), with these scopes (default: all six of openid,
     * profile, w_member_social, w_organization_social, r_organization_social, rw_organization_admin), as if they had just connected.
     */
    memberToken(memberId?: string, scopes: string[] = ALL_SCOPES): string {
      return issueAccessToken(state, memberId, scopes);
    },
    /** A code as the authorization page would hand the callback for this member (single use, 10 minutes). */
    issueCode(memberId?: string, scopes: string[] = ALL_SCOPES): string {
      return issueCode(state, memberId, scopes);
    },
    /** Every post the double accepted, oldest first. */
    posts,
    /** Every request, in order of arrival. */
    requests,
    setIntercept(fn: ((request: LinkedInRequest) => LinkedInInterception | undefined) | undefined) {
      state.intercept = fn;
    },
    /**
     * From now on the token is revoked / expired, or active with this expiry and these scopes (what introspectToken
     * and every API call say of it). A token the double never issued made active becomes one of the first member.
     */
    setToken(token: string, tokenState: LinkedInTokenState) {
      if (tokenState.status === "active" && !state.accessTokens.has(token)) {
        const now = Date.now();
        const expiresAt = now + ACCESS_TOKEN_SECONDS * 1000;
        state.accessTokens.set(token, { memberId: state.members[0]!.id, scopes: [...ALL_SCOPES], createdAt: now, expiresAt });
        state.adoptedTokens.add(token);
      }
      state.tokenStates.set(token, tokenState);
    },
    /** How many follow a Company Page (networkSizes), by its numeric id. */
    setFollowers(organizationId: string, followers: number) {
      state.followers.set(organizationId, followers);
    },
    /** Engagement the double reports for a post it holds (socialMetadata, and share statistics for a page's). */
    setEngagement(postUrn: string, figures: LinkedInEngagement) {
      if (!posts.some((post) => post.id === postUrn)) throw new Error(`The LinkedIn double holds no post ${postUrn}.`);
      state.engagement.set(postUrn, figures);
    },
    /** The next `count` requests to any /rest/ path are answered 429 with Retry-After: seconds. */
    throttle(count: number, retryAfterSeconds = 60) {
      state.throttle = { remaining: count, retryAfterSeconds };
    },
    /** Forgets posts, images, requests, intercepts, token states and throttles (not the members, organizations or issued tokens). */
    reset() {
      posts.length = 0;
      state.postDetails.clear();
      state.engagement.clear();
      state.followers.clear();
      state.images.clear();
      requests.length = 0;
      state.intercept = undefined;
      state.tokenStates.clear();
      for (const token of state.adoptedTokens) state.accessTokens.delete(token);
      state.adoptedTokens.clear();
      state.throttle = { remaining: 0, retryAfterSeconds: 60 };
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type LinkedInDouble = Awaited<ReturnType<typeof startLinkedInDouble>>;
