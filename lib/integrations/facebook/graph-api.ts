// The real Facebook: OAuth code exchange, long-lived tokens, page listing and page publishing over
// the Graph API. Every call carries appsecret_proof, so a leaked token is useless without the app secret.
import "server-only";
import { createHmac } from "node:crypto";
import { FacebookError, graphError, networkError } from "./facebook-error";
import { FACEBOOK_SCOPES, type FacebookApi, type FacebookPage, type FacebookPostInput, type PagePost, type PublishTarget, type UserToken } from "./types";

export type GraphApiOptions = {
  graphUrl: string;
  dialogUrl: string;
  appId: string;
  appSecret: string;
  redirectUri: string;
  /** Per call, unless a publish asks for its own. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

type TokenReply = { access_token?: string; expires_in?: number };
type PagesReply = { data?: { id: string; name: string; access_token?: string }[]; paging?: { next?: string } };
type PostReply = { id?: string; post_id?: string };
type FeedReply = { data?: { id: string; message?: string; created_time?: string; is_published?: boolean }[]; paging?: { next?: string } };

/** Pages of the feed read when looking for a post: the feed is ranked, so a recent post may sit below older ones. */
const MAX_FEED_REQUESTS = 3;

/** Facebook pages answer in pages of at most 100; a user with more than this many is not a small business. */
const MAX_PAGE_REQUESTS = 10;

type EngagementReply = {
  reactions?: { summary?: { total_count?: number } };
  comments?: { summary?: { total_count?: number } };
  shares?: { count?: number };
};

export function createGraphApi(options: GraphApiOptions): FacebookApi {
  const graphUrl = options.graphUrl.replace(/\/$/, "");
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const defaultTimeout = options.timeoutMs ?? 30_000;

  const proof = (token: string) => createHmac("sha256", options.appSecret).update(token).digest("hex");

  /** One Graph call: parses the JSON reply, maps errors, and treats a reply without the expected shape as unknown. */
  async function call<T>(url: string, init: RequestInit, timeoutMs = defaultTimeout): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw networkError(error);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (!response.ok) throw graphError(response.status, null);
      // Facebook answered success but the body was lost: it did the work, we just can't read the result.
      throw (error as Error)?.name === "TimeoutError" ? networkError(error) : new FacebookError("unknown", "Facebook sent an unreadable reply", { status: response.status });
    }
    if (!response.ok || (body as { error?: unknown })?.error) throw graphError(response.status, body);
    return body as T;
  }

  const get = <T>(path: string, params: Record<string, string>) =>
    call<T>(`${graphUrl}${path}?${new URLSearchParams(params)}`, { method: "GET", headers: { Accept: "application/json" } });

  function tokenFrom(reply: TokenReply): UserToken {
    if (!reply.access_token) throw new FacebookError("rejected", "Facebook did not return an access token");
    return {
      accessToken: reply.access_token,
      expiresAt: reply.expires_in ? new Date(Date.now() + reply.expires_in * 1000) : null,
    };
  }

  return {
    mode: "production",

    dialogUrl(state) {
      const params = new URLSearchParams({
        client_id: options.appId,
        redirect_uri: options.redirectUri,
        state,
        scope: FACEBOOK_SCOPES.join(","),
        response_type: "code",
      });
      return `${options.dialogUrl}?${params}`;
    },

    // The code is bound to the Facebook user who logged in; the OAuth state bound the flow to the Postloom user.
    async exchangeCode(code) {
      return tokenFrom(
        await get<TokenReply>("/oauth/access_token", {
          client_id: options.appId,
          client_secret: options.appSecret,
          redirect_uri: options.redirectUri,
          code,
        }),
      );
    },

    async extendUserToken(userToken) {
      return tokenFrom(
        await get<TokenReply>("/oauth/access_token", {
          grant_type: "fb_exchange_token",
          client_id: options.appId,
          client_secret: options.appSecret,
          fb_exchange_token: userToken,
        }),
      );
    },

    async listPages(userToken) {
      const pages: FacebookPage[] = [];
      let reply = await get<PagesReply>("/me/accounts", {
        fields: "id,name,access_token",
        limit: "100",
        access_token: userToken,
        appsecret_proof: proof(userToken),
      });
      for (let request = 1; ; request++) {
        for (const page of reply.data ?? []) {
          if (page.access_token) pages.push({ id: page.id, name: page.name, accessToken: page.access_token });
        }
        const next = reply.paging?.next;
        if (!next || request >= MAX_PAGE_REQUESTS) break;
        reply = await call<PagesReply>(next, { method: "GET", headers: { Accept: "application/json" } });
      }
      return pages;
    },

    async publish(target: PublishTarget, post: FacebookPostInput, publishOptions = {}) {
      const auth = { access_token: target.pageToken, appsecret_proof: proof(target.pageToken) };
      const pagePath = `${graphUrl}/${encodeURIComponent(target.pageId)}`;
      let reply: PostReply;
      if (post.image) {
        // Upload the bytes (multipart `source`), so photos work even when Postloom's URLs are not public.
        const form = new FormData();
        form.append("source", new Blob([new Uint8Array(post.image.data)], { type: post.image.contentType }), `image.${post.image.contentType.split("/")[1] ?? "png"}`);
        form.append("message", post.message);
        form.append("published", "true");
        for (const [key, value] of Object.entries(auth)) form.append(key, value);
        reply = await call<PostReply>(`${pagePath}/photos`, { method: "POST", body: form }, publishOptions.timeoutMs);
      } else {
        const body = new URLSearchParams({ message: post.message, ...auth, ...(post.link && { link: post.link }) });
        reply = await call<PostReply>(`${pagePath}/feed`, { method: "POST", body }, publishOptions.timeoutMs);
      }
      // A photo reply carries the photo id and the feed story's post_id; the story is the post.
      const id = reply.post_id ?? reply.id;
      if (!id) throw new FacebookError("unknown", "Facebook accepted the request but sent no post id");
      return { id };
    },

    async recentPosts(target, since) {
      const found: PagePost[] = [];
      let reply = await get<FeedReply>(`/${encodeURIComponent(target.pageId)}/feed`, {
        fields: "id,message,created_time,is_published",
        since: String(Math.floor(since.getTime() / 1000)),
        limit: "100",
        access_token: target.pageToken,
        appsecret_proof: proof(target.pageToken),
      });
      for (let request = 1; ; request++) {
        for (const post of reply.data ?? []) {
          const createdTime = post.created_time ? new Date(post.created_time) : null;
          // `since` may be ignored by the edge, so the time is checked here too; /feed also lists unpublished posts.
          if (createdTime && createdTime >= since && post.is_published !== false) found.push({ id: post.id, message: post.message ?? "", createdTime });
        }
        const next = reply.paging?.next;
        if (!next || request >= MAX_FEED_REQUESTS) break;
        reply = await call<FeedReply>(next, { method: "GET", headers: { Accept: "application/json" } });
      }
      return found;
    },

    async engagement(target, postId) {
      const reply = await get<EngagementReply>(`/${encodeURIComponent(postId)}`, {
        fields: "reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0),shares",
        access_token: target.pageToken,
        appsecret_proof: proof(target.pageToken),
      });
      return {
        reactions: reply.reactions?.summary?.total_count ?? 0,
        comments: reply.comments?.summary?.total_count ?? 0,
        shares: reply.shares?.count ?? 0,
      };
    },
  };
}
