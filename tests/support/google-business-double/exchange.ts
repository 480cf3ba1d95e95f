// The request a Google Business Profile double is answering, and what every route shares: replies (JSON, or none
// when an intercept drops the connection), errors in Google's google.rpc.Status envelope { error: { code, message,
// status, details? } }, the bearer token, scope and quota checks every API call passes, and the pageSize / pageToken
// every list takes.
import type { IncomingMessage, ServerResponse } from "node:http";
import { BUSINESS_SCOPE, PROJECT_NUMBER, SERVICES, activeToken, type ActiveToken, type DoubleState, type Service } from "./state";
import type { GoogleRequest } from "./types";

/** One request, read, to be answered by a route of the double. */
export type Exchange = {
  state: DoubleState;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  request: GoogleRequest;
  /** An intercept said acceptThen "drop": carry the request out, then answer nothing. */
  drop: boolean;
};

/** A route of the double: answers the request and says so, or leaves it to the next. */
export type Route = (exchange: Exchange) => boolean | Promise<boolean>;

/** Answers (JSON when there is a body), or drops the connection when an intercept said so; true, for a route to return. */
export function reply({ req, res, drop }: Exchange, status: number, body?: unknown, headers: Record<string, string> = {}): true {
  if (drop) {
    req.socket.destroy();
    return true;
  }
  res.writeHead(status, { ...(body !== undefined && { "Content-Type": "application/json; charset=UTF-8" }), ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
  return true;
}

/** An error body in Google's shape: a google.rpc.Status in an { error } envelope. */
export function googleErrorBody(code: number, status: string, message: string, details?: unknown[]) {
  return { error: { code, message, status, ...(details && { details }) } };
}

/** The 429 RESOURCE_EXHAUSTED of a service's per-minute quota: "0" is a project without Business Profile API access. */
export function googleQuotaErrorBody(limitValue = "0", service: Service = SERVICES.accounts) {
  return googleErrorBody(
    429,
    "RESOURCE_EXHAUSTED",
    `Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service '${service}' for consumer 'project_number:${PROJECT_NUMBER}'.`,
    [
      {
        "@type": "type.googleapis.com/google.rpc.ErrorInfo",
        reason: "RATE_LIMIT_EXCEEDED",
        domain: "googleapis.com",
        metadata: {
          quota_limit_value: limitValue,
          quota_metric: `${service}/default_requests`,
          service,
          quota_limit: "defaultPerMinutePerProject",
          consumer: `projects/${PROJECT_NUMBER}`,
          quota_location: "global",
        },
      },
    ],
  );
}

export const fail = (exchange: Exchange, code: number, status: string, message: string, details?: unknown[]): true =>
  reply(exchange, code, googleErrorBody(code, status, message, details));

/** 400 INVALID_ARGUMENT with a BadRequest naming the field (in the API's snake_case, e.g. "media[0].source_url"). */
export const invalidArgument = (exchange: Exchange, field: string, description: string): true =>
  fail(exchange, 400, "INVALID_ARGUMENT", "Request contains an invalid argument.", [
    { "@type": "type.googleapis.com/google.rpc.BadRequest", fieldViolations: [{ field, description }] },
  ]);

export const notFound = (exchange: Exchange): true => fail(exchange, 404, "NOT_FOUND", "Requested entity was not found.");

export const permissionDenied = (exchange: Exchange): true => fail(exchange, 403, "PERMISSION_DENIED", "The caller does not have permission");

export const UNAUTHENTICATED_MESSAGE =
  "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.";

/**
 * The caller of an API (not OAuth) call; or undefined, having answered as Google does: 401 for a missing, unknown,
 * expired or revoked access token, 403 for a token without business.manage, and (the project without API access)
 * 429 with quota_limit_value "0".
 */
export function apiCaller(exchange: Exchange, service: Service): ActiveToken | undefined {
  const token = /^Bearer +(\S+)$/i.exec(exchange.req.headers.authorization ?? "")?.[1];
  const active = token ? activeToken(exchange.state, token) : undefined;
  if (!active) {
    reply(exchange, 401, googleErrorBody(401, "UNAUTHENTICATED", UNAUTHENTICATED_MESSAGE), {
      "WWW-Authenticate": 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
    });
    return undefined;
  }
  if (!active.scopes.includes(BUSINESS_SCOPE)) {
    fail(exchange, 403, "PERMISSION_DENIED", "Request had insufficient authentication scopes.", [
      { "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "ACCESS_TOKEN_SCOPE_INSUFFICIENT", domain: "googleapis.com" },
    ]);
    return undefined;
  }
  if (exchange.state.quotaZero) {
    reply(exchange, 429, googleQuotaErrorBody("0", service));
    return undefined;
  }
  return active;
}

/** A JSON request body; or undefined, having answered 400 as Google does for a payload it cannot read. */
export function jsonBody(exchange: Exchange): { value: unknown } | undefined {
  const text = exchange.request.body.toString("utf8");
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const description = `Invalid JSON payload received. ${error instanceof Error ? error.message : "Unexpected token."}`;
    fail(exchange, 400, "INVALID_ARGUMENT", description, [{ "@type": "type.googleapis.com/google.rpc.BadRequest", fieldViolations: [{ description }] }]);
    return undefined;
  }
}

/** A form-encoded request body (empty unless the Content-Type says form). */
export function formBody(exchange: Exchange): URLSearchParams {
  const type = exchange.req.headers["content-type"] ?? "";
  return /^application\/x-www-form-urlencoded\b/i.test(type) ? new URLSearchParams(exchange.request.body.toString("utf8")) : new URLSearchParams();
}

/** An opaque page token: where the next page starts, for this list only. */
const pageToken = (list: string, offset: number) => Buffer.from(JSON.stringify({ list, offset })).toString("base64url");

/**
 * pageSize (1..max, `fallback` when absent or 0) and pageToken of a list; or undefined, having answered 400 INVALID_ARGUMENT.
 * `list` names the list (its parent), so a token of another list is refused.
 */
export function paging(exchange: Exchange, list: string, max: number, fallback: number): { offset: number; size: number } | undefined {
  const query = exchange.url.searchParams;
  const rawSize = query.get("pageSize");
  const size = rawSize === null || rawSize === "" ? 0 : Number(rawSize);
  if (!Number.isInteger(size)) {
    invalidArgument(exchange, "page_size", `Invalid value at 'page_size' (TYPE_INT32), "${rawSize}"`);
    return undefined;
  }
  if (size < 0 || size > max) {
    invalidArgument(exchange, "page_size", `page_size must be between 1 and ${max} (got ${size})`);
    return undefined;
  }
  const rawToken = query.get("pageToken");
  let offset = 0;
  if (rawToken) {
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(rawToken, "base64url").toString("utf8"));
    } catch {
      decoded = undefined;
    }
    const token = decoded as { list?: unknown; offset?: unknown } | undefined;
    if (!token || token.list !== list || !Number.isInteger(token.offset) || (token.offset as number) < 0) {
      invalidArgument(exchange, "page_token", "Invalid page_token.");
      return undefined;
    }
    offset = token.offset as number;
  }
  return { offset, size: size || fallback };
}

/**
 * One page of a list as Google answers it: the page under `key` and a nextPageToken when more follow. Proto3 JSON
 * leaves out empty and zero fields: an empty page has no `key` at all (an empty list answers {}).
 */
export function page<T>(
  list: string,
  key: string,
  all: T[],
  { offset, size }: { offset: number; size: number },
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const items = all.slice(offset, offset + size);
  const next = offset + size < all.length ? pageToken(list, offset + size) : undefined;
  return { ...(items.length && { [key]: items }), ...(next && { nextPageToken: next }), ...extra };
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};
