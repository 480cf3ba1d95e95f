// A local stand-in for Instagram's content-publishing Graph API that speaks its wire format: media
// containers made from an image address it fetches itself, as Meta does (JPEG only, at most 8 MB, 4:5 to
// 1.91:1, caption limits), carousels (child containers made with is_carousel_item, then a CAROUSEL container
// naming 2 to 10 of them, FINISHED, in order), the container lifecycle (IN_PROGRESS for a set number of looks,
// then FINISHED, or ERROR or EXPIRED on demand), media_publish within the account's publishing limit (a
// carousel is one post), content_publishing_limit, the account's media (paged), and each media's permalink.
// Errors come in Graph's { error: { message, type, code, error_subcode, fbtrace_id } } shape, with Instagram's
// codes; the checks of the image and caption and the refusals of carousels and media_publish are
// instagram-rules.ts, which the sandbox Instagram answers with too. Tests script failures with `intercept`.
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  alreadyPublished,
  captionRefusal,
  carouselItemNotPublishable,
  carouselSizeRefusal,
  fetchInstagramImage,
  instagramRefusal,
  mediaNotFound,
  notACarouselItem,
  notReady,
  publishingLimitReached,
  type FetchedImage,
  type InstagramRefusal,
} from "@/lib/channels/instagram/instagram-rules";

export type InstagramRequest = { method: string; path: string; params: URLSearchParams };

/** What the double does with one request instead of its normal answer. */
export type InstagramInterception =
  | { reply: { status: number; body?: unknown; raw?: string } }
  /** Instagram does the work (makes the container, publishes the post), then the answer never comes. */
  | { acceptThen: "hang" | "drop" }
  /** Answer normally after a pause. */
  | { delayMs: number };

type ContainerStatus = "IN_PROGRESS" | "FINISHED" | "ERROR" | "EXPIRED" | "PUBLISHED";
/** One picture of a post: the image Instagram fetched, and its alt text. */
export type MediaItem = { image: FetchedImage; altText: string | null };
export type Container = {
  id: string;
  accountId: string;
  /** An image post's, a carousel's child (`is_carousel_item`: published only as part of a carousel), or the carousel's. */
  kind: "image" | "carousel item" | "carousel";
  caption: string;
  /** Its picture; a carousel's, its children's in order. */
  items: MediaItem[];
  looksLeft: number;
  status: ContainerStatus;
};
export type PublishedMedia = {
  id: string;
  accountId: string;
  caption: string;
  /** The picture, or a carousel's first (its cover), and its alt text. */
  altText: string | null;
  image: FetchedImage;
  /** A carousel's pictures, in order. */
  children?: MediaItem[];
  timestamp: number;
  permalink: string;
};

export type InstagramDoubleOptions = {
  appSecret?: string;
  /** Instagram account id → the page token that reaches it. */
  accounts?: Record<string, string>;
  /** How many looks at a new container find it IN_PROGRESS. */
  looksInProgress?: number;
  /** What a container becomes after those looks; ERROR or EXPIRED script Instagram failing to process it. */
  outcome?: Outcome;
  /** The container's `status` text when it ends in ERROR. */
  errorStatus?: string;
  /** Posts media_publish allows per account in a moving 24 hours (Meta's reference says 50). */
  limit?: number;
  /** Items per reply of /{ig-user-id}/media, to exercise paging. */
  pageSize?: number;
  /** Added to every call. */
  latencyMs?: number;
};

type Outcome = "FINISHED" | "ERROR" | "EXPIRED";
/** `insightsGranted: false`: the login gave no instagram_manage_insights, and insights are refused (#10). */
type Settings = { looksInProgress: number; outcome: Outcome; errorStatus: string; limit: number; insightsGranted: boolean };

const DAY_MS = 86_400_000;

