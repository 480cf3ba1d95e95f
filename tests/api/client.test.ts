import { describe, expect, it, vi } from "vitest";
import { ApiClientError, createApiClient } from "@/lib/api/client";

function setup(status: number, payload: unknown, page = "/dashboard") {
  const effects = {
    clearSessionCaches: vi.fn(),
    redirectToLogin: vi.fn(),
    redirectToOnboarding: vi.fn(),
    currentPage: vi.fn(() => page),
    openSubscriptionDialog: vi.fn(),
    toastError: vi.fn(),
    log: vi.fn(),
  };
  const fetchImpl = vi.fn(async () => new Response(JSON.stringify(payload), { status, headers: { "Content-Type": "application/json" } }));
  return { effects, fetchImpl, client: createApiClient(effects, fetchImpl as unknown as typeof fetch) };
}

describe("api client", () => {
  it("returns the envelope of a successful reply and sends JSON", async () => {
    const { client, fetchImpl } = setup(200, { statusCode: "OK", message: "OK", object: { id: 3 } });
    const reply = await client.post<{ id: number }>("/api/post/draft", { description: "x" }, { pageNo: 0, status: undefined });
    expect(reply.object.id).toBe(3);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/post/draft?pageNo=0");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"description":"x"}');
  });

  it("sends the browser to /login on 401", async () => {
    const { client, effects } = setup(401, { statusCode: "UNAUTHORIZED", message: "Please sign in", object: null });
    await expect(client.get("/api/business")).rejects.toBeInstanceOf(ApiClientError);
    expect(effects.redirectToLogin).toHaveBeenCalledOnce();
    expect(effects.openSubscriptionDialog).not.toHaveBeenCalled();
    expect(effects.log).not.toHaveBeenCalled();
  });

  it("clears the browser caches of the ended session before it leaves for /login", async () => {
    const { client, effects } = setup(401, { statusCode: "UNAUTHORIZED", message: "Please sign in to continue.", object: null });
    await expect(client.post("/api/post/draft", {})).rejects.toMatchObject({ status: 401 });
    expect(effects.clearSessionCaches).toHaveBeenCalledOnce();
    expect(effects.clearSessionCaches.mock.invocationCallOrder[0]).toBeLessThan(effects.redirectToLogin.mock.invocationCallOrder[0]);

    // Other refusals leave the caches alone.
    const refused = setup(422, { statusCode: "VALIDATION_ERROR", message: "Please select an industry", object: null });
    await expect(refused.client.post("/api/business", {})).rejects.toMatchObject({ status: 422 });
    expect(refused.effects.clearSessionCaches).not.toHaveBeenCalled();
  });

  describe("BUSINESS_NOT_FOUND", () => {
    const notFound = { statusCode: "BUSINESS_NOT_FOUND", message: "No brand profile found.", object: null };

    it("sends the browser to /onboarding from any page's call", async () => {
      const calls: [page: string, label: string, call: (client: ReturnType<typeof setup>["client"]) => Promise<unknown>][] = [
        ["/dashboard", "GET /api/business", (c) => c.get("/api/business")],
        ["/post-generator", "GET /api/business", (c) => c.get("/api/business")],
        ["/post-generator", "POST /api/post/draft", (c) => c.post("/api/post/draft", { description: "x" })],
        ["/business-profile", "POST /api/post/draft", (c) => c.post("/api/post/draft", { description: "x" })],
        ["/business-profile", "PUT /api/business", (c) => c.put("/api/business", {})],
        ["/business-profile", "POST /api/business", (c) => c.post("/api/business", {})],
      ];
      for (const [page, label, call] of calls) {
        const { client, effects } = setup(404, notFound, page);
        await expect(call(client)).rejects.toMatchObject({ code: "BUSINESS_NOT_FOUND", status: 404 });
        expect(effects.redirectToOnboarding, `${label} on ${page}`).toHaveBeenCalledOnce();
        expect(effects.redirectToLogin).not.toHaveBeenCalled();
        expect(effects.log).not.toHaveBeenCalled();
      }
    });

    it("stays on the Brand Profile page when its own GET /api/business finds none (the empty state)", async () => {
      for (const page of ["/business-profile", "/business-profile/"]) {
        const { client, effects } = setup(404, notFound, page);
        await expect(client.get("/api/business")).rejects.toMatchObject({ code: "BUSINESS_NOT_FOUND" });
        expect(effects.redirectToOnboarding).not.toHaveBeenCalled();
      }
    });

    it("recognises the code carried in `message` too", async () => {
      const { client, effects } = setup(404, { statusCode: "ERROR", message: "BUSINESS_NOT_FOUND", object: null });
      await expect(client.get("/api/business")).rejects.toMatchObject({ code: "BUSINESS_NOT_FOUND" });
      expect(effects.redirectToOnboarding).toHaveBeenCalledOnce();
    });
  });

  it("opens the Subscription Required dialog on NO_ACTIVE_SUBSCRIPTION", async () => {
    const { client, effects } = setup(402, {
      statusCode: "NO_ACTIVE_SUBSCRIPTION",
      message: "You need an active subscription to use this feature",
      object: null,
    });
    await expect(client.post("/api/post/draft", {})).rejects.toMatchObject({ code: "NO_ACTIVE_SUBSCRIPTION", status: 402 });
    expect(effects.openSubscriptionDialog).toHaveBeenCalledOnce();
    expect(effects.toastError).not.toHaveBeenCalled();
  });

  it("shows the 'Insufficient Credit Amount' toast on INSUFFICIENT_CREDIT_AMOUNT", async () => {
    const { client, effects } = setup(402, {
      statusCode: "INSUFFICIENT_CREDIT_AMOUNT",
      message: "Insufficient Credit Amount",
      object: { remainingCreditAmount: 3 },
    });
    await expect(client.post("/api/post/draft", {})).rejects.toMatchObject({ code: "INSUFFICIENT_CREDIT_AMOUNT" });
    expect(effects.toastError).toHaveBeenCalledWith("Insufficient Credit Amount");
    expect(effects.openSubscriptionDialog).not.toHaveBeenCalled();
  });

  it("recognises a code carried in `message` as the original server did", async () => {
    const { client, effects } = setup(400, { statusCode: "BAD_REQUEST", message: "NO_ACTIVE_SUBSCRIPTION", object: null });
    // statusCode wins when it is a known code; only an unknown statusCode falls back to message.
    await expect(client.get("/x")).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(effects.log).toHaveBeenCalledOnce();
    const second = setup(400, { statusCode: "ERROR", message: "NO_ACTIVE_SUBSCRIPTION", object: null });
    await expect(second.client.get("/x")).rejects.toMatchObject({ code: "NO_ACTIVE_SUBSCRIPTION" });
    expect(second.effects.openSubscriptionDialog).toHaveBeenCalledOnce();
  });

  it("only logs other errors, and exposes 422 field messages", async () => {
    const { client, effects } = setup(422, {
      statusCode: "VALIDATION_ERROR",
      message: "Please select an industry",
      object: { fieldErrors: { industry: ["Please select an industry"] } },
    });
    const error = await client.post("/api/business", {}).catch((e: ApiClientError) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect((error as ApiClientError).fieldErrors.industry).toEqual(["Please select an industry"]);
    expect(effects.log).toHaveBeenCalledOnce();
    expect(effects.redirectToLogin).not.toHaveBeenCalled();
    expect(effects.redirectToOnboarding).not.toHaveBeenCalled();
    expect(effects.toastError).not.toHaveBeenCalled();
  });

  it("treats a non-JSON 500 as INTERNAL_ERROR", async () => {
    const effects = {
      clearSessionCaches: vi.fn(),
      redirectToLogin: vi.fn(),
      redirectToOnboarding: vi.fn(),
      currentPage: () => "/dashboard",
      openSubscriptionDialog: vi.fn(),
      toastError: vi.fn(),
      log: vi.fn(),
    };
    const client = createApiClient(effects, (async () => new Response("<html>", { status: 502 })) as unknown as typeof fetch);
    await expect(client.get("/x")).rejects.toMatchObject({ code: "INTERNAL_ERROR", status: 502 });
    expect(effects.log).toHaveBeenCalledOnce();
  });
});
