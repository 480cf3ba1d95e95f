// The real Instagram, through the Graph API with a Facebook Page token: a media container is created from
// the image's public address (for a carousel, a child container per image, then the CAROUSEL container of
// them), each looked at until Instagram has processed it, then the post's container is published. Only the
// last step can put something on the account, so only its failures can be unknown (instagram-error.ts). Every
// call carries appsecret_proof, so a leaked token is useless without the app secret.
import "server-only";
import type { Outbound } from "@/lib/http/outbound";
import { FacebookError } from "@/lib/channels/facebook";
import { appSecretProof, graphCaller, insightValue, type InsightsReply } from "@/lib/channels/facebook/graph-call";
import { whileLinkFetched } from "@/lib/channels/link-fetches";
import { instagramError, sortInstagramError, type InstagramStep } from "./instagram-error";
import {
  CONTAINER_POLL_DELAYS_MS,
  DEFAULT_PUBLISHING_LIMIT,
  DEFAULT_PUBLISHING_WINDOW_SECONDS,
  MEDIA_INSIGHT_METRICS,
  type InstagramApi,
  type InstagramImage,
  type InstagramInsights,
  type InstagramMedia,
  type InstagramTarget,
} from "./types";

export type InstagramGraphOptions = {
  graphUrl: string;
  appSecret: string;
  /** Per call, unless a publish asks for its own. */
  timeoutMs?: number;
  fetch?: Outbound;
  /** The waits between looks at a container (CONTAINER_POLL_DELAYS_MS unless a test wants shorter ones). */
  pollDelaysMs?: readonly number[];
};

type Listing<T> = { data?: T[]; paging?: { next?: string } };
type MediaNode = { id: string; caption?: string; timestamp?: string; permalink?: string };
type ContainerStatus = { status_code?: string; status?: string };
type LimitReply = { data?: { quota_usage?: number; config?: { quota_total?: number; quota_duration?: number } }[] };

/** Pages of recent media read when looking for a post: a small business posts a few a day at most. */
const MAX_MEDIA_REQUESTS = 3;
/** Instagram keeps at most this much alt text. */
const MAX_ALT_TEXT = 1_000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Why a container that will never be published failed, in Instagram's words where it gave some. */
function containerFailure(reply: ContainerStatus): FacebookError {
  const said = reply.status ? `: ${reply.status}` : "";
  const expired = reply.status_code === "EXPIRED";
  // `status` names the failure's subcode, which tells a passing server error from an image Instagram
  // refuses; an expired container is Instagram's 2207020, "make a new one and try again".
  const subcode = reply.status?.match(/\b(2207\d{3})\b/)?.[1] ?? (expired ? "2207020" : undefined);
  const message = expired ? `Instagram let the image expire before it was published${said}` : `Instagram could not use the image${said}`;
  return sortInstagramError(new FacebookError("rejected", message, subcode ? { subcode: Number(subcode) } : {}), "status");
}

