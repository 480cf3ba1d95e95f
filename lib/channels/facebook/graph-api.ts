// The real Facebook: OAuth code exchange, long-lived tokens, page listing and page publishing over
// the Graph API (a multi-photo post's photos uploaded unpublished first, then attached to the post). Every call
// carries appsecret_proof, so a leaked token is useless without the app secret.
import "server-only";
import type { Outbound } from "@/lib/http/outbound";
import { FacebookError } from "./facebook-error";
import { appSecretProof, graphCaller, insightValue, type InsightsReply } from "./graph-call";
import {
  FACEBOOK_SCOPES,
  POST_INSIGHT_METRICS,
  type FacebookApi,
  type FacebookImage,
  type FacebookPage,
  type FacebookPostInput,
  type PagePost,
  type PublishTarget,
  type UserToken,
} from "./types";

export type GraphApiOptions = {
  graphUrl: string;
  dialogUrl: string;
  appId: string;
  appSecret: string;
  redirectUri: string;
  /** Per call, unless a publish asks for its own. */
  timeoutMs?: number;
  fetch?: Outbound;
};

type TokenReply = { access_token?: string; expires_in?: number };
type PageNode = {
  id: string;
  name: string;
  access_token?: string;
  picture?: { data?: { url?: string } };
  instagram_business_account?: { id: string; username?: string; profile_picture_url?: string };
};
type Listing<T> = { data?: T[]; paging?: { next?: string } };
type PostReply = { id?: string; post_id?: string };
type FeedPost = { id: string; message?: string; created_time?: string; is_published?: boolean };
type DebugTokenReply = {
  data?: {
    is_valid?: boolean;
    expires_at?: number;
    data_access_expires_at?: number;
    scopes?: string[];
    error?: { code?: number; subcode?: number; message?: string };
  };
};

