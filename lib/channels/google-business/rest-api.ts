// The real Google Business Profile: Google's OAuth 2.0 for offline access (a refresh token, traded for an hour's
// access token as needed), the owner's accounts (Account Management API) and their locations (Business Information
// API, with a readMask), and local posts through the v4 API: made, read back for Google's review, and listed.
// docs/architecture.md, "Channels".
import "server-only";
import { outbound, type Outbound, type OutboundInit, type OutboundReply } from "@/lib/http/outbound";
import { GoogleError, googleError, googleNetworkError, loginRefused, noteNoAccess, tokenError } from "./google-error";
import { localPostBody } from "./local-post";
import { BUSINESS_SCOPE, type GoogleBusinessApi, type GoogleLocalPost, type GoogleLocation, type LocalPostState } from "./types";

export type RestApiOptions = {
  /** Where each of Google's services answers; a test points them all at one double. */
  urls: { consent: string; token: string; accounts: string; locations: string; posts: string };
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  timeoutMs?: number;
  fetch?: Outbound;
};

/** Google's own hosts. */
export const GOOGLE_URLS: RestApiOptions["urls"] = {
  consent: "https://accounts.google.com/o/oauth2/v2/auth",
  token: "https://oauth2.googleapis.com/token",
  accounts: "https://mybusinessaccountmanagement.googleapis.com",
  locations: "https://mybusinessbusinessinformation.googleapis.com",
  posts: "https://mybusiness.googleapis.com",
};

/** Every service on one base (a local double). */
export const googleUrlsAt = (base: string): RestApiOptions["urls"] => ({
  consent: `${base}/o/oauth2/v2/auth`,
  token: `${base}/token`,
  accounts: base,
  locations: base,
  posts: base,
});

type TokenReply = { access_token?: string; expires_in?: number; refresh_token?: string; scope?: string };
type Account = { name?: string; accountName?: string };
type Location = { name?: string; title?: string; phoneNumbers?: { primaryPhone?: string }; metadata?: { canOperateLocalPost?: boolean } };
type LocalPost = { name?: string; summary?: string; state?: string; createTime?: string; searchUrl?: string };

const READ_MASK = "name,title,phoneNumbers.primaryPhone,metadata.canOperateLocalPost";
/** Google's most per page of accounts, of locations, of local posts. */
const ACCOUNTS_PAGE = 20;
const LOCATIONS_PAGE = 100;
const POSTS_PAGE = 100;
/** An owner with more pages of accounts or locations than this is not a small business. */
const MAX_PAGES = 10;
/** An access token is traded again this long before it ends. */
const RENEW_BEFORE_MS = 5 * 60_000;
/** Access tokens kept in memory, by refresh token (the oldest is dropped past this). */
const MAX_CACHED_TOKENS = 1_000;
const STATES = new Set<LocalPostState>(["PROCESSING", "LIVE", "REJECTED"]);
/** How far back a post's insights are asked for: its whole life on the listing, for any post Postloom keeps figures of. */
const INSIGHTS_WINDOW_MS = 540 * 24 * 60 * 60_000;

const localPostOf = (post: LocalPost): GoogleLocalPost => ({
  name: post.name ?? "",
  summary: post.summary ?? "",
  state: STATES.has(post.state as LocalPostState) ? (post.state as LocalPostState) : "STATE_UNSPECIFIED",
  createdAt: new Date(post.createTime ?? 0),
  searchUrl: post.searchUrl ?? null,
});

