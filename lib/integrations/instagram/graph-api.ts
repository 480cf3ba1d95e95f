// The real Instagram, through the Graph API with a Facebook Page token: a media container is created from
// the image's public address, looked at until Instagram has processed it, then published. Only the last
// step can put something on the account, so only its failures can be unknown; a failure before it left
// nothing behind and is safe to retry.
import "server-only";
import { createHmac } from "node:crypto";
import { FacebookError } from "@/lib/integrations/facebook";
import { graphCaller } from "@/lib/integrations/facebook/graph-call";
import { CONTAINER_POLL_DELAYS_MS, DEFAULT_PUBLISHING_LIMIT, type InstagramApi, type InstagramMedia, type InstagramTarget } from "./types";

export type InstagramGraphOptions = { graphUrl: string; appSecret: string; timeoutMs?: number; fetch?: typeof fetch; pollDelaysMs?: readonly number[] };

type Listing<T> = { data?: T[]; paging?: { next?: string } };
type MediaNode = { id: string; caption?: string; timestamp?: string; permalink?: string };

/** Instagram's own "not now" codes: a rate or publishing limit, or a container not ready yet. */
const TRY_LATER_CODES = new Set([9, 9007, 80002]);
/** Pages of recent media read when looking for a post. */
const MAX_MEDIA_REQUESTS = 3;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A failure that left nothing on the account: whatever it was, sending again is safe. */
function nothingPublished(error: unknown): never {
  if (error instanceof FacebookError && error.kind === "unknown") throw new FacebookError("retryable", error.message, error.details);
  throw error;
}

function withInstagramCodes(error: unknown): never {
  if (error instanceof FacebookError && error.kind === "rejected" && error.details.code !== undefined && TRY_LATER_CODES.has(error.details.code)) {
    throw new FacebookError("retryable", error.message, error.details);
  }
  throw error;
}

export function createInstagramGraphApi(options: InstagramGraphOptions): InstagramApi {
  const graphUrl = options.graphUrl.replace(/\/$/, "");
  const call = graphCaller({ fetch: options.fetch, timeoutMs: options.timeoutMs ?? 30_000 });
  const pollDelays = options.pollDelaysMs ?? CONTAINER_POLL_DELAYS_MS;
  const auth = (token: string) => ({ access_token: token, appsecret_proof: createHmac("sha256", options.appSecret).update(token).digest("hex") });
  const get = <T>(path: string, params: Record<string, string>, timeoutMs?: number) =>
    call<T>(`${graphUrl}${path}?${new URLSearchParams(params)}`, { method: "GET", headers: { Accept: "application/json" } }, timeoutMs);
  const post = <T>(path: string, params: Record<string, string>, timeoutMs?: number) =>
    call<T>(`${graphUrl}${path}`, { method: "POST", body: new URLSearchParams(params) }, timeoutMs);
  const account = (target: InstagramTarget) => `/${encodeURIComponent(target.accountId)}`;

  return {
    async publish(target, input, publishOptions = {}) {
      const sleep = publishOptions.sleep ?? defaultSleep;
      const container = await post<{ id?: string }>(
        `${account(target)}/media`,
        { image_url: input.imageUrl, caption: input.caption, ...(input.altText && { alt_text: input.altText.slice(0, 1000) }), ...auth(target.pageToken) },
        publishOptions.timeoutMs,
      ).catch(nothingPublished);
      if (!container.id) throw new FacebookError("retryable", "Instagram did not return a media container");

      for (let look = 0; ; look++) {
        const { status_code: status } = await get<{ status_code?: string }>(`/${encodeURIComponent(container.id)}`, { fields: "status_code", ...auth(target.pageToken) }).catch(nothingPublished);
        if (status === "FINISHED") break;
        if (status === "ERROR" || status === "EXPIRED") throw new FacebookError("rejected", `Instagram could not use the image (${status.toLowerCase()})`);
        if (look >= pollDelays.length) throw new FacebookError("retryable", "Instagram is still processing the image");
        await sleep(pollDelays[look]!);
      }

      const published = await post<{ id?: string }>(`${account(target)}/media_publish`, { creation_id: container.id, ...auth(target.pageToken) }, publishOptions.timeoutMs).catch(
        withInstagramCodes,
      );
      if (!published.id) throw new FacebookError("unknown", "Instagram accepted the post but sent no media id");
      // The post is out: a permalink that can't be read now is looked up later, never a reason to fail.
      const permalink = await get<{ permalink?: string }>(`/${encodeURIComponent(published.id)}`, { fields: "permalink", ...auth(target.pageToken) }).then(
        (reply) => reply.permalink ?? null,
        () => null,
      );
      return { id: published.id, permalink };
    },

    async publishingLimit(target) {
      const reply = await get<{ data?: { quota_usage?: number; config?: { quota_total?: number; quota_duration?: number } }[] }>(`${account(target)}/content_publishing_limit`, {
        fields: "quota_usage,config",
        ...auth(target.pageToken),
      });
      const row = reply.data?.[0];
      return { used: row?.quota_usage ?? 0, total: row?.config?.quota_total ?? DEFAULT_PUBLISHING_LIMIT, windowSeconds: row?.config?.quota_duration ?? 86_400 };
    },

    async recentMedia(target, since) {
      const found: InstagramMedia[] = [];
      let reply = await get<Listing<MediaNode>>(`${account(target)}/media`, { fields: "id,caption,timestamp,permalink", limit: "50", ...auth(target.pageToken) });
      for (let request = 1; ; request++) {
        for (const media of reply.data ?? []) {
          const timestamp = media.timestamp ? new Date(media.timestamp) : null;
          if (timestamp && timestamp >= since) found.push({ id: media.id, caption: media.caption ?? "", timestamp, permalink: media.permalink ?? null });
        }
        const next = reply.paging?.next;
        // Newest first: once a page ends before `since`, older pages hold nothing newer.
        const oldest = reply.data?.at(-1)?.timestamp;
        if (!next || request >= MAX_MEDIA_REQUESTS || (oldest && new Date(oldest) < since)) return found;
        reply = await call<Listing<MediaNode>>(next, { method: "GET", headers: { Accept: "application/json" } });
      }
    },
  };
}
