// A local stand-in for Facebook's Graph API that speaks its wire format: OAuth token exchange, the
// long-lived token swap, /me/accounts and the Business Portfolio edges (/me/businesses, owned_pages,
// client_pages) with paging and the requested fields only, page feed posts (form-encoded) and photo uploads
// (multipart `source`), multi-photo posts (photos uploaded with published=false, then attached to a feed post as
// its attached_media), the page's feed read back in replies of `limit` with cursors, and errors in Facebook's
// { error: { message, type, code, error_subcode, fbtrace_id } } shape. Tests script failures with `intercept`,
// and Meta's usage headers (X-App-Usage, X-Business-Use-Case-Usage, X-Page-Usage) with `setUsage`; the
// scheduler benchmark uses `latencyMs`. The routes: oauth.ts, pages.ts, feed.ts and debug-token.ts.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { debugToken } from "./debug-token";
import { feedPost, pageFeed, postEngagement, postInsights } from "./feed";
import { oauthDialog, oauthToken } from "./oauth";
import { accountRead, pageLists } from "./pages";
import { createState, graphErrorBody, issueCode, pageToken, send, type DoubleState, type Route } from "./state";
import type { GraphDoubleOptions, GraphRequest } from "./types";

export { graphErrorBody };
export type { DoublePage, GraphDoubleOptions, GraphHandler, GraphRequest, Interception, ReceivedPhoto, ReceivedPost, UnpublishedPhoto } from "./types";

/** The routes, in the order they are tried; a request none answers is forwarded, or refused as Graph does. */
const ROUTES: Route[] = [oauthDialog, oauthToken, pageLists, feedPost, pageFeed, postEngagement, postInsights, debugToken, accountRead];

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startGraphDouble(options: GraphDoubleOptions = {}) {
  const state: DoubleState = createState(options);
  const { appId, appSecret, redirectUri, pages, posts, unpublishedPhotos, requests } = state;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://graph.local");
    const raw = await readBody(req);
    let params: URLSearchParams | FormData = url.searchParams;
    const type = req.headers["content-type"] ?? "";
    if (req.method === "POST") {
      params = type.startsWith("multipart/form-data")
        ? await new Request("http://graph.local", { method: "POST", headers: { "content-type": type }, body: new Uint8Array(raw) }).formData()
        : new URLSearchParams(raw.toString("utf8"));
    }
    const request: GraphRequest = { method: req.method ?? "GET", path: url.pathname, params };
    requests.push(request);
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));

    const action = state.intercept?.(request);
    if (action && "reply" in action) {
      res.writeHead(action.reply.status, { "Content-Type": "application/json; charset=UTF-8", ...state.usageHeaders });
      res.end(action.reply.raw ?? (action.reply.body === undefined ? "" : JSON.stringify(action.reply.body)));
      return;
    }
    if (action && "delayMs" in action) await new Promise((resolve) => setTimeout(resolve, action.delayMs));

    for (const route of ROUTES) if (await route({ state, req, res, url, params, action })) return;

    if (typeof options.forward === "function") return options.forward(req, res, raw);
    if (options.forward) {
      const reply = await fetch(`${options.forward}${url.pathname}${url.search}`, {
        method: req.method,
        headers: type ? { "content-type": type } : {},
        body: req.method === "POST" ? new Uint8Array(raw) : undefined,
      }).catch(() => null);
      if (!reply) return req.socket.destroy();
      res.writeHead(reply.status, { "Content-Type": reply.headers.get("content-type") ?? "application/json; charset=UTF-8" });
      return res.end(Buffer.from(await reply.arrayBuffer()));
    }
    send(
      state,
      res,
      400,
      graphErrorBody(100, `Unsupported ${req.method} request. Object with ID '${url.pathname.slice(1)}' does not exist`, {
        type: "GraphMethodException",
        error_subcode: 33,
      }),
    );
  });
  server.keepAliveTimeout = 60_000;

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    appId,
    appSecret,
    redirectUri,
    pages,
    posts,
    /** Photos uploaded with published=false, by id: on no feed (a post that attaches one lists it in its `photos`). */
    unpublishedPhotos,
    requests,
    pageToken,
    /** A code the OAuth dialog would have handed to the callback (single use). */
    issueCode() {
      return issueCode(state);
    },
    setIntercept(fn: DoubleState["intercept"]) {
      state.intercept = fn;
    },
    /** What debug_token answers of `token` (Meta's field names: is_valid, expires_at, scopes, error…), over the default. */
    setTokenInfo(token: string, data: Record<string, unknown>) {
      state.tokenInfo.set(token, data);
    },
    /**
     * The usage headers every reply carries from now on, by header name (`x-app-usage`,
     * `x-business-use-case-usage`, `x-page-usage`): an object is sent as its JSON, a string as it is (to send
     * something malformed). Nothing, or undefined, sends none.
     */
    setUsage(headers: Record<string, unknown> | undefined) {
      state.usageHeaders = Object.fromEntries(
        Object.entries(headers ?? {}).map(([name, value]) => [name, typeof value === "string" ? value : JSON.stringify(value)]),
      );
    },
    /** Drops every connection left hanging, as a dying network would. */
    releaseHung() {
      for (const res of state.hung) res.socket?.destroy();
      state.hung.clear();
    },
    /** Forgets every post, photo, request and intercept, and drops connections left hanging. */
    reset() {
      this.releaseHung();
      posts.length = 0;
      unpublishedPhotos.clear();
      requests.length = 0;
      state.intercept = undefined;
      state.tokenInfo.clear();
      state.usageHeaders = {};
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type GraphDouble = Awaited<ReturnType<typeof startGraphDouble>>;