export function createRestApi(options: RestApiOptions): GoogleBusinessApi {
  const fetchImpl = options.fetch ?? outbound;
  const defaultTimeout = options.timeoutMs ?? 15_000;
  const { urls } = options;
  const accessTokens = new Map<string, { token: string; scopes: string[]; endsAt: number }>();

  /** One request: the reply, or a GoogleError sorted by what it means. */
  async function request(url: string, init: OutboundInit, timeoutMs = defaultTimeout): Promise<OutboundReply> {
    let response: OutboundReply;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw googleNetworkError(error);
    }
    if (response.ok) return response;
    const body = await response.json().catch(() => null);
    const error = googleError(response.status, body, response.headers.get("retry-after"));
    if (error.details.cause === "no-access") noteNoAccess();
    throw error;
  }

  async function json<T>(response: OutboundReply): Promise<T> {
    try {
      return (await response.json()) as T;
    } catch {
      throw new GoogleError("unknown", "Google sent an unreadable reply", { status: response.status });
    }
  }

  /** The token endpoint: nothing it does posts anything, so its failures are a reconnect or a retry, never unknown. */
  async function tokenRequest(form: Record<string, string>): Promise<TokenReply> {
    let response: OutboundReply;
    try {
      response = await fetchImpl(urls.token, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
        body: new URLSearchParams({ ...form, client_id: options.clientId, client_secret: options.clientSecret }),
        signal: AbortSignal.timeout(defaultTimeout),
      });
    } catch (error) {
      throw new GoogleError("retryable", googleNetworkError(error).message);
    }
    const body = await response.json().catch(() => null);
    if (!response.ok) throw tokenError(response.status, body);
    return (body ?? {}) as TokenReply;
  }

  /** An access token of the grant: the one kept while it has more than a few minutes left, or a new one. */
  async function accessOf(refreshToken: string): Promise<{ token: string; scopes: string[] }> {
    const kept = accessTokens.get(refreshToken);
    if (kept && kept.endsAt - RENEW_BEFORE_MS > Date.now()) return kept;
    const reply = await tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken });
    if (!reply.access_token) throw new GoogleError("retryable", "Google sent no access token");
    const fresh = {
      token: reply.access_token,
      scopes: (reply.scope ?? "").split(/\s+/).filter(Boolean),
      endsAt: Date.now() + (reply.expires_in ?? 3600) * 1000,
    };
    accessTokens.delete(refreshToken);
    if (accessTokens.size >= MAX_CACHED_TOKENS) accessTokens.delete(accessTokens.keys().next().value!);
    accessTokens.set(refreshToken, fresh);
    return fresh;
  }

  async function call<T>(refreshToken: string, url: string, init: OutboundInit = {}, timeoutMs?: number): Promise<T> {
    const { token } = await accessOf(refreshToken);
    const headers = { Authorization: `Bearer ${token}`, Accept: "application/json", ...(init.body ? { "Content-Type": "application/json" } : {}) };
    return json<T>(await request(url, { ...init, headers }, timeoutMs));
  }

  /**
   * The items of a paged list, following nextPageToken for at most `pages` pages (MAX_PAGES unless fewer), and no
   * further than a page for which `last` says so.
   */
  async function all<T>(
    refreshToken: string,
    url: string,
    key: string,
    pageSize: number,
    { pages = MAX_PAGES, last = () => false }: { pages?: number; last?: (page: T[]) => boolean } = {},
  ): Promise<T[]> {
    const items: T[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < Math.min(pages, MAX_PAGES); page++) {
      const next = new URL(url);
      next.searchParams.set("pageSize", String(pageSize));
      if (pageToken) next.searchParams.set("pageToken", pageToken);
      const reply = await call<Record<string, unknown> & { nextPageToken?: string }>(refreshToken, next.toString());
      const got = (reply[key] as T[] | undefined) ?? [];
      items.push(...got);
      pageToken = reply.nextPageToken;
      if (!pageToken || last(got)) break;
    }
    return items;
  }

  async function locationsOf(refreshToken: string, account: Account): Promise<GoogleLocation[]> {
    const accountName = account.name ?? "";
    const locations = await all<Location>(refreshToken, `${urls.locations}/v1/${accountName}/locations?readMask=${READ_MASK}`, "locations", LOCATIONS_PAGE);
    return locations.flatMap((location) =>
      location.name
        ? [
            {
              // The Business Information API names it locations/<l>; the v4 API, which posts, under its account.
              name: `${accountName}/${location.name}`,
              title: location.title || location.name,
              account: account.accountName || accountName,
              phone: location.phoneNumbers?.primaryPhone ?? null,
              canPost: location.metadata?.canOperateLocalPost === true,
            },
          ]
        : [],
    );
  }

  const accountOf = (location: string) => location.split("/").slice(0, 2).join("/");

  return {
    mode: "production",

    authorizeUrl(state) {
      const query = new URLSearchParams({
        response_type: "code",
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        scope: BUSINESS_SCOPE,
        // A refresh token, and the consent screen every time, so a second connect gets one too.
        access_type: "offline",
        prompt: "consent",
        include_granted_scopes: "false",
        state,
      });
      return `${urls.consent}?${query}`;
    },

    async exchangeCode(code) {
      const reply = await tokenRequest({ grant_type: "authorization_code", code, redirect_uri: options.redirectUri }).catch((error: unknown) => {
        if (error instanceof GoogleError && error.kind === "reconnect") throw loginRefused();
        throw error;
      });
      if (!reply.refresh_token) throw new GoogleError("reconnect", "Google gave Postloom no lasting access. Please connect again.");
      return { refreshToken: reply.refresh_token, scopes: (reply.scope ?? "").split(/\s+/).filter(Boolean) };
    },

    async grantedScopes(refreshToken) {
      accessTokens.delete(refreshToken);
      return (await accessOf(refreshToken)).scopes;
    },

    async listLocations(refreshToken) {
      const accounts = await all<Account>(refreshToken, `${urls.accounts}/v1/accounts`, "accounts", ACCOUNTS_PAGE);
      const locations: GoogleLocation[] = [];
      for (const account of accounts) if (account.name) locations.push(...(await locationsOf(refreshToken, account)));
      return locations;
    },

    async findLocation(refreshToken, location) {
      try {
        const mine = await locationsOf(refreshToken, { name: accountOf(location) });
        return mine.find((l) => l.name === location) ?? null;
      } catch (error) {
        // The account is no longer theirs at all.
        if (error instanceof GoogleError && error.details.cause === "unmanaged") return null;
        throw error;
      }
    },

    async createPost(refreshToken, location, draft, { timeoutMs, beforePublish }) {
      const { token } = await accessOf(refreshToken);
      beforePublish();
      const response = await request(
        `${urls.posts}/v4/${location}/localPosts`,
        {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, Accept: "application/json", "Content-Type": "application/json" },
          body: JSON.stringify(localPostBody(draft)),
        },
        timeoutMs,
      );
      const post = localPostOf(await json<LocalPost>(response));
      // Made, but its name is lost: it is there, and reconciling finds it.
      if (!post.name) throw new GoogleError("unknown", "Google made the post but did not say its name");
      return post;
    },

    async getPost(refreshToken, name, timeoutMs) {
      return localPostOf(await call<LocalPost>(refreshToken, `${urls.posts}/v4/${name}`, {}, timeoutMs));
    },

    async insights(refreshToken, location, name) {
      const now = Date.now();
      const reply = await call<{ localPostMetrics?: { metricValues?: { metric?: string; totalValue?: { value?: string } }[] }[] }>(
        refreshToken,
        `${urls.posts}/v4/${location}/localPosts:reportInsights`,
        {
          method: "POST",
          body: JSON.stringify({
            localPostNames: [name],
            basicRequest: {
              metricRequests: [{ metric: "ALL" }],
              timeRange: { startTime: new Date(now - INSIGHTS_WINDOW_MS).toISOString(), endTime: new Date(now).toISOString() },
            },
          }),
        },
      );
      const values = reply.localPostMetrics?.[0]?.metricValues ?? [];
      const figure = (metric: string) => Number(values.find((value) => value.metric === metric)?.totalValue?.value ?? 0) || 0;
      return { views: figure("LOCAL_POST_VIEWS_SEARCH"), clicks: figure("LOCAL_POST_ACTIONS_CALL_TO_ACTION") };
    },

    async recentPosts(refreshToken, location, since, atMost) {
      const posts = await all<LocalPost>(refreshToken, `${urls.posts}/v4/${location}/localPosts`, "localPosts", POSTS_PAGE, {
        pages: Math.ceil(Math.max(1, atMost) / POSTS_PAGE),
        // Newest first: a page reaching past `since` is the last one needed.
        last: (page) => page.some((post) => localPostOf(post).createdAt < since),
      });
      return posts.map(localPostOf).filter((post) => post.name && post.createdAt >= since);
    },
  };
}