/** A `debug_token` time: seconds since 1970, where 0 (or nothing) means it does not expire. */
const expiryOf = (seconds: number | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Posts per reply of the page's feed: Graph's most for the edge. */
const FEED_PAGE_SIZE = 100;

/** Facebook lists answer in pages of at most 100; a user with more than this many is not a small business. */
const MAX_PAGE_REQUESTS = 10;

/** What is read of each page: its token, picture and linked Instagram account in the same call. */
const PAGE_FIELDS = "id,name,access_token,picture{url},instagram_business_account{id,username,profile_picture_url}";

type EngagementReply = {
  reactions?: { summary?: { total_count?: number } };
  comments?: { summary?: { total_count?: number } };
  shares?: { count?: number };
};

/**
 * A photo upload: the bytes as multipart `source` (so photos work even when Postloom's URLs are not public), its alt
 * text, and the other fields.
 */
function photoForm(image: FacebookImage, fields: Record<string, string>): FormData {
  const form = new FormData();
  form.append("source", new Blob([image.data], { type: image.contentType }), `image.${image.contentType.split("/")[1] ?? "png"}`);
  if (image.altText) form.append("alt_text_custom", image.altText);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/**
 * For `.catch` on an unpublished photo's upload: the photo shows nowhere until a post attaches it, so a failure
 * whose outcome is unknown put nothing on the page all the same, and the post is safe to send again.
 */
function nothingPosted(error: unknown): never {
  throw error instanceof FacebookError && error.kind === "unknown" ? new FacebookError("retryable", error.message, error.details) : error;
}

export function createGraphApi(options: GraphApiOptions): FacebookApi {
  const graphUrl = options.graphUrl.replace(/\/$/, "");
  const defaultTimeout = options.timeoutMs ?? 30_000;

  const proof = appSecretProof(options.appSecret);

  const call = graphCaller({ fetch: options.fetch, timeoutMs: defaultTimeout });

  const get = <T>(path: string, params: Record<string, string>) =>
    call<T>(`${graphUrl}${path}?${new URLSearchParams(params)}`, { method: "GET", headers: { Accept: "application/json" } });

  /** The items of a Graph list, following `paging.next` for at most MAX_PAGE_REQUESTS requests. */
  async function listAll<T>(path: string, params: Record<string, string>): Promise<T[]> {
    const items: T[] = [];
    let reply = await get<Listing<T>>(path, params);
    for (let request = 1; ; request++) {
      items.push(...(reply.data ?? []));
      const next = reply.paging?.next;
      if (!next || request >= MAX_PAGE_REQUESTS) return items;
      reply = await call<Listing<T>>(next, { method: "GET", headers: { Accept: "application/json" } });
    }
  }

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

    // /me/accounts leaves out pages the user reaches only through a Business Portfolio; those come from
    // the portfolios' owned_pages and client_pages. A page found twice is kept once, and a page without a
    // token (no role that lets the user publish) is left out: it could not be posted to.
    async listPages(userToken) {
      const auth = { access_token: userToken, appsecret_proof: proof(userToken) };
      const pages = await listAll<PageNode>("/me/accounts", { ...auth, fields: PAGE_FIELDS, limit: "100" });
      const businesses = await listAll<{ id: string }>("/me/businesses", { ...auth, fields: "id", limit: "100" });
      for (const business of businesses) {
        for (const edge of ["owned_pages", "client_pages"]) {
          pages.push(...(await listAll<PageNode>(`/${encodeURIComponent(business.id)}/${edge}`, { ...auth, fields: PAGE_FIELDS, limit: "100" })));
        }
      }
      const found = new Map<string, FacebookPage>();
      for (const page of pages) {
        if (!page.access_token || found.has(page.id)) continue;
        const instagram = page.instagram_business_account;
        found.set(page.id, {
          id: page.id,
          name: page.name,
          accessToken: page.access_token,
          pictureUrl: page.picture?.data?.url ?? null,
          instagram: instagram ? { id: instagram.id, username: instagram.username ?? instagram.id, pictureUrl: instagram.profile_picture_url ?? null } : null,
        });
      }
      return [...found.values()];
    },

    async publish(target: PublishTarget, post: FacebookPostInput, publishOptions = {}) {
      const auth = { access_token: target.pageToken, appsecret_proof: proof(target.pageToken) };
      const send = (edge: "feed" | "photos", body: FormData | URLSearchParams) =>
        call<PostReply>(`${graphUrl}/${encodeURIComponent(target.pageId)}/${edge}`, { method: "POST", body }, publishOptions.timeoutMs);
      const images = post.images ?? [];
      // The request that puts the post on the page, the only one that can: beforePublish is asked right before it.
      let request: [edge: "feed" | "photos", body: FormData | URLSearchParams];
      if (images.length > 1) {
        // Each photo uploaded unpublished, then the post made with them as its attached_media, in order.
        const body = new URLSearchParams({ message: post.message, ...auth });
        for (const [i, image] of images.entries()) {
          const photo = await send("photos", photoForm(image, { published: "false", ...auth })).catch(nothingPosted);
          if (!photo.id) throw new FacebookError("retryable", "Facebook did not return the uploaded photo's id");
          body.append(`attached_media[${i}]`, JSON.stringify({ media_fbid: photo.id }));
        }
        request = ["feed", body];
      } else if (images.length === 1) {
        request = ["photos", photoForm(images[0]!, { message: post.message, published: "true", ...auth })];
      } else {
        request = ["feed", new URLSearchParams({ message: post.message, ...auth, ...(post.link && { link: post.link }) })];
      }
      publishOptions.beforePublish?.();
      const reply = await send(...request);
      // A photo reply carries the photo id and the feed story's post_id; the story is the post.
      const id = reply.post_id ?? reply.id;
      if (!id) throw new FacebookError("unknown", "Facebook accepted the request but sent no post id");
      // A page post's id ("{page-id}_{post-id}") is its address on facebook.com.
      return { id, permalink: `https://www.facebook.com/${id}` };
    },

    // Newest first, a reply at a time, until the feed reaches back before `since` (a whole reply older: the feed
    // is ranked, so one older post among newer ones proves nothing) or `atMost` posts have been read.
    async recentPosts(target, since, atMost) {
      const params = {
        fields: "id,message,created_time,is_published",
        since: String(Math.floor(since.getTime() / 1000)),
        limit: String(FEED_PAGE_SIZE),
        access_token: target.pageToken,
        appsecret_proof: proof(target.pageToken),
      };
      const found: PagePost[] = [];
      let reply = await get<Listing<FeedPost>>(`/${encodeURIComponent(target.pageId)}/feed`, params);
      for (let read = 0; ;) {
        const posts = reply.data ?? [];
        read += posts.length;
        let newer = false;
        for (const post of posts) {
          const createdTime = post.created_time ? new Date(post.created_time) : null;
          // `since` may be ignored by the edge, so the time is checked here too; /feed also lists unpublished posts.
          if (!createdTime || createdTime < since) continue;
          newer = true;
          if (post.is_published !== false) found.push({ id: post.id, message: post.message ?? "", createdTime });
        }
        const next = reply.paging?.next;
        if (!next || !newer || read >= atMost) return found;
        reply = await call<Listing<FeedPost>>(next, { method: "GET", headers: { Accept: "application/json" } });
      }
    },

    async inspectToken(token) {
      const appToken = `${options.appId}|${options.appSecret}`;
      const { data = {} } = await get<DebugTokenReply>("/debug_token", { input_token: token, access_token: appToken, appsecret_proof: proof(appToken) });
      return {
        isValid: data.is_valid === true,
        expiresAt: expiryOf(data.expires_at),
        dataAccessExpiresAt: expiryOf(data.data_access_expires_at),
        scopes: data.scopes ?? [],
        error: data.error ? { code: data.error.code ?? null, subcode: data.error.subcode ?? null, message: data.error.message ?? "" } : null,
      };
    },

    async readAccount(token, accountId) {
      await get<{ id: string }>(`/${encodeURIComponent(accountId)}`, { fields: "id", access_token: token, appsecret_proof: proof(token) });
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

    async postInsights(target, postId) {
      const reply = await get<InsightsReply>(`/${encodeURIComponent(postId)}/insights`, {
        metric: Object.values(POST_INSIGHT_METRICS).join(","),
        period: "lifetime",
        access_token: target.pageToken,
        appsecret_proof: proof(target.pageToken),
      });
      return { reach: insightValue(reply, POST_INSIGHT_METRICS.reach), clicks: insightValue(reply, POST_INSIGHT_METRICS.clicks) };
    },

    async followers(token, accountId) {
      const reply = await get<{ followers_count?: number }>(`/${encodeURIComponent(accountId)}`, {
        fields: "followers_count",
        access_token: token,
        appsecret_proof: proof(token),
      });
      return reply.followers_count ?? 0;
    },
  };
}
