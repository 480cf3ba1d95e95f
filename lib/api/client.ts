// The browser's one way to call /api. TanStack Query hooks use it.
// 401 → the user's browser caches are cleared, then /login; BUSINESS_NOT_FOUND → /onboarding (except the
// Brand Profile page's own load, whose empty state is the answer); NO_ACTIVE_SUBSCRIPTION → the Subscription
// Required dialog; INSUFFICIENT_CREDIT_AMOUNT → the credit toast; anything else is only logged.
import type { Envelope } from "./envelope";
import { isErrorCode, type ErrorCode } from "./errors";
import { readNdjson, type StreamEvent } from "./ndjson";

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "NETWORK_ERROR",
    message: string,
    readonly object: unknown = null,
  ) {
    super(message);
    this.name = "ApiClientError";
  }

  /** Field messages of a 422 VALIDATION_ERROR reply. */
  get fieldErrors(): Record<string, string[]> {
    const object = this.object as { fieldErrors?: Record<string, string[]> } | null;
    return object?.fieldErrors ?? {};
  }
}

/**
 * What the server said when it refused a request (a 4xx): a message meant for the owner. Null for anything
 * else (the network, the server's own failure, not an API error at all), where the screen says it in its words.
 */
export function refusalMessage(error: unknown): string | null {
  return error instanceof ApiClientError && error.code !== "NETWORK_ERROR" && error.status < 500 ? error.message : null;
}

export type ApiClientEffects = {
  /** Drops what the browser keeps for the signed-in user (the session has ended). */
  clearSessionCaches: () => void;
  redirectToLogin: () => void;
  redirectToOnboarding: () => void;
  /** The path of the page the browser shows. */
  currentPage: () => string;
  /** Opens the Subscription Required dialog, saying why (the reply's message: no plan, or a trial that ended). */
  openSubscriptionDialog: (message: string) => void;
  toastError: (message: string) => void;
  log: (error: ApiClientError) => void;
};

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
};

export function buildUrl(path: string, query?: RequestOptions["query"]) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The Brand Profile page loading the profile: there, "no profile" is the empty state, not a reason to leave. */
const BRAND_PROFILE_PAGE = "/business-profile";
const isBrandProfileLoad = (method: string, path: string, page: string) =>
  method === "GET" && path.split("?")[0] === "/api/business" && page.replace(/\/+$/, "") === BRAND_PROFILE_PAGE;

type Call = { method: string; path: string };

export function createApiClient(effects: ApiClientEffects, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  function handle(error: ApiClientError, call: Call): never {
    if (error.status === 401) {
      // The session is over: nothing of this user's may outlive it in the browser, whoever signs in next.
      effects.clearSessionCaches();
      effects.redirectToLogin();
    } else if (error.code === "BUSINESS_NOT_FOUND" && !isBrandProfileLoad(call.method, call.path, effects.currentPage())) {
      effects.redirectToOnboarding();
    } else if (error.code === "NO_ACTIVE_SUBSCRIPTION") effects.openSubscriptionDialog(error.message);
    else if (error.code === "INSUFFICIENT_CREDIT_AMOUNT") effects.toastError("Insufficient Credit Amount");
    else effects.log(error);
    throw error;
  }

  /** The error a failed reply stands for. A reply's own code wins (the spec also reads codes from `message`); else the status decides. */
  function errorFrom(status: number, statusText: string, payload: Partial<Envelope> | null): ApiClientError {
    const code = payload?.statusCode;
    const errorCode: ErrorCode = isErrorCode(code)
      ? code
      : isErrorCode(payload?.message)
        ? payload.message
        : status === 401
          ? "UNAUTHORIZED"
          : status >= 500
            ? "INTERNAL_ERROR"
            : "BAD_REQUEST";
    return new ApiClientError(status || 500, errorCode, payload?.message ?? statusText, payload?.object ?? null);
  }

  async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
    const { method = "GET", body, query, signal } = options;
    try {
      return await fetchImpl(buildUrl(path, query), {
        method,
        signal,
        credentials: "same-origin",
        headers: body === undefined ? { Accept: accept } : { Accept: accept, "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (cause) {
      if ((cause as Error)?.name === "AbortError") throw cause;
      return handle(new ApiClientError(0, "NETWORK_ERROR", "We couldn't reach Postloom. Check your connection."), { method, path });
    }
  }

  /** Sends a request and returns the full envelope of a successful reply; throws ApiClientError otherwise. */
  async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    const response = await send(path, options, "application/json");
    const payload = (await response.json().catch(() => null)) as Partial<Envelope<T>> | null;
    if (response.ok && payload?.statusCode === "OK") return payload as Envelope<T>;
    return handle(errorFrom(response.status, response.statusText, payload), { method: options.method ?? "GET", path });
  }

  /**
   * POSTs and reads a streamed (NDJSON) reply: `onDelta` gets the text as it arrives, the promise the final
   * envelope. Refusals before the stream and errors inside it get the same handling as `request`.
   */
  async function stream<T>(path: string, body: unknown, { onDelta, signal }: { onDelta: (text: string) => void; signal?: AbortSignal }): Promise<Envelope<T>> {
    const call = { method: "POST", path };
    const response = await send(path, { method: "POST", body, signal }, "application/x-ndjson, application/json");
    if (!response.ok || !response.body || !response.headers.get("Content-Type")?.includes("ndjson")) {
      const payload = (await response.json().catch(() => null)) as Partial<Envelope<T>> | null;
      return handle(errorFrom(response.status, response.statusText, payload), call);
    }
    let outcome: Extract<StreamEvent<T>, { type: "done" | "error" }> | undefined;
    try {
      await readNdjson<T>(response.body, (event) => {
        if (event.type === "delta") onDelta(event.text);
        else outcome = event;
      });
    } catch (cause) {
      if ((cause as Error)?.name === "AbortError") throw cause;
      return handle(new ApiClientError(0, "NETWORK_ERROR", "The connection dropped before the reply was complete."), call);
    }
    if (outcome?.type === "done") return outcome.envelope;
    if (outcome?.type === "error") return handle(errorFrom(outcome.status, "", outcome.envelope), call);
    return handle(new ApiClientError(0, "NETWORK_ERROR", "The connection dropped before the reply was complete."), call);
  }

  return {
    request,
    stream,
    get: <T>(path: string, query?: RequestOptions["query"]) => request<T>(path, { query }),
    post: <T>(path: string, body?: unknown, query?: RequestOptions["query"]) => request<T>(path, { method: "POST", body: body ?? {}, query }),
    put: <T>(path: string, body?: unknown) => request<T>(path, { method: "PUT", body: body ?? {} }),
    patch: <T>(path: string, body?: unknown) => request<T>(path, { method: "PATCH", body: body ?? {} }),
    delete: <T>(path: string, body?: unknown, query?: RequestOptions["query"]) => request<T>(path, { method: "DELETE", body, query }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
