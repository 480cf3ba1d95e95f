// The real LinkedIn: OAuth 2.0 (3-legged) with token introspection, the member and the Company Pages they
// administer, and posts through the versioned REST API (each image registered, then its bytes uploaded, then the
// post made with the images' URNs), read back by author, with their social metadata. docs/architecture.md, "Channels".
import "server-only";
import { outbound, type Outbound, type OutboundInit, type OutboundReply } from "@/lib/http/outbound";
import { LinkedInError, linkedInError, linkedInNetworkError, loginRefused } from "./linkedin-error";
import {
  linkedInPermalink,
  LINKEDIN_VERSION,
  MEMBER_SCOPES,
  ORGANIZATION_SCOPES,
  type LinkedInApi,
  type LinkedInAuthor,
  type LinkedInImage,
  type LinkedInPost,
  type LinkedInToken,
  isOrganization,
} from "./types";

export type RestApiOptions = {
  /** https://api.linkedin.com */
  apiUrl: string;
  /** https://www.linkedin.com */
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Whether LinkedIn approved the app's Community Management API access (the organization scopes). */
  organizations: boolean;
  timeoutMs?: number;
  fetch?: Outbound;
};

type TokenReply = { access_token?: string; expires_in?: number; refresh_token?: string; scope?: string };
type IntrospectReply = { active?: boolean; status?: string; expires_at?: number; scope?: string };
type Paged<T> = { elements?: T[]; paging?: { start?: number; count?: number; total?: number } };
type Acl = { organization?: string; role?: string; state?: string };
type Organization = { id?: number; localizedName?: string };
type PostElement = { id?: string; commentary?: string; createdAt?: number; publishedAt?: number };
type SocialMetadata = { reactionSummaries?: Record<string, { count?: number }>; commentSummary?: { count?: number } };
type ShareStatistics = { totalShareStatistics?: { uniqueImpressionsCount?: number; clickCount?: number; shareCount?: number } };

/** Entries per listing reply: LinkedIn's most. */
const PAGE_SIZE = 100;
/** A member who administers more Company Pages than this is not a small business. */
const MAX_LIST_REQUESTS = 5;

const urnPath = (urn: string) => encodeURIComponent(urn);

