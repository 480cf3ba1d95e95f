// A local stand-in for Google Business Profile's APIs that speaks the wire contract Postloom's client uses: one
// server answers the OAuth hosts' paths (accounts.google.com /o/oauth2/v2/auth; oauth2.googleapis.com /token,
// /tokeninfo, /revoke), the Account Management API's (/v1/accounts), the Business Information API's
// (/v1/accounts/<n>/locations), the v4 API's local posts (/v4/accounts/<n>/locations/<m>/localPosts…) and the photos'
// googleUrls (/p/<key>). It refuses what Google refuses, with errors in its { error: { code, message, status,
// details } } shape: a missing, expired or revoked token, a token without business.manage, a project without API
// access (quota 0), a location the user does not manage or that is not verified, a LocalPost Google would not take,
// a photo it could not fetch or would not take. Tests script failures with setIntercept, review with rejectNextPost,
// token life with revoke and expire, and insights with setInsights. The routes: oauth.ts, accounts.ts, media.ts, posts.ts.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { listAccounts, listLocations } from "./accounts";
import { servePhoto } from "./media";
import { authorization, revoke, token, tokeninfo } from "./oauth";
import { localPosts } from "./posts";
import { fail, googleErrorBody, googleQuotaErrorBody, type Exchange, type Route } from "./exchange";
import { BUSINESS_SCOPE, createState, issueAccessToken, issueCode, issueGrant, knownUser, revokeToken, type DoubleState } from "./state";
import type { GoogleDoubleOptions, GoogleInterception, GooglePostInsights, GoogleRequest } from "./types";

export { googleErrorBody, googleQuotaErrorBody, BUSINESS_SCOPE };
export type {
  GoogleAccount,
  GoogleDoubleOptions,
  GoogleInterception,
  GoogleLocation,
  GooglePostInsights,
  GoogleRequest,
  GoogleUser,
  LocalPostState,
  ReceivedGooglePhoto,
  ReceivedLocalPost,
} from "./types";

/** The routes, in the order they are tried; a request none answers is 404 NOT_FOUND. */
const ROUTES: Route[] = [authorization, token, tokeninfo, revoke, listAccounts, listLocations, localPosts, servePhoto];

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startGoogleBusinessDouble(options: GoogleDoubleOptions = {}) {
  const state: DoubleState = createState(options);
  const { clientId, clientSecret, redirectUri, posts, requests } = state;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://google.local");
    const body = await readBody(req);
    const request: GoogleRequest = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, body };
    requests.push(request);
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));

    const action = state.intercept?.(request);
    if (action && "reply" in action) {
      const { status, body: replyBody, headers } = action.reply;
      res.writeHead(status, { ...(replyBody !== undefined && { "Content-Type": "application/json; charset=UTF-8" }), ...headers });
      res.end(replyBody === undefined ? undefined : JSON.stringify(replyBody));
      return;
    }
    const exchange: Exchange = { state, req, res, url, request, drop: Boolean(action && "acceptThen" in action) };
    try {
      for (const route of ROUTES) if (await route(exchange)) return;
      fail(exchange, 404, "NOT_FOUND", `The double serves no ${request.method} ${url.pathname}.`);
    } catch (error) {
      console.error("Google Business double:", error);
      if (!res.headersSent) fail(exchange, 500, "INTERNAL", "Internal error encountered.");
    }
  });
  server.keepAliveTimeout = 60_000;

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;

  const findPost = (name: string) => {
    const post = posts.find((p) => p.name === name);
    if (!post) throw new Error(`The Google Business double holds no post ${name}.`);
    return post;
  };

  return {
    url: state.url,
    clientId,
    clientSecret,
    redirectUri,
    /**
     * A valid access token (and its refresh token) of the user (the first unless named), with these scopes (default
     * business.manage), as if they had just connected with access_type=offline.
     */
    userToken(userId?: string, scopes: string[] = [BUSINESS_SCOPE]): { accessToken: string; refreshToken: string } {
      const grant = issueGrant(state, knownUser(state, userId), scopes, true);
      return { accessToken: issueAccessToken(state, grant), refreshToken: grant.refreshToken! };
    },
    /** A code as the authorization page (asked with access_type=offline and business.manage) hands the callback: single use, 10 minutes. */
    issueCode(userId?: string): string {
      return issueCode(state, userId);
    },
    /** Every post the double accepted, oldest first (deleted ones too, with deletedAt). */
    posts,
    /** Every request, in order of arrival. */
    requests,
    setIntercept(fn: ((request: GoogleRequest) => GoogleInterception | undefined) | undefined) {
      state.intercept = fn;
    },
    /** The next post created is rejected by Google's review after it was accepted (its state turns REJECTED when read), with this reason. */
    rejectNextPost(reason = "The post does not follow the Business Profile content policy.") {
      state.rejectNext = reason;
    },
    /** Revokes a refresh token (and the access tokens made from it), as the owner removing access in their Google account does; an access token revokes its grant too. */
    revoke(tokenValue: string) {
      if (!revokeToken(state, tokenValue)) throw new Error("The Google Business double knows no such live token.");
    },
    /** Access tokens expire: makes this access token expired now. */
    expire(accessToken: string) {
      const issued = state.accessTokens.get(accessToken);
      if (!issued) throw new Error("The Google Business double issued no such access token.");
      issued.expiresAt = Date.now();
    },
    /** The project has (true) or has not lost (false) its Business Profile API access: every authenticated API call answers the quota-0 429. */
    setQuotaZero(on: boolean) {
      state.quotaZero = on;
    },
    /** Removes a user's (the first unless named) management of a location (it is no longer theirs to list or post to). */
    unmanage(locationId: string, userId?: string) {
      if (!state.accounts.some((account) => account.locations.some((location) => location.id === locationId)))
        throw new Error(`The Google Business double has no location ${locationId}.`);
      state.unmanaged.add(`${locationId} ${knownUser(state, userId)}`);
    },
    /** The figures reportInsights gives for a post the double holds. */
    setInsights(postName: string, figures: GooglePostInsights) {
      findPost(postName);
      state.insights.set(postName, { ...figures });
    },
    /** Forgets posts, requests, intercepts, an armed rejection, insights and unmanage(); the quota back to the option. Issued tokens stay as they are. */
    reset() {
      posts.length = 0;
      state.postExtras.clear();
      state.photos.clear();
      state.insights.clear();
      requests.length = 0;
      state.intercept = undefined;
      state.rejectNext = undefined;
      state.quotaZero = state.quotaZeroOption;
      state.unmanaged.clear();
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type GoogleBusinessDouble = Awaited<ReturnType<typeof startGoogleBusinessDouble>>;
