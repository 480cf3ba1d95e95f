import { describe, expect, it, vi } from "vitest";
import { ApiClientError, createApiClient } from "@/lib/api/client";

function effects() {
  return {
    clearSessionCaches: vi.fn(),
    redirectToLogin: vi.fn(),
    redirectToOnboarding: vi.fn(),
    currentPage: () => "/business-profile",
    openSubscriptionDialog: vi.fn(),
    toastError: vi.fn(),
    log: vi.fn(),
  };
}

/** An NDJSON reply delivered in the given raw chunks (which may split lines anywhere). */
function ndjson(chunks: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "Content-Type": "application/x-ndjson; charset=utf-8" } });
}

function json(status: number, payload: unknown) {
  return new Response(JSON.stringify(payload), { status, headers: { "Content-Type": "application/json" } });
}

function client(reply: Response) {
  const fx = effects();
  const fetchImpl = vi.fn(async () => reply);
  return { fx, fetchImpl, api: createApiClient(fx, fetchImpl as unknown as typeof fetch) };
}

const done = { type: "done", envelope: { statusCode: "OK", message: "Post generated successfully!", object: { generatedPost: { id: 1 } } } };

describe("api client: stream", () => {
  it("hands over deltas as they arrive, even when a chunk splits a line, and returns the final envelope", async () => {
    const lines = [JSON.stringify({ type: "delta", text: "Hello " }), JSON.stringify({ type: "delta", text: "world" }), JSON.stringify(done)].join("\n") + "\n";
    const { api, fetchImpl } = client(ndjson([lines.slice(0, 7), lines.slice(7, 40), lines.slice(40)]));
    const deltas: string[] = [];
    const envelope = await api.stream("/api/post/draft/stream", { description: "x" }, { onDelta: (t) => deltas.push(t) });
    expect(deltas).toEqual(["Hello ", "world"]);
    expect(envelope).toEqual(done.envelope);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/post/draft/stream");
    expect(init).toMatchObject({ method: "POST", body: '{"description":"x"}' });
  });

  it("treats refusals before the stream like any request: dialog, toast, login, onboarding", async () => {
    const noPlan = client(json(402, { statusCode: "NO_ACTIVE_SUBSCRIPTION", message: "You need an active subscription to use this feature", object: null }));
    await expect(noPlan.api.stream("/s", {}, { onDelta: vi.fn() })).rejects.toMatchObject({ code: "NO_ACTIVE_SUBSCRIPTION", status: 402 });
    expect(noPlan.fx.openSubscriptionDialog).toHaveBeenCalledOnce();

    const poor = client(json(402, { statusCode: "INSUFFICIENT_CREDIT_AMOUNT", message: "Insufficient Credit Amount", object: { remainingCreditAmount: 4 } }));
    const error = await poor.api.stream("/s", {}, { onDelta: vi.fn() }).catch((e: ApiClientError) => e);
    expect(error).toMatchObject({ code: "INSUFFICIENT_CREDIT_AMOUNT", object: { remainingCreditAmount: 4 } });
    expect(poor.fx.toastError).toHaveBeenCalledWith("Insufficient Credit Amount");

    const signedOut = client(json(401, { statusCode: "UNAUTHORIZED", message: "Please sign in to continue.", object: null }));
    await expect(signedOut.api.stream("/s", {}, { onDelta: vi.fn() })).rejects.toBeInstanceOf(ApiClientError);
    expect(signedOut.fx.clearSessionCaches).toHaveBeenCalledOnce();
    expect(signedOut.fx.redirectToLogin).toHaveBeenCalledOnce();

    // Only the Brand Profile page's own GET /api/business may answer "no profile" without leaving.
    const noProfile = client(json(404, { statusCode: "BUSINESS_NOT_FOUND", message: "No brand profile found.", object: null }));
    await expect(noProfile.api.stream("/api/post/draft/stream", {}, { onDelta: vi.fn() })).rejects.toMatchObject({ code: "BUSINESS_NOT_FOUND" });
    expect(noProfile.fx.redirectToOnboarding).toHaveBeenCalledOnce();
  });

  it("turns an error event inside the stream into the same error, with its status", async () => {
    const failure = {
      type: "error",
      status: 503,
      envelope: { statusCode: "SERVICE_UNAVAILABLE", message: "The writer is not answering right now.", object: null },
    };
    const { api, fx } = client(ndjson([`${JSON.stringify({ type: "delta", text: "Hel" })}\n${JSON.stringify(failure)}\n`]));
    const deltas: string[] = [];
    await expect(api.stream("/s", {}, { onDelta: (t) => deltas.push(t) })).rejects.toMatchObject({ code: "SERVICE_UNAVAILABLE", status: 503 });
    expect(deltas).toEqual(["Hel"]);
    expect(fx.log).toHaveBeenCalledOnce();
  });

  it("reports a stream that ends without a result as a dropped connection", async () => {
    const { api, fx } = client(ndjson([`${JSON.stringify({ type: "delta", text: "Hel" })}\n`]));
    await expect(api.stream("/s", {}, { onDelta: vi.fn() })).rejects.toMatchObject({ code: "NETWORK_ERROR" });
    expect(fx.log).toHaveBeenCalledOnce();
  });
});
