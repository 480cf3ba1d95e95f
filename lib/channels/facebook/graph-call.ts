// One call to Meta's Graph API, shared by the Facebook and Instagram clients: the JSON reply, or the
// failure sorted by what to do about it (facebook-error.ts). A success whose body is lost is unknown: Meta
// did the work, Postloom just can't read the result. Every reply's usage headers, errors' too, are read
// into graph-usage.ts, so deliveries can slow down before Meta's limits are reached.
import "server-only";
import { createHmac } from "node:crypto";
import { outbound, type Outbound, type OutboundInit, type OutboundReply } from "@/lib/http/outbound";
import { FacebookError, graphError, networkError } from "./facebook-error";
import { graphUsage, type GraphUsage } from "./graph-usage";

/** Tokens whose proof one client keeps; a process publishes for far fewer pages than this. */
const MAX_PROOFS = 1_000;

/**
 * appsecret_proof for a token: the token signed with the app secret (Meta's "Securing Graph API requests"),
 * so a leaked token is useless without the secret. Kept per token: a burst of deliveries signs the same few
 * page tokens thousands of times.
 */
export function appSecretProof(appSecret: string): (token: string) => string {
  const proofs = new Map<string, string>();
  return (token) => {
    let proof = proofs.get(token);
    if (proof === undefined) {
      if (proofs.size >= MAX_PROOFS) proofs.clear();
      proof = createHmac("sha256", appSecret).update(token).digest("hex");
      proofs.set(token, proof);
    }
    return proof;
  };
}

/** An insights edge's reply (Page and Instagram insights alike): each metric asked for, with its lifetime value. */
export type InsightsReply = { data?: { name?: string; values?: { value?: unknown }[]; total_value?: { value?: unknown } }[] };

/** A metric's value in an insights reply; null where Meta left it out (it answers an empty set rather than 0). */
export function insightValue(reply: InsightsReply, metric: string): number | null {
  const entry = reply.data?.find((item) => item.name === metric);
  const value = entry?.values?.at(-1)?.value ?? entry?.total_value?.value;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

export type GraphCall = <T>(url: string, init: OutboundInit, timeoutMs?: number) => Promise<T>;

export type GraphCallerOptions = { fetch?: Outbound; timeoutMs: number; usage?: GraphUsage };

export function graphCaller({ fetch: fetchImpl = outbound, timeoutMs: defaultTimeout, usage = graphUsage() }: GraphCallerOptions): GraphCall {
  return async function call<T>(url: string, init: OutboundInit, timeoutMs = defaultTimeout): Promise<T> {
    let response: OutboundReply;
    try {
      response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw networkError(error);
    }
    usage.record(response.headers);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (!response.ok) throw graphError(response.status, null);
      throw (error as Error)?.name === "TimeoutError"
        ? networkError(error)
        : new FacebookError("unknown", "Facebook sent an unreadable reply", { status: response.status });
    }
    if (!response.ok || (body as { error?: unknown })?.error) throw graphError(response.status, body);
    return body as T;
  };
}