export function createInstagramGraphApi(options: InstagramGraphOptions): InstagramApi {
  const graphUrl = options.graphUrl.replace(/\/$/, "");
  const call = graphCaller({ fetch: options.fetch, timeoutMs: options.timeoutMs ?? 30_000 });
  const pollDelays = options.pollDelaysMs ?? CONTAINER_POLL_DELAYS_MS;

  const proof = appSecretProof(options.appSecret);
  const auth = (token: string) => ({ access_token: token, appsecret_proof: proof(token) });
  const get = <T>(step: InstagramStep, path: string, params: Record<string, string>) =>
    call<T>(`${graphUrl}${path}?${new URLSearchParams(params)}`, { method: "GET", headers: { Accept: "application/json" } }).catch(instagramError(step));
  const post = <T>(step: InstagramStep, path: string, params: Record<string, string>, timeoutMs?: number) =>
    call<T>(`${graphUrl}${path}`, { method: "POST", body: new URLSearchParams(params) }, timeoutMs).catch(instagramError(step));
  const account = (target: InstagramTarget) => `/${encodeURIComponent(target.accountId)}`;

  /** Looks at the container on the back-off's schedule until Instagram has processed the image. */
  async function waitUntilFinished(target: InstagramTarget, containerId: string, sleep: (ms: number) => Promise<void>) {
    for (let look = 0; ; look++) {
      const reply = await get<ContainerStatus>("status", `/${encodeURIComponent(containerId)}`, { fields: "status_code,status", ...auth(target.pageToken) });
      if (reply.status_code === "FINISHED") return;
      // Postloom publishes each container it makes once, right after this; one already published means
      // something did publish it, and the post may be on the account.
      if (reply.status_code === "PUBLISHED") throw new FacebookError("unknown", "Instagram says this image was already published");
      if (reply.status_code === "ERROR" || reply.status_code === "EXPIRED") throw containerFailure(reply);
      // A container left unpublished expires by itself within a day: giving up leaves nothing behind.
      if (look >= pollDelays.length) throw new FacebookError("retryable", "Instagram is still processing the image");
      await sleep(pollDelays[look]!);
    }
  }

  return {
    mode: "production",

    async publish(target, input, publishOptions = {}) {
      const sleep = publishOptions.sleep ?? defaultSleep;
      const createContainer = async (params: Record<string, string>) => {
        const make = () => post<{ id?: string }>("container", `${account(target)}/media`, { ...params, ...auth(target.pageToken) }, publishOptions.timeoutMs);
        // Instagram fetches an image container's picture from Postloom's link while this call is open.
        const container = await (params.image_url ? whileLinkFetched(make) : make());
        if (!container.id) throw new FacebookError("retryable", "Instagram did not return a media container");
        return container.id;
      };
      const altText = (image: InstagramImage) => image.altText && { alt_text: image.altText.slice(0, MAX_ALT_TEXT) };

      let creationId: string;
      if (input.images.length === 1) {
        const image = input.images[0]!;
        creationId = await createContainer({ image_url: image.url, caption: input.caption, ...altText(image) });
      } else {
        // All the children first, so Instagram processes them side by side; the carousel names them in order.
        const children: string[] = [];
        for (const image of input.images) children.push(await createContainer({ image_url: image.url, is_carousel_item: "true", ...altText(image) }));
        for (const child of children) await waitUntilFinished(target, child, sleep);
        creationId = await createContainer({ media_type: "CAROUSEL", children: children.join(","), caption: input.caption });
      }
      await waitUntilFinished(target, creationId, sleep);
      publishOptions.beforePublish?.();

      const published = await post<{ id?: string }>(
        "publish",
        `${account(target)}/media_publish`,
        { creation_id: creationId, ...auth(target.pageToken) },
        publishOptions.timeoutMs,
      );
      if (!published.id) throw new FacebookError("unknown", "Instagram accepted the post but sent no media id");
      // The post is out: a permalink that can't be read now is looked up later, never a reason to fail.
      const permalink = await get<{ permalink?: string }>("read", `/${encodeURIComponent(published.id)}`, {
        fields: "permalink",
        ...auth(target.pageToken),
      }).then(
        (reply) => reply.permalink ?? null,
        () => null,
      );
      return { id: published.id, permalink };
    },

    async publishingLimit(target) {
      const reply = await get<LimitReply>("read", `${account(target)}/content_publishing_limit`, { fields: "quota_usage,config", ...auth(target.pageToken) });
      const row = reply.data?.[0];
      return {
        used: row?.quota_usage ?? 0,
        total: row?.config?.quota_total ?? DEFAULT_PUBLISHING_LIMIT,
        windowSeconds: row?.config?.quota_duration ?? DEFAULT_PUBLISHING_WINDOW_SECONDS,
      };
    },

    async recentMedia(target, since) {
      const found: InstagramMedia[] = [];
      let reply = await get<Listing<MediaNode>>("read", `${account(target)}/media`, {
        fields: "id,caption,timestamp,permalink",
        limit: "50",
        ...auth(target.pageToken),
      });
      for (let request = 1; ; request++) {
        for (const media of reply.data ?? []) {
          const timestamp = media.timestamp ? new Date(media.timestamp) : null;
          if (timestamp && timestamp >= since) found.push({ id: media.id, caption: media.caption ?? "", timestamp, permalink: media.permalink ?? null });
        }
        const next = reply.paging?.next;
        // Newest first: once a page reaches back before `since`, the pages after it hold nothing newer.
        const oldest = reply.data?.at(-1)?.timestamp;
        if (!next || request >= MAX_MEDIA_REQUESTS || (oldest && new Date(oldest) < since)) return found;
        reply = await call<Listing<MediaNode>>(next, { method: "GET", headers: { Accept: "application/json" } }).catch(instagramError("read"));
      }
    },

    async mediaInsights(target, mediaId) {
      const reply = await get<InsightsReply>("read", `/${encodeURIComponent(mediaId)}/insights`, {
        metric: MEDIA_INSIGHT_METRICS.join(","),
        ...auth(target.pageToken),
      });
      return Object.fromEntries(MEDIA_INSIGHT_METRICS.map((metric) => [metric, insightValue(reply, metric)])) as InstagramInsights;
    },

    async mediaCounts(target, mediaId) {
      const reply = await get<{ like_count?: number; comments_count?: number }>("read", `/${encodeURIComponent(mediaId)}`, {
        fields: "like_count,comments_count",
        ...auth(target.pageToken),
      });
      return { likes: reply.like_count ?? 0, comments: reply.comments_count ?? 0 };
    },
  };
}
