// What one Graph double holds between requests, the request being answered, and the replies every route
// shares: JSON with Meta's usage headers, errors in Facebook's { error: { … } } shape, and the appsecret_proof check.
import { createHmac, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { DoublePage, GraphDoubleOptions, GraphRequest, Interception, ReceivedPost, UnpublishedPhoto } from "./types";

export type DoubleState = {
  appId: string;
  appSecret: string;
  redirectUri: string;
  pages: DoublePage[];
  businesses: NonNullable<GraphDoubleOptions["businesses"]>;
  pageSize: number;
  validCodes: Set<string>;
  shortTokens: Set<string>;
  longTokens: Set<string>;
  posts: ReceivedPost[];
  /** Photos uploaded with published=false, by id. */
  unpublishedPhotos: Map<string, UnpublishedPhoto>;
  requests: GraphRequest[];
  counter: number;
  intercept: ((request: GraphRequest) => Interception | undefined) | undefined;
  /** debug_token's data for a token, over the default (a valid page token of a known page, never expiring, every scope). */
  tokenInfo: Map<string, Record<string, unknown>>;
  hung: Set<ServerResponse>;
  /** Usage headers sent with every JSON reply, as Meta sends them (errors included). */
  usageHeaders: Record<string, string>;
};

export function createState(options: GraphDoubleOptions): DoubleState {
  return {
    appId: options.appId ?? "test-app",
    appSecret: options.appSecret ?? "test-secret",
    redirectUri: options.redirectUri ?? "http://localhost:3000/auth/facebook/callback",
    pages: options.pages ?? [
      { id: "1001", name: "Corner Bakery", instagram: { id: "17841400000001", username: "cornerbakery" } },
      { id: "1002", name: "Corner Bakery Events" },
      { id: "1003", name: "Corner Bakery Catering" },
    ],
    businesses: options.businesses ?? [],
    pageSize: options.pageSize ?? 100,
    validCodes: new Set<string>(),
    shortTokens: new Set<string>(),
    longTokens: new Set<string>(),
    posts: [],
    unpublishedPhotos: new Map<string, UnpublishedPhoto>(),
    requests: [],
    counter: 0,
    intercept: undefined,
    tokenInfo: new Map<string, Record<string, unknown>>(),
    hung: new Set<ServerResponse>(),
    usageHeaders: {},
  };
}

/** One request, read, to be answered by a route of the double. */
export type Exchange = {
  state: DoubleState;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: URLSearchParams | FormData;
  action: Interception | undefined;
};

/** A route of the double: answers the request and says so, or leaves it to the next. */
export type Route = (exchange: Exchange) => boolean | Promise<boolean>;

export const pageToken = (pageId: string) => `page-token-${pageId}`;

/** A code the OAuth dialog hands to the callback (single use). */
export function issueCode(state: DoubleState) {
  const code = `code-${randomBytes(6).toString("hex")}`;
  state.validCodes.add(code);
  return code;
}

export function graphErrorBody(code: number, message: string, extra: { type?: string; error_subcode?: number; is_transient?: boolean } = {}) {
  return { error: { message, type: extra.type ?? "OAuthException", code, ...extra, fbtrace_id: `A${randomBytes(8).toString("hex")}` } };
}

export const proofOk = (state: DoubleState, params: URLSearchParams | FormData) => {
  const token = String(params.get("access_token") ?? "");
  return params.get("appsecret_proof") === createHmac("sha256", state.appSecret).update(token).digest("hex");
};

/** Answers with JSON and the usage headers; true, for a route to return (it answered). */
export const send = (state: DoubleState, res: ServerResponse, status: number, body: unknown): true => {
  res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8", ...state.usageHeaders });
  res.end(JSON.stringify(body));
  return true;
};

export function oauthError(state: DoubleState, res: ServerResponse, message: string, code = 190, subcode?: number): true {
  return send(state, res, 400, graphErrorBody(code, message, subcode ? { error_subcode: subcode } : {}));
}
