// A local stand-in for Facebook's Graph API that speaks its wire format: OAuth token exchange, the
// long-lived token swap, /me/accounts and the Business Portfolio edges (/me/businesses, owned_pages,
// client_pages) with paging and the requested fields only, page feed posts (form-encoded) and photo uploads
// (multipart `source`), the page's feed read back in replies of `limit` with cursors, and errors in Facebook's
// { error: { message, type, code, error_subcode, fbtrace_id } } shape. Tests script failures with `intercept`,
// and Meta's usage headers (X-App-Usage, X-Business-Use-Case-Usage, X-Page-Usage) with `setUsage`; the
// scheduler benchmark uses `latencyMs`.
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedPost = {
  pageId: string;
  kind: "feed" | "photo";
  message: string;
  link?: string;
  image?: { bytes: Buffer; contentType: string; filename: string };
  id: string;
  at: number;
};

export type GraphRequest = { method: string; path: string; params: URLSearchParams | FormData };

/** A page as the double knows it: `role: false` for one reached only through a business, without a page token. */
export type DoublePage = { id: string; name: string; instagram?: { id: string; username: string }; role?: boolean };

/** What the double does with one request instead of its normal answer. */
export type Interception =
  | { reply: { status: number; body?: unknown; raw?: string } }
  /** Facebook takes the post, then the answer never comes (a time-out on our side). */
  | { acceptThen: "hang" | "drop" }
  /** Answer normally after a pause. */
  | { delayMs: number };

export type GraphDoubleOptions = {
  appId?: string;
  appSecret?: string;
  redirectUri?: string;
  /** Items per reply of every list (/me/accounts, /me/businesses, owned_pages, client_pages), to exercise paging. */
  pageSize?: number;
  /** The pages the user has a role on (/me/accounts). */
  pages?: DoublePage[];
  /** The user's Business Portfolios and the pages each owns or manages for clients. */
  businesses?: { id: string; ownedPages?: DoublePage[]; clientPages?: DoublePage[] }[];
  /** Added to every call (the benchmark's 50 ms). */
  latencyMs?: number;
  /** Listen here (the browser tests' stack has fixed ports); any free port otherwise. */
  port?: number;
  /**
   * Where requests this double doesn't know go on to, e.g. the Instagram double: one Graph address serves
   * both platforms, as graph.facebook.com does. An address (over HTTP), or a double's own handler (in this
   * process, as the benchmark does, to keep the doubles' CPU time out of what it measures).
   */
  forward?: string | GraphHandler;
};

/** Answers one Graph request whose body has already been read. */
export type GraphHandler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<void>;

/** The permissions a Meta login grants Postloom in the double, unless a test says otherwise. */
const GRANTED_SCOPES = [
  "public_profile",
  "pages_show_list",
  "pages_manage_posts",
  "pages_read_engagement",
  "instagram_basic",
  "instagram_content_publish",
  "business_management",
];

/** The most characters a page post's text may have. */
const MAX_MESSAGE_CHARACTERS = 63_206;

export function graphErrorBody(code: number, message: string, extra: { type?: string; error_subcode?: number; is_transient?: boolean } = {}) {
  return { error: { message, type: extra.type ?? "OAuthException", code, ...extra, fbtrace_id: `A${randomBytes(8).toString("hex")}` } };
}