export function createRestApi(options: RestApiOptions): LinkedInApi {
  const fetchImpl = options.fetch ?? outbound;
  const defaultTimeout = options.timeoutMs ?? 15_000;
  const scopes = [...MEMBER_SCOPES, ...(options.organizations ? ORGANIZATION_SCOPES : [])];

  /** One request: the reply, or a LinkedInError sorted by what it means. */
  async function request(url: string, init: OutboundInit, timeoutMs = defaultTimeout): Promise<OutboundReply> {
    let response: OutboundReply;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw linkedInNetworkError(error);
    }
    if (response.ok) return response;
    const body = await response.json().catch(() => null);
    throw linkedInError(response.status, body, response.headers.get("retry-after"));
  }

  async function json<T>(response: OutboundReply): Promise<T> {
    try {
      return (await response.json()) as T;
    } catch {
      throw new LinkedInError("unknown", "LinkedIn sent an unreadable reply", { status: response.status });
    }
  }

  const rest = (token: string, extra: Record<string, string> = {}) => ({
    Authorization: `Bearer ${token}`,
    "LinkedIn-Version": LINKEDIN_VERSION,
    "X-Restli-Protocol-Version": "2.0.0",
    Accept: "application/json",
    ...extra,
  });
  const get = async <T>(token: string, path: string) => json<T>(await request(`${options.apiUrl}${path}`, { headers: rest(token) }));

  async function oauth(path: string, form: Record<string, string>) {
    const body = new URLSearchParams({ ...form, client_id: options.clientId, client_secret: options.clientSecret });
    const response = await request(`${options.oauthUrl}/oauth/v2/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body,
    }).catch((error: unknown) => {
      // The OAuth endpoints answer { error, error_description }: a refused code or token is the owner's to redo.
      if (error instanceof LinkedInError && error.details.status && error.details.status < 500 && error.details.status !== 429)
        throw loginRefused(error.details);
      throw error;
    });
    return json<TokenReply & IntrospectReply>(response);
  }

  const tokenOf = (reply: TokenReply, now = Date.now()): LinkedInToken => {
    if (!reply.access_token) throw new LinkedInError("unknown", "LinkedIn sent no access token");
    return {
      accessToken: reply.access_token,
      expiresAt: reply.expires_in ? new Date(now + reply.expires_in * 1000) : null,
      refreshToken: reply.refresh_token ?? null,
      scopes: (reply.scope ?? "").split(/[ ,]+/).filter(Boolean),
    };
  };

  async function organizationsOf(token: string): Promise<LinkedInAuthor[]> {
    const ids: string[] = [];
    for (let start = 0, requests = 0; requests < MAX_LIST_REQUESTS; requests++, start += PAGE_SIZE) {
      const page = await get<Paged<Acl>>(token, `/rest/organizationAcls?q=roleAssignee&role=ADMINISTRATOR&state=APPROVED&start=${start}&count=${PAGE_SIZE}`);
      const elements = page.elements ?? [];
      for (const acl of elements) if (acl.organization && acl.state !== "REVOKED") ids.push(acl.organization);
      if (elements.length < PAGE_SIZE || start + elements.length >= (page.paging?.total ?? 0)) break;
    }
    const unique = [...new Set(ids)];
    return Promise.all(
      unique.map(async (urn) => {
        const id = urn.split(":").at(-1)!;
        const organization = await get<Organization>(token, `/rest/organizations/${encodeURIComponent(id)}`);
        return { urn, name: organization.localizedName || `Company Page ${id}`, pictureUrl: null, kind: "organization" as const };
      }),
    );
  }

  async function uploadImage(token: string, owner: string, image: LinkedInImage): Promise<string> {
    const init = await json<{ value?: { uploadUrl?: string; image?: string } }>(
      await request(`${options.apiUrl}/rest/images?action=initializeUpload`, {
        method: "POST",
        headers: rest(token, { "Content-Type": "application/json" }),
        body: JSON.stringify({ initializeUploadRequest: { owner } }),
      }),
    );
    const { uploadUrl, image: urn } = init.value ?? {};
    if (!uploadUrl || !urn) throw new LinkedInError("retryable", "LinkedIn gave no address to upload the image to");
    await request(uploadUrl, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": image.contentType },
      body: image.data,
    });
    return urn;
  }

  return {
    mode: "production",
    organizations: options.organizations,

    authorizeUrl(state) {
      const query = new URLSearchParams({
        response_type: "code",
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        state,
        scope: scopes.join(" "),
      });
      return `${options.oauthUrl}/oauth/v2/authorization?${query}`;
    },

    async exchangeCode(code) {
      return tokenOf(await oauth("accessToken", { grant_type: "authorization_code", code, redirect_uri: options.redirectUri }));
    },

    async listAuthors(token) {
      const me = await get<{ sub?: string; name?: string; picture?: string }>(token, "/v2/userinfo");
      if (!me.sub) throw new LinkedInError("unknown", "LinkedIn did not say who the member is");
      const member: LinkedInAuthor = {
        urn: `urn:li:person:${me.sub}`,
        name: me.name || "Your LinkedIn profile",
        pictureUrl: me.picture ?? null,
        kind: "person",
      };
      return [member, ...(options.organizations ? await organizationsOf(token) : [])];
    },

    async publish(token, author, post, { timeoutMs, beforePublish }) {
      // Nothing is posted until the post itself is made: an upload's failure of any kind means nothing went out.
      const ids: string[] = [];
      try {
        for (const image of post.images) ids.push(await uploadImage(token, author, image));
      } catch (error) {
        if (error instanceof LinkedInError && error.kind === "unknown") throw new LinkedInError("retryable", error.message, error.details);
        throw error;
      }
      const content =
        ids.length === 0
          ? undefined
          : ids.length === 1
            ? { media: { id: ids[0], altText: post.images[0]!.altText } }
            : { multiImage: { images: ids.map((id, i) => ({ id, altText: post.images[i]!.altText })) } };
      beforePublish();
      const response = await request(
        `${options.apiUrl}/rest/posts`,
        {
          method: "POST",
          headers: rest(token, { "Content-Type": "application/json" }),
          body: JSON.stringify({
            author,
            commentary: post.commentary,
            visibility: "PUBLIC",
            distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
            ...(content ? { content } : {}),
            lifecycleState: "PUBLISHED",
            isReshareDisabledByAuthor: false,
          }),
        },
        timeoutMs,
      );
      const id = response.headers.get("x-restli-id");
      // Made, but its id is lost: it is there, and reconciling finds it.
      if (!id) throw new LinkedInError("unknown", "LinkedIn made the post but did not say its id");
      return { id, permalink: linkedInPermalink(id) };
    },

    async recentPosts(token, author, since, atMost) {
      const found: LinkedInPost[] = [];
      const requests = Math.min(MAX_LIST_REQUESTS, Math.ceil(Math.max(1, atMost) / PAGE_SIZE));
      for (let start = 0, made = 0; made < requests; made++, start += PAGE_SIZE) {
        const page = await get<Paged<PostElement>>(
          token,
          `/rest/posts?author=${urnPath(author)}&q=author&count=${PAGE_SIZE}&start=${start}&sortBy=LAST_MODIFIED`,
        );
        const elements = page.elements ?? [];
        let newer = false;
        for (const post of elements) {
          const createdAt = new Date(post.publishedAt ?? post.createdAt ?? 0);
          if (!post.id || createdAt < since) continue;
          newer = true;
          found.push({ id: post.id, commentary: post.commentary ?? "", createdAt, permalink: linkedInPermalink(post.id) });
        }
        if (!newer || elements.length < PAGE_SIZE) break;
      }
      return found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },

    async introspect(token) {
      const reply = await oauth("introspectToken", { token });
      const status = reply.status === "active" || reply.status === "expired" || reply.status === "revoked" ? reply.status : "unknown";
      return {
        active: reply.active === true,
        status,
        expiresAt: reply.expires_at ? new Date(reply.expires_at * 1000) : null,
        scopes: (reply.scope ?? "").split(/[ ,]+/).filter(Boolean),
      };
    },

    async engagement(token, postId) {
      const metadata = await get<SocialMetadata>(token, `/rest/socialMetadata/${urnPath(postId)}`);
      const reactions = Object.values(metadata.reactionSummaries ?? {}).reduce((sum, summary) => sum + (summary.count ?? 0), 0);
      return { reactions, comments: metadata.commentSummary?.count ?? 0 };
    },

    async shareStatistics(token, author, postId) {
      if (!isOrganization(author)) return null;
      // A post's URN names the list it goes in: shares for urn:li:share, ugcPosts for urn:li:ugcPost.
      const list = postId.startsWith("urn:li:ugcPost:") ? "ugcPosts" : "shares";
      const reply = await get<Paged<ShareStatistics>>(
        token,
        `/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${urnPath(author)}&${list}=List(${urnPath(postId)})`,
      );
      const totals = reply.elements?.[0]?.totalShareStatistics;
      return { reach: totals?.uniqueImpressionsCount ?? 0, clicks: totals?.clickCount ?? 0, shares: totals?.shareCount ?? 0 };
    },

    async followers(token, author) {
      if (!isOrganization(author)) return null;
      const reply = await get<{ firstDegreeSize?: number }>(token, `/rest/networkSizes/${urnPath(author)}?edgeType=COMPANY_FOLLOWED_BY_MEMBER`);
      return reply.firstDegreeSize ?? 0;
    },
  };
}
