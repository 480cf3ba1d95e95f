import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { fail, ok, readJson, toErrorResponse } from "@/lib/api/envelope";
import { AppError, ERROR_STATUS } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";

async function body(response: Response) {
  return { status: response.status, json: await response.json() };
}

describe("envelope", () => {
  it("wraps a success in { statusCode: OK, message, object }", async () => {
    expect(await body(ok({ id: 1 }, "Saved"))).toEqual({
      status: 200,
      json: { statusCode: "OK", message: "Saved", object: { id: 1 } },
    });
  });

  it("builds an error reply with the code as statusCode", async () => {
    expect(await body(fail("NOT_FOUND", "Gone", 404))).toEqual({
      status: 404,
      json: { statusCode: "NOT_FOUND", message: "Gone", object: null },
    });
  });
});

describe("error table", () => {
  it.each([
    ["UNAUTHORIZED", 401],
    ["NO_ACTIVE_SUBSCRIPTION", 402],
    ["INSUFFICIENT_CREDIT_AMOUNT", 402],
    ["NOT_FOUND", 404],
    ["BUSINESS_NOT_FOUND", 404],
    ["CONFLICT", 409],
    ["VALIDATION_ERROR", 422],
    ["RATE_LIMITED", 429],
    ["INTERNAL_ERROR", 500],
  ] as const)("%s answers HTTP %i", async (code, status) => {
    expect(ERROR_STATUS[code]).toBe(status);
    const reply = await body(toErrorResponse(new AppError(code)));
    expect(reply.status).toBe(status);
    expect(reply.json.statusCode).toBe(code);
    expect(reply.json.message).toEqual(expect.any(String));
  });

  it("keeps the spec's texts for the credit and subscription errors", () => {
    expect(new AppError("INSUFFICIENT_CREDIT_AMOUNT").message).toBe("Insufficient Credit Amount");
    expect(new AppError("NO_ACTIVE_SUBSCRIPTION").message).toBe("You need an active subscription to use this feature");
  });
});

describe("toErrorResponse", () => {
  it("turns a zod failure into 422 VALIDATION_ERROR with the field messages", async () => {
    const schema = z.object({ name: z.string().min(2, "Business name must be at least 2 characters"), age: z.number() });
    const result = schema.safeParse({ name: "a", age: "x" });
    const reply = await body(toErrorResponse(result.error));
    expect(reply.status).toBe(422);
    expect(reply.json.statusCode).toBe("VALIDATION_ERROR");
    expect(reply.json.message).toBe("Business name must be at least 2 characters");
    expect(reply.json.object.fieldErrors.name).toEqual(["Business name must be at least 2 characters"]);
    expect(reply.json.object.fieldErrors.age).toHaveLength(1);
  });

  it("answers an unknown error with a 500 that carries no internal text", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const reply = await body(toErrorResponse(new Error("password=hunter2 at db.internal:5432")));
    expect(reply.status).toBe(500);
    expect(reply.json.statusCode).toBe("INTERNAL_ERROR");
    expect(JSON.stringify(reply.json)).not.toContain("hunter2");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("maps Prisma's record-not-found to 404 NOT_FOUND", async () => {
    const reply = await body(toErrorResponse(Object.assign(new Error("No record"), { code: "P2025" })));
    expect(reply).toMatchObject({ status: 404, json: { statusCode: "NOT_FOUND" } });
  });
});

describe("apiHandler and readJson", () => {
  const echo = apiHandler(async (request) => ok(await readJson(request)));
  const post = (body: BodyInit, headers: Record<string, string> = { "content-type": "application/json" }) =>
    echo(new Request("http://x/api", { method: "POST", body, headers, duplex: "half" } as RequestInit), {});

  it("answers malformed JSON with 400, not 500", async () => {
    expect(await body(await post("{nope"))).toMatchObject({ status: 400, json: { statusCode: "BAD_REQUEST" } });
  });

  it("passes a good body through", async () => {
    expect(await body(await post('{"a":1}'))).toEqual({ status: 200, json: { statusCode: "OK", message: "OK", object: { a: 1 } } });
  });

  it("accepts JSON with a charset and JSON-based types", async () => {
    expect((await post('{"a":1}', { "content-type": "application/json; charset=utf-8" })).status).toBe(200);
    expect((await post('{"a":1}', { "content-type": "application/merge-patch+json" })).status).toBe(200);
  });

  it("refuses a body of another content type with 415", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/jsonp"]) {
      expect(await body(await post('{"a":1}', { "content-type": type }))).toMatchObject({ status: 415, json: { statusCode: "UNSUPPORTED_MEDIA_TYPE" } });
    }
  });

  it("refuses a declared length over 64 kB with 413 before reading the body", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(16 * 1024));
      },
    });
    const reply = await body(await post(stream, { "content-type": "application/json", "content-length": String(20 * 1024 * 1024) }));
    expect(reply).toMatchObject({ status: 413, json: { statusCode: "PAYLOAD_TOO_LARGE", message: "The request body must be at most 64 kB." } });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("stops reading an undeclared body as soon as it passes the limit", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const reply = await body(await post(stream));
    expect(reply).toMatchObject({ status: 413, json: { statusCode: "PAYLOAD_TOO_LARGE" } });
    // 20 MB would be 1,280 chunks; reading stops after the fifth (80 kB).
    expect(pulled).toBeLessThan(8);
  });

  it("answers a body that is not UTF-8 with 400", async () => {
    const reply = await body(await post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])));
    expect(reply).toMatchObject({ status: 400, json: { statusCode: "BAD_REQUEST" } });
  });

  it("answers next/navigation's notFound() with the 404 envelope", async () => {
    const { notFound } = await import("next/navigation");
    const handler = apiHandler(async () => notFound());
    expect(await body(await handler(new Request("http://x/api"), {}))).toMatchObject({ status: 404, json: { statusCode: "NOT_FOUND" } });
  });
});