export async function startGraphDouble(options: GraphDoubleOptions = {}) {
  const appId = options.appId ?? "test-app";
  const appSecret = options.appSecret ?? "test-secret";
  const redirectUri = options.redirectUri ?? "http://localhost:3000/auth/facebook/callback";
  const pages: DoublePage[] = options.pages ?? [
    { id: "1001", name: "Corner Bakery", instagram: { id: "17841400000001", username: "cornerbakery" } },
    { id: "1002", name: "Corner Bakery Events" },
    { id: "1003", name: "Corner Bakery Catering" },
  ];
  const businesses = options.businesses ?? [];
  const pageSize = options.pageSize ?? 100;
  const validCodes = new Set<string>();
  const shortTokens = new Set<string>();
  const longTokens = new Set<string>();
  const pageToken = (pageId: string) => `page-token-${pageId}`;
  const posts: ReceivedPost[] = [];
  const requests: GraphRequest[] = [];
  let counter = 0;
  let intercept: ((request: GraphRequest) => Interception | undefined) | undefined;
  /** debug_token's data for a token, over the default (a valid page token of a known page, never expiring, every scope). */
  const tokenInfo = new Map<string, Record<string, unknown>>();
  const hung = new Set<ServerResponse>();
  /** Usage headers sent with every JSON reply, as Meta sends them (errors included). */
  let usageHeaders: Record<string, string> = {};

  function listOf(path: string): (DoublePage | { id: string })[] | undefined {
    if (path === "/me/accounts") return pages.filter((page) => page.role !== false);
    if (path === "/me/businesses") return businesses.map(({ id }) => ({ id }));
    const edge = path.match(/^\/([^/]+)\/(owned_pages|client_pages)$/);
    const business = edge ? businesses.find((b) => b.id === edge[1]) : undefined;
    if (!business) return undefined;
    return (edge![2] === "owned_pages" ? business.ownedPages : business.clientPages) ?? [];
  }

  /** A page with the fields asked for; its token only where the user has a role on it. */
  function pageNode(page: DoublePage, fields: string) {
    return {
      id: page.id,
      name: page.name,
      ...(fields.includes("access_token") && page.role !== false && { access_token: pageToken(page.id) }),
      ...(fields.includes("picture") && { picture: { data: { url: `https://scontent.example.fbcdn.net/${page.id}.jpg`, is_silhouette: false } } }),
      ...(fields.includes("instagram_business_account") &&
        page.instagram && {
          instagram_business_account: {
            id: page.instagram.id,
            username: page.instagram.username,
            profile_picture_url: `https://scontent.example.cdninstagram.com/${page.instagram.id}.jpg`,
          },
        }),
      category: "Bakery",
      tasks: ["CREATE_CONTENT"],
    };
  }

  const proofOk = (params: URLSearchParams | FormData) => {
    const token = String(params.get("access_token") ?? "");
    return params.get("appsecret_proof") === createHmac("sha256", appSecret).update(token).digest("hex");
  };

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8", ...usageHeaders });
    res.end(JSON.stringify(body));
  };

  function oauthError(res: ServerResponse, message: string, code = 190, subcode?: number) {
    send(res, 400, graphErrorBody(code, message, subcode ? { error_subcode: subcode } : {}));
  }

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

    const action = intercept?.(request);
    if (action && "reply" in action) {
      res.writeHead(action.reply.status, { "Content-Type": "application/json; charset=UTF-8", ...usageHeaders });
      res.end(action.reply.raw ?? (action.reply.body === undefined ? "" : JSON.stringify(action.reply.body)));
      return;
    }
    if (action && "delayMs" in action) await new Promise((resolve) => setTimeout(resolve, action.delayMs));

    // The OAuth dialog a browser opens (FACEBOOK_DIALOG_URL): "logs in" and sends the popup back with a code.
    if (req.method === "GET" && url.pathname === "/dialog/oauth") {
      if (params.get("client_id") !== appId || params.get("redirect_uri") !== redirectUri) {
        res.writeHead(400, { "Content-Type": "text/html; charset=utf-8" });
        return res.end("<!doctype html><title>Error</title><h1>Invalid app ID or redirect URI</h1>");
      }
      const back = (query: Record<string, string>) => `${redirectUri}?${new URLSearchParams({ ...query, state: String(params.get("state") ?? "") })}`;
      const code = `code-${randomBytes(6).toString("hex")}`;
      validCodes.add(code);
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Log in with Facebook</title></head><body>
<h1>Log in with Facebook</h1><p>Postloom is asking for: ${String(params.get("scope") ?? "")
        .split(",")
        .join(", ")}</p>
<p><a href="${back({ code })}">Continue as Test Person</a></p>
<p><a href="${back({ error: "access_denied", error_reason: "user_denied", error_description: "Permissions error" })}">Cancel</a></p></body></html>`);
    }

    // OAuth: code exchange and long-lived swap share the endpoint, as on Facebook.
    if (req.method === "GET" && url.pathname === "/oauth/access_token") {
      if (params.get("client_id") !== appId || params.get("client_secret") !== appSecret) {
        return oauthError(res, "Error validating client secret.", 1);
      }
      if (params.get("grant_type") === "fb_exchange_token") {
        const token = String(params.get("fb_exchange_token"));
        if (!shortTokens.has(token)) return oauthError(res, "Invalid OAuth access token - Cannot parse access token");
        const long = `long-${randomBytes(6).toString("hex")}`;
        longTokens.add(long);
        return send(res, 200, { access_token: long, token_type: "bearer", expires_in: 5_183_944 });
      }
      const code = String(params.get("code"));
      if (params.get("redirect_uri") !== redirectUri) {
        return oauthError(
          res,
          "Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request",
          100,
          36008,
        );
      }
      if (!validCodes.delete(code)) return oauthError(res, "This authorization code has been used.", 100, 36009);
      const short = `short-${randomBytes(6).toString("hex")}`;
      shortTokens.add(short);
      return send(res, 200, { access_token: short, token_type: "bearer", expires_in: 5_400 });
    }

    // The lists of pages and businesses: the user token and its proof, then one page of items with
    // `paging.next` while more remain; each page carries only the fields asked for.
    const list = listOf(url.pathname);
    if (req.method === "GET" && list) {
      const token = String(params.get("access_token"));
      if (!longTokens.has(token) && !shortTokens.has(token)) return oauthError(res, "Error validating access token: Session has expired", 190, 463);
      if (!proofOk(params)) return oauthError(res, "Invalid appsecret_proof provided in the API argument", 100);
      const offset = Number(params.get("offset") ?? 0);
      const next =
        offset + pageSize < list.length
          ? `http://${req.headers.host}${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), offset: String(offset + pageSize) })}`
          : undefined;
      const fields = String(params.get("fields") ?? "");
      return send(res, 200, {
        data: list.slice(offset, offset + pageSize).map((item) => ("name" in item ? pageNode(item, fields) : { id: item.id })),
        paging: { cursors: { before: "b", after: "a" }, ...(next && { next }) },
      });
    }

    const feed = url.pathname.match(/^\/([^/]+)\/(feed|photos)$/);
    if (req.method === "POST" && feed) {
      const [, pageId, edge] = feed;
      if (params.get("access_token") !== pageToken(pageId!)) return oauthError(res, "Invalid OAuth access token - Cannot parse access token");
      if (!proofOk(params)) return oauthError(res, "Invalid appsecret_proof provided in the API argument", 100);
      const message = String(params.get("message") ?? "");
      // A post's text holds at most 63,206 characters (the limit Facebook's composer states; the wording of
      // the refusal is the double's own).
      if ([...message].length > MAX_MESSAGE_CHARACTERS)
        return send(res, 400, graphErrorBody(100, `(#100) The message may have at most ${MAX_MESSAGE_CHARACTERS} characters`, { type: "OAuthException" }));
      const id = `${pageId}_${++counter}`;
      const post: ReceivedPost = { pageId: pageId!, kind: edge === "photos" ? "photo" : "feed", message, id, at: Date.now() };
      if (edge === "photos") {
        const source = params.get("source");
        if (!(source instanceof File)) return send(res, 400, graphErrorBody(324, "(#324) Requires upload file", { type: "OAuthException" }));
        post.image = { bytes: Buffer.from(await source.arrayBuffer()), contentType: source.type, filename: source.name };
      } else {
        const link = params.get("link");
        if (link) post.link = String(link);
        if (!message && !link) return send(res, 400, graphErrorBody(100, "(#100) Missing message or attachment", { type: "OAuthException" }));
      }
      posts.push(post);
      if (action && "acceptThen" in action) {
        if (action.acceptThen === "drop") req.socket.destroy();
        else hung.add(res); // never answer (until releaseHung)
        return;
      }
      return send(res, 200, edge === "photos" ? { id: `photo_${counter}`, post_id: id } : { id });
    }

    // GET /{page-id}/feed: the page's posts, newest first, as Facebook lists them (created_time in its format), in
    // replies of `limit` (25 unless asked; Graph caps the edge at 100), with cursors and `paging.next` while more remain.
    const pageFeed = req.method === "GET" ? url.pathname.match(/^\/([^/]+)\/feed$/) : null;
    if (pageFeed) {
      const pageId = pageFeed[1]!;
      if (params.get("access_token") !== pageToken(pageId)) return oauthError(res, "Invalid OAuth access token - Cannot parse access token");
      if (!proofOk(params)) return oauthError(res, "Invalid appsecret_proof provided in the API argument", 100);
      const since = Number(params.get("since") ?? 0) * 1000;
      const limit = Math.min(Number(params.get("limit") ?? 25), 100);
      if (!Number.isInteger(limit) || limit < 1)
        return send(res, 400, graphErrorBody(100, "(#100) The parameter limit must be a positive integer", { type: "OAuthException" }));
      const facebookTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "+0000");
      const feed = posts.filter((post) => post.pageId === pageId && post.at >= since).sort((a, b) => b.at - a.at);
      const cursor = (post: ReceivedPost) => Buffer.from(post.id).toString("base64url");
      const after = params.get("after");
      const start = after ? feed.findIndex((post) => cursor(post) === after) + 1 : 0;
      if (start === 0 && after) return send(res, 400, graphErrorBody(100, "(#100) Invalid cursor", { type: "OAuthException" }));
      const page = feed.slice(start, start + limit);
      const next =
        start + limit < feed.length
          ? `http://${req.headers.host}${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), limit: String(limit), after: cursor(page.at(-1)!) })}`
          : undefined;
      return send(res, 200, {
        data: page.map((post) => ({ id: post.id, message: post.message, created_time: facebookTime(post.at), is_published: true })),
        paging: { ...(page.length && { cursors: { before: cursor(page[0]!), after: cursor(page.at(-1)!) } }), ...(next && { next }) },
      });
    }

    // GET /{post-id}?fields=reactions.summary(total_count)…: engagement of a post this double received.
    const received = req.method === "GET" ? posts.find((p) => `/${p.id}` === url.pathname) : undefined;
    if (received) {
      if (params.get("access_token") !== pageToken(received.pageId)) return oauthError(res, "Invalid OAuth access token - Cannot parse access token");
      if (!proofOk(params)) return oauthError(res, "Invalid appsecret_proof provided in the API argument", 100);
      const n = received.message.length;
      return send(res, 200, {
        id: received.id,
        reactions: { data: [], summary: { total_count: n % 50, viewer_reaction: "NONE" } },
        comments: { data: [], summary: { order: "ranked", total_count: n % 7, can_comment: true } },
        ...(n % 3 ? { shares: { count: n % 3 } } : {}),
      });
    }

    // GET /debug_token?input_token=…, asked with the app token ({app-id}|{app-secret}): what Meta knows of a token.
    if (req.method === "GET" && url.pathname === "/debug_token") {
      if (params.get("access_token") !== `${appId}|${appSecret}` || !proofOk(params))
        return oauthError(res, "Invalid OAuth access token - Cannot parse access token");
      const input = String(params.get("input_token") ?? "");
      const known = tokenInfo.get(input);
      const pageId = [...pages, ...businesses.flatMap((b) => [...(b.ownedPages ?? []), ...(b.clientPages ?? [])])].find(
        (page) => pageToken(page.id) === input,
      )?.id;
      if (!known && !pageId)
        return send(res, 200, {
          data: { is_valid: false, scopes: [], error: { code: 190, message: "Invalid OAuth access token - Cannot parse access token" } },
        });
      return send(res, 200, {
        data: {
          app_id: appId,
          type: "PAGE",
          application: "Postloom",
          expires_at: 0,
          data_access_expires_at: 0,
          is_valid: true,
          scopes: [...GRANTED_SCOPES],
          profile_id: pageId,
          user_id: "10001",
          ...known,
        },
      });
    }

    // GET /{page-id or instagram-account-id}?fields=id: the cheap read that proves a token still reaches it.
    const account = req.method === "GET" ? pages.find((page) => url.pathname === `/${page.id}` || url.pathname === `/${page.instagram?.id}`) : undefined;
    if (account) {
      if (params.get("access_token") !== pageToken(account.id)) return oauthError(res, "Invalid OAuth access token - Cannot parse access token");
      if (!proofOk(params)) return oauthError(res, "Invalid appsecret_proof provided in the API argument", 100);
      return send(res, 200, { id: url.pathname.slice(1) });
    }

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
    requests,
    pageToken,
    /** A code the OAuth dialog would have handed to the callback (single use). */
    issueCode() {
      const code = `code-${randomBytes(6).toString("hex")}`;
      validCodes.add(code);
      return code;
    },
    setIntercept(fn: typeof intercept) {
      intercept = fn;
    },
    /** What debug_token answers of `token` (Meta's field names: is_valid, expires_at, scopes, error…), over the default. */
    setTokenInfo(token: string, data: Record<string, unknown>) {
      tokenInfo.set(token, data);
    },
    /**
     * The usage headers every reply carries from now on, by header name (`x-app-usage`,
     * `x-business-use-case-usage`, `x-page-usage`): an object is sent as its JSON, a string as it is (to send
     * something malformed). Nothing, or undefined, sends none.
     */
    setUsage(headers: Record<string, unknown> | undefined) {
      usageHeaders = Object.fromEntries(
        Object.entries(headers ?? {}).map(([name, value]) => [name, typeof value === "string" ? value : JSON.stringify(value)]),
      );
    },
    /** Drops every connection left hanging, as a dying network would. */
    releaseHung() {
      for (const res of hung) res.socket?.destroy();
      hung.clear();
    },
    /** Forgets every post, request and intercept, and drops connections left hanging. */
    reset() {
      this.releaseHung();
      posts.length = 0;
      requests.length = 0;
      intercept = undefined;
      tokenInfo.clear();
      usageHeaders = {};
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type GraphDouble = Awaited<ReturnType<typeof startGraphDouble>>;
