// One call to Meta's Graph API, shared by the Facebook and Instagram clients: the JSON reply, or the
// failure sorted by what to do about it (facebook-error.ts). A success whose body is lost is unknown: Meta
// did the work, Postloom just can't read the result.
import "server-only";
import { FacebookError, graphError, networkError } from "./facebook-error";

export type GraphCall = <T>(url: string, init: RequestInit, timeoutMs?: number) => Promise<T>;

export function graphCaller({ fetch: fetchImpl = (...args) => fetch(...args), timeoutMs: defaultTimeout }: { fetch?: typeof fetch; timeoutMs: number }): GraphCall {
  return async function call<T>(url: string, init: RequestInit, timeoutMs = defaultTimeout): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw networkError(error);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (!response.ok) throw graphError(response.status, null);
      throw (error as Error)?.name === "TimeoutError" ? networkError(error) : new FacebookError("unknown", "Facebook sent an unreadable reply", { status: response.status });
    }
    if (!response.ok || (body as { error?: unknown })?.error) throw graphError(response.status, body);
    return body as T;
  };
}
