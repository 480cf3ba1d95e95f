// A local stand-in for Instagram's content-publishing Graph API that speaks its wire format: media
// containers made from an image address it fetches itself, as Meta does (JPEG only, at most 8 MB, 4:5 to
// 1.91:1, caption limits), carousels (child containers made with is_carousel_item, then a CAROUSEL container
// naming 2 to 10 of them, FINISHED, in order), the container lifecycle (IN_PROGRESS for a set number of looks,
// then FINISHED, or ERROR or EXPIRED on demand), media_publish within the account's publishing limit (a
// carousel is one post), content_publishing_limit, the account's media (paged), and each media's permalink.
// Errors come in Graph's { error: { message, type, code, error_subcode, fbtrace_id } } shape, with Instagram's
// codes; the checks of the image and caption and the refusals of carousels and media_publish are
// instagram-rules.ts, which the sandbox Instagram answers with too. Tests script failures with `intercept`. The routes:
// containers.ts (containers, carousels and media_publish) and media.ts (the account's media and their insights).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createContainer, lookAt, publish } from "./containers";
import { listMedia, mediaInsights, readMedia } from "./media";
import {
  DAY_MS,
  noSuchObject,
  ok,
  publishedToday,
  signedFor,
  type InstagramDoubleOptions,
  type InstagramInterception,
  type InstagramRequest,
  type InstagramState,
  type Reply,
  type Settings,
} from "./state";

export type { Container, InstagramDoubleOptions, InstagramInterception, InstagramRequest, MediaItem, PublishedMedia } from "./state";

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
  const state: InstagramState = { options, appSecret, accounts, settings: initial(), containers: new Map(), media: [], counter: 0 };
  const { settings, containers, media } = state;
  const requests: InstagramRequest[] = [];
  const hung = new Set<ServerResponse>();
  let intercept: ((request: InstagramRequest) => InstagramInterception | undefined) | undefined;

  async function answer(req: IncomingMessage, request: InstagramRequest): Promise<Reply> {
    const { method, path, params } = request;
    const [, first = "", edge] = path.split("/");
    if (accounts[first] !== undefined && edge) {
      const unsigned = signedFor(state, first, params);
      if (unsigned) return unsigned;
      if (method === "POST" && edge === "media") return createContainer(state, first, params);
      if (method === "POST" && edge === "media_publish") return publish(state, first, params);
      if (method === "GET" && edge === "content_publishing_limit") {
        const config = (params.get("fields") ?? "").includes("config") && { config: { quota_total: settings.limit, quota_duration: DAY_MS / 1000 } };
        return ok({ data: [{ quota_usage: publishedToday(state, first), ...config }] });
      }
      if (method === "GET" && edge === "media") return listMedia(state, first, params, req.headers.host ?? "", path);
    }
    const container = method === "GET" && !edge ? containers.get(first) : undefined;
    if (container) return signedFor(state, container.accountId, params) ?? lookAt(state, container, params.get("fields") ?? "");
    const published = method === "GET" && (!edge || edge === "insights") ? media.find((m) => m.id === first) : undefined;
    if (published && edge === "insights") return signedFor(state, published.accountId, params) ?? mediaInsights(state, published, params);
    if (published) return signedFor(state, published.accountId, params) ?? readMedia(published, params);
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
