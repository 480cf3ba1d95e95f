// A local stand-in for Instagram's content-publishing Graph API that speaks its wire format: media
// containers made from an image address it fetches itself (JPEG only, 4:5 to 1.91:1, caption limits), a
// container lifecycle (IN_PROGRESS for a set number of looks, then FINISHED), media_publish within the
// account's publishing limit, content_publishing_limit, the account's media, and each media's permalink.
// Errors come in Graph's { error: { message, type, code, error_subcode, fbtrace_id } } shape.
import { createHmac } from "node:crypto";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { graphErrorBody } from "./facebook-graph-double";

export type InstagramRequest = { method: string; path: string; params: URLSearchParams };
export type InstagramInterception = { reply: { status: number; body?: unknown } } | { acceptThen: "hang" };

type Container = { id: string; accountId: string; caption: string; looksLeft: number; status: "IN_PROGRESS" | "FINISHED" | "ERROR" };
export type PublishedMedia = { id: string; accountId: string; caption: string; timestamp: number; permalink: string };

export async function startInstagramDouble(options: { appSecret?: string; accounts?: Record<string, string>; looksInProgress?: number; limit?: number; latencyMs?: number } = {}) {
  const appSecret = options.appSecret ?? "test-secret";
  /** Instagram account id → the page token that reaches it. */
  const accounts = options.accounts ?? { "17841400000001": "page-token-1001" };
  const containers = new Map<string, Container>();
  const media: PublishedMedia[] = [];
  const requests: InstagramRequest[] = [];
  let intercept: ((request: InstagramRequest) => InstagramInterception | undefined) | undefined;
  let counter = 0;
  const settings = { looksInProgress: options.looksInProgress ?? 2, limit: options.limit ?? 50 };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, code: number, message: string, subcode?: number) => send(res, 400, graphErrorBody(code, message, { type: "OAuthException", ...(subcode && { error_subcode: subcode }) }));
  const authorised = (accountId: string, params: URLSearchParams) => {
    const token = params.get("access_token") ?? "";
    return accounts[accountId] === token && params.get("appsecret_proof") === createHmac("sha256", appSecret).update(token).digest("hex");
  };

  async function imageProblem(address: string): Promise<string | null> {
    let bytes: Buffer;
    try {
      const reply = await fetch(address);
      if (!reply.ok) return "The media could not be fetched from this URI";
      bytes = Buffer.from(await reply.arrayBuffer());
    } catch {
      return "The media could not be fetched from this URI";
    }
    if (!(bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)) return "Only photo or video can be accepted as media type (JPEG only)";
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    const ratio = width / height;
    if (ratio < 0.8 || ratio > 1.91) return "The aspect ratio is not supported.";
    return null;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://graph.local");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const params = req.method === "POST" ? new URLSearchParams(Buffer.concat(chunks).toString("utf8")) : url.searchParams;
    const request = { method: req.method ?? "GET", path: url.pathname, params };
    requests.push(request);
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    const action = intercept?.(request);
    if (action && "reply" in action) return send(res, action.reply.status, action.reply.body ?? {});

    const [, first, edge] = url.pathname.split("/");
    if (req.method === "POST" && edge === "media" && first) {
      if (!authorised(first, params)) return refuse(res, 190, "Invalid OAuth access token - Cannot parse access token");
      const caption = params.get("caption") ?? "";
      if ([...caption].length > 2200) return refuse(res, 100, "The caption is too long.", 2207031);
      if ((caption.match(/(^|\s)#\w+/g) ?? []).length > 30) return refuse(res, 100, "Too many hashtags.", 2207032);
      const problem = await imageProblem(params.get("image_url") ?? "");
      if (problem) return refuse(res, 9004, problem, 2207052);
      const id = `c${++counter}`;
      containers.set(id, { id, accountId: first, caption, looksLeft: settings.looksInProgress, status: "IN_PROGRESS" });
      return send(res, 200, { id });
    }
    if (req.method === "POST" && edge === "media_publish" && first) {
      if (!authorised(first, params)) return refuse(res, 190, "Invalid OAuth access token - Cannot parse access token");
      const container = containers.get(params.get("creation_id") ?? "");
      if (!container || container.accountId !== first) return refuse(res, 100, "Invalid parameter", 2207027);
      if (container.status !== "FINISHED") return refuse(res, 9007, "Media ID is not available", 2207027);
      const day = Date.now() - 86_400_000;
      if (media.filter((m) => m.accountId === first && m.timestamp > day).length >= settings.limit) return refuse(res, 9, "Application request limit reached", 2207042);
      const id = `m${++counter}`;
      media.push({ id, accountId: first, caption: container.caption, timestamp: Date.now(), permalink: `https://www.instagram.com/p/${id}/` });
      containers.delete(container.id);
      if (action && "acceptThen" in action) return; // published, and the answer never comes
      return send(res, 200, { id });
    }
    if (req.method === "GET" && edge === "content_publishing_limit" && first) {
      if (!authorised(first, params)) return refuse(res, 190, "Invalid OAuth access token - Cannot parse access token");
      const used = media.filter((m) => m.accountId === first && m.timestamp > Date.now() - 86_400_000).length;
      return send(res, 200, { data: [{ quota_usage: used, ...(String(params.get("fields")).includes("config") && { config: { quota_total: settings.limit, quota_duration: 86_400 } }) }] });
    }
    if (req.method === "GET" && edge === "media" && first) {
      if (!authorised(first, params)) return refuse(res, 190, "Invalid OAuth access token - Cannot parse access token");
      const data = media
        .filter((m) => m.accountId === first)
        .sort((a, b) => b.timestamp - a.timestamp)
        .map((m) => ({ id: m.id, caption: m.caption, timestamp: new Date(m.timestamp).toISOString().replace(/\.\d{3}Z$/, "+0000"), permalink: m.permalink }));
      return send(res, 200, { data });
    }
    if (req.method === "GET" && first && !edge) {
      const container = containers.get(first);
      if (container) {
        if (container.status === "IN_PROGRESS" && container.looksLeft-- <= 0) container.status = "FINISHED";
        return send(res, 200, { status_code: container.status, id: container.id });
      }
      const found = media.find((m) => m.id === first);
      if (found) return send(res, 200, { permalink: found.permalink, id: found.id });
    }
    send(res, 400, graphErrorBody(100, `Unsupported ${req.method} request. Object with ID '${url.pathname.slice(1)}' does not exist`, { type: "GraphMethodException", error_subcode: 33 }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    appSecret,
    media,
    requests,
    containers,
    settings,
    setIntercept(fn: typeof intercept) {
      intercept = fn;
    },
    reset() {
      media.length = 0;
      requests.length = 0;
      containers.clear();
      intercept = undefined;
      settings.looksInProgress = options.looksInProgress ?? 2;
      settings.limit = options.limit ?? 50;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type InstagramDouble = Awaited<ReturnType<typeof startInstagramDouble>>;