type Reply = { status: number; body: unknown };
const ok = (body: unknown): Reply => ({ status: 200, body });
/** Instagram's refusals (instagram-rules.ts) and the Graph errors of this double's own, as HTTP 400 replies. */
const refusedWith = (body: InstagramRefusal): Reply => ({ status: 400, body });
const refused = (...args: Parameters<typeof instagramRefusal>) => refusedWith(instagramRefusal(...args));
const invalidToken = () => refused(190, "Invalid OAuth access token - Cannot parse access token");
const invalidProof = () => refused(100, "Invalid appsecret_proof provided in the API argument");
const noSuchObject = (method: string, id: string) =>
  refused(
    100,
    `Unsupported ${method} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    { subcode: 33, type: "GraphMethodException" },
  );
const instagramTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+0000");

export async function startInstagramDouble(options: InstagramDoubleOptions = {}) {
  const appSecret = options.appSecret ?? "test-secret";
  const accounts = options.accounts ?? { "17841400000001": "page-token-1001" };
  const initial = (): Settings => ({
    looksInProgress: options.looksInProgress ?? 2,
    outcome: options.outcome ?? "FINISHED",
    errorStatus: options.errorStatus ?? "Error: The media could not be processed.",
    limit: options.limit ?? 50,
    insightsGranted: true,
  });
  const settings = initial();
  const containers = new Map<string, Container>();
  const media: PublishedMedia[] = [];
  const requests: InstagramRequest[] = [];
  const hung = new Set<ServerResponse>();
  let intercept: ((request: InstagramRequest) => InstagramInterception | undefined) | undefined;
  let counter = 0;

  /** The account the request's token and appsecret_proof reach, or why not. */
  function signedFor(accountId: string, params: URLSearchParams): Reply | null {
    const token = params.get("access_token") ?? "";
    if (accounts[accountId] !== token) return invalidToken();
    if (params.get("appsecret_proof") !== createHmac("sha256", appSecret).update(token).digest("hex")) return invalidProof();
    return null;
  }

  const publishedToday = (accountId: string) => media.filter((m) => m.accountId === accountId && m.timestamp > Date.now() - DAY_MS).length;

  function newContainer(container: Omit<Container, "id" | "looksLeft" | "status">): Reply {
    const id = `c${++counter}`;
    containers.set(id, { id, ...container, looksLeft: settings.looksInProgress, status: "IN_PROGRESS" });
    return ok({ id });
  }

  /** POST /{ig-user-id}/media: an image post's container, a carousel's child (no caption), or a CAROUSEL container. */
  async function createContainer(accountId: string, params: URLSearchParams): Promise<Reply> {
    if (params.get("media_type") === "CAROUSEL") return createCarousel(accountId, params);
    const kind = params.get("is_carousel_item") === "true" ? "carousel item" : "image";
    // A child has no caption of its own: the carousel's is the post's.
    const caption = kind === "image" ? (params.get("caption") ?? "") : "";
    const problem = captionRefusal(caption);
    if (problem) return refusedWith(problem);
    const image = await fetchInstagramImage(params.get("image_url") ?? "");
    if ("error" in image) return refusedWith(image);
    return newContainer({ accountId, kind, caption, items: [{ image, altText: params.get("alt_text") }] });
  }

  /** A CAROUSEL container: 2 to 10 children, each this account's, made as a carousel item and FINISHED. */
  function createCarousel(accountId: string, params: URLSearchParams): Reply {
    const ids = (params.get("children") ?? "").split(",").filter(Boolean);
    const problem = carouselSizeRefusal(ids.length) ?? captionRefusal(params.get("caption") ?? "");
    if (problem) return refusedWith(problem);
    const children: Container[] = [];
    for (const id of ids) {
      const child = containers.get(id);
      if (!child || child.accountId !== accountId) return refusedWith(mediaNotFound());
      if (child.kind !== "carousel item") return refusedWith(notACarouselItem());
      if (child.status !== "FINISHED") return refusedWith(notReady());
      children.push(child);
    }
    return newContainer({ accountId, kind: "carousel", caption: params.get("caption") ?? "", items: children.flatMap((child) => child.items) });
  }

  function lookAt(container: Container, fields: string): Reply {
    if (container.status === "IN_PROGRESS" && container.looksLeft-- <= 0) container.status = settings.outcome;
    const status = {
      FINISHED: "Finished: Media has been uploaded and it is ready to be published.",
      IN_PROGRESS: "In Progress",
      ERROR: settings.errorStatus,
      EXPIRED: "Expired",
      PUBLISHED: "Published",
    }[container.status];
    return ok({
      ...(fields.includes("status_code") && { status_code: container.status }),
      ...(/(^|,)status(,|$)/.test(fields) && { status }),
      id: container.id,
    });
  }

  function publish(accountId: string, params: URLSearchParams): Reply {
    const container = containers.get(params.get("creation_id") ?? "");
    if (!container || container.accountId !== accountId) return refusedWith(mediaNotFound());
    if (container.kind === "carousel item") return refusedWith(carouselItemNotPublishable());
    if (container.status === "EXPIRED") return refused(-2, "The media you are trying to access has expired. Please try to upload again.", { subcode: 2207020 });
    if (container.status === "PUBLISHED") return refusedWith(alreadyPublished());
    if (container.status !== "FINISHED") return refusedWith(notReady());
    if (publishedToday(accountId) >= settings.limit) return refusedWith(publishingLimitReached());
    const id = `m${++counter}`;
    container.status = "PUBLISHED";
    const [cover] = container.items;
    media.push({
      id,
      accountId,
      caption: container.caption,
      altText: cover!.altText,
      image: cover!.image,
      ...(container.kind === "carousel" && { children: container.items }),
      timestamp: Date.now(),
      permalink: `https://www.instagram.com/p/${id}/`,
    });
    return ok({ id });
  }

  function listMedia(accountId: string, params: URLSearchParams, host: string, path: string): Reply {
    const all = media.filter((m) => m.accountId === accountId).sort((a, b) => b.timestamp - a.timestamp);
    const limit = Math.min(Number(params.get("limit") ?? 25), options.pageSize ?? 100);
    const offset = Number(params.get("after") ?? 0);
    const fields = params.get("fields") ?? "id";
    const data = all.slice(offset, offset + limit).map((m) => ({
      id: m.id,
      ...(fields.includes("caption") && { caption: m.caption }),
      ...(fields.includes("timestamp") && { timestamp: instagramTime(m.timestamp) }),
      ...(fields.includes("permalink") && { permalink: m.permalink }),
    }));
    const more = offset + limit < all.length;
    const next = more ? `http://${host}${path}?${new URLSearchParams({ ...Object.fromEntries(params), after: String(offset + limit) })}` : undefined;
    return ok({ data, paging: { cursors: { before: String(offset), after: String(offset + limit) }, ...(next && { next }) } });
  }

  /** A media's figures, made up from its caption's length: the same every time. */
  const figuresOf = (m: PublishedMedia) => {
    const n = m.caption.length;
    return { reach: n * 5, likes: n % 40, comments: n % 9, saved: n % 6, shares: n % 4, views: n * 8 };
  };

  /**
   * GET /{media-id}/insights?metric=…: its lifetime figures. A metric Instagram no longer answers (impressions, since
   * April 2025) or never did is refused as Instagram refuses it (#100); a carousel's children have none of their own.
   */
  function mediaInsights(m: PublishedMedia, params: URLSearchParams): Reply {
    if (!settings.insightsGranted) return refused(10, "(#10) Application does not have permission for this action");
    const metrics = (params.get("metric") ?? "").split(",").filter(Boolean);
    const figures: Record<string, number> = figuresOf(m);
    const unknown = metrics.find((metric) => !(metric in figures) && metric !== "total_interactions");
    if (metrics.length === 0 || unknown) {
      return refused(
        100,
        `(#100) metric[${Math.max(0, metrics.indexOf(unknown ?? ""))}] must be one of the following values: ${Object.keys(figures).join(", ")}, total_interactions`,
      );
    }
    const total = figures.likes! + figures.comments! + figures.saved! + figures.shares!;
    return ok({
      data: metrics.map((metric) => ({
        name: metric,
        period: "lifetime",
        values: [{ value: metric === "total_interactions" ? total : figures[metric] }],
        id: `${m.id}/insights/${metric}/lifetime`,
      })),
    });
  }

  async function answer(req: IncomingMessage, request: InstagramRequest): Promise<Reply> {
    const { method, path, params } = request;
    const [, first = "", edge] = path.split("/");
    if (accounts[first] !== undefined && edge) {
      const unsigned = signedFor(first, params);
      if (unsigned) return unsigned;
      if (method === "POST" && edge === "media") return createContainer(first, params);
      if (method === "POST" && edge === "media_publish") return publish(first, params);
      if (method === "GET" && edge === "content_publishing_limit") {
        const config = (params.get("fields") ?? "").includes("config") && { config: { quota_total: settings.limit, quota_duration: DAY_MS / 1000 } };
        return ok({ data: [{ quota_usage: publishedToday(first), ...config }] });
      }
      if (method === "GET" && edge === "media") return listMedia(first, params, req.headers.host ?? "", path);
    }
    const container = method === "GET" && !edge ? containers.get(first) : undefined;
    if (container) return signedFor(container.accountId, params) ?? lookAt(container, params.get("fields") ?? "");
    const published = method === "GET" && (!edge || edge === "insights") ? media.find((m) => m.id === first) : undefined;
    if (published && edge === "insights") return signedFor(published.accountId, params) ?? mediaInsights(published, params);
    if (published) {
      const fields = params.get("fields") ?? "";
      const { likes, comments } = figuresOf(published);
      return (
        signedFor(published.accountId, params) ??
        ok({
          id: published.id,
          ...(fields.includes("permalink") && { permalink: published.permalink }),
          ...(fields.includes("caption") && { caption: published.caption }),
          ...(fields.includes("like_count") && { like_count: likes }),
          ...(fields.includes("comments_count") && { comments_count: comments }),
        })
      );
    }
    return noSuchObject(method, path.slice(1));
  }

  /** One request, its body already read (or read here); the Facebook double hands it what it doesn't know. */
  async function handle(req: IncomingMessage, res: ServerResponse, body?: Buffer) {
    const url = new URL(req.url ?? "/", "http://graph.local");
    if (!body) {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      body = Buffer.concat(chunks);
    }
    const params = req.method === "POST" ? new URLSearchParams(body.toString("utf8")) : url.searchParams;
    const request: InstagramRequest = { method: req.method ?? "GET", path: url.pathname, params };
    requests.push(request);
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));

    const action = intercept?.(request);
    if (action && "reply" in action) {
      res.writeHead(action.reply.status, { "Content-Type": "application/json; charset=UTF-8" });
      res.end(action.reply.raw ?? (action.reply.body === undefined ? "" : JSON.stringify(action.reply.body)));
      return;
    }
    if (action && "delayMs" in action) await new Promise((resolve) => setTimeout(resolve, action.delayMs));
    const reply = await answer(req, request);
    if (action && "acceptThen" in action) {
      if (action.acceptThen === "drop") req.socket.destroy();
      else hung.add(res); // never answered (until releaseHung)
      return;
    }
    res.writeHead(reply.status, { "Content-Type": "application/json; charset=UTF-8" });
    res.end(JSON.stringify(reply.body));
  }
  const server = createServer((req, res) => void handle(req, res));
  server.keepAliveTimeout = 60_000;

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    handle,
    appSecret,
    accounts,
    /** Changed by a test for what follows, and put back by reset(). */
    settings,
    containers,
    media,
    requests,
    setIntercept(fn: typeof intercept) {
      intercept = fn;
    },
    /** Drops every connection left hanging, as a dying network would. */
    releaseHung() {
      for (const res of hung) res.socket?.destroy();
      hung.clear();
    },
    /** Forgets every container, post, request and intercept, puts the settings back, and drops hanging connections. */
    reset() {
      this.releaseHung();
      containers.clear();
      media.length = 0;
      requests.length = 0;
      intercept = undefined;
      Object.assign(settings, initial());
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type InstagramDouble = Awaited<ReturnType<typeof startInstagramDouble>>;
