// The channels' HTTP calls (lib/http/outbound.ts) against a real local server: what arrives is what fetch would
// have sent, a reply reads as fetch's would, and each way a call fails surfaces as the failure the channels sort
// (lib/channels/channel.ts networkFailure) into sent and not sent.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { networkFailure } from "@/lib/channels/channel";
import { MAX_REPLY_BYTES, outbound } from "@/lib/http/outbound";

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer };

let server: http.Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      switch (request.url) {
        case "/json":
          response.setHeader("content-type", "application/json");
          response.setHeader("x-app-usage", '{"call_count":12}');
          return response.end(JSON.stringify({ id: "123_456", name: "Café ☕" }));
        case "/refused":
          response.statusCode = 400;
          return response.end(JSON.stringify({ error: { message: "Invalid parameter", code: 100 } }));
        case "/not-json":
          return response.end("<html>Bad gateway</html>");
        case "/huge":
          return response.end(Buffer.alloc(MAX_REPLY_BYTES + 1, 32));
        case "/slow":
          return setTimeout(() => response.end("{}"), 1_000);
        case "/stalls-mid-body":
          response.writeHead(500, { "content-type": "application/json" });
          response.write('{"error":');
          return setTimeout(() => response.end("{}}"), 1_000);
        case "/redirect":
          response.writeHead(302, { location: "/json" });
          return response.end();
        default:
          response.end("{}");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const last = () => seen.at(-1)!;

describe("what is sent", () => {
  it("a form goes with fetch's content type, and the caller's headers go as given", async () => {
    await outbound(`${base}/form`, {
      method: "POST",
      headers: { Authorization: "Bearer t", Accept: "application/json" },
      body: new URLSearchParams({ message: "Fresh bread & coffee\n10% off", access_token: "t" }),
    });
    expect(last().method).toBe("POST");
    expect(last().headers["content-type"]).toBe("application/x-www-form-urlencoded;charset=UTF-8");
    expect(last().headers.authorization).toBe("Bearer t");
    expect(last().headers.accept).toBe("application/json");
    expect(last().headers["user-agent"]).toBe("Postloom");
    expect(Object.fromEntries(new URLSearchParams(last().body.toString()))).toEqual({ message: "Fresh bread & coffee\n10% off", access_token: "t" });
  });

  it("JSON text keeps the caller's content type; bytes go as they are", async () => {
    await outbound(`${base}/text`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ a: "é" }) });
    expect(last().headers["content-type"]).toBe("application/json");
    expect(JSON.parse(last().body.toString("utf8"))).toEqual({ a: "é" });

    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    await outbound(`${base}/bytes`, { method: "PUT", headers: { "Content-Type": "image/png" }, body: bytes });
    expect(last().method).toBe("PUT");
    expect([...last().body]).toEqual([...bytes]);
    expect(last().headers["content-length"]).toBe("6");
  });

  it("a multipart form arrives as fetch encodes it: each field and the file, with its type and name", async () => {
    const form = new FormData();
    form.append("caption", "Line one\nLine two 🥐");
    form.append("source", new Blob([new Uint8Array([1, 2, 3, 4])], { type: "image/jpeg" }), "photo.jpg");
    await outbound(`${base}/multipart`, { method: "POST", body: form });

    const type = last().headers["content-type"]!;
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    const parsed = await new Response(new Uint8Array(last().body), { headers: { "content-type": type } }).formData();
    expect(parsed.get("caption")).toBe("Line one\r\nLine two 🥐");
    const file = parsed.get("source") as File;
    expect(file.name).toBe("photo.jpg");
    expect(file.type).toBe("image/jpeg");
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 2, 3, 4]);
  });
});

describe("what comes back", () => {
  it("a reply reads as fetch's: status, headers by any case, and its JSON", async () => {
    const reply = await outbound(`${base}/json`, { method: "GET" });
    expect(reply.status).toBe(200);
    expect(reply.ok).toBe(true);
    expect(reply.headers.get("X-App-Usage")).toBe('{"call_count":12}');
    expect(reply.headers.get("x-missing")).toBeNull();
    expect(await reply.json()).toEqual({ id: "123_456", name: "Café ☕" });
  });

  it("a refusal is a reply, not a failure, and its body can be read more than once", async () => {
    const reply = await outbound(`${base}/refused`, { method: "POST", body: "x" });
    expect(reply.status).toBe(400);
    expect(reply.ok).toBe(false);
    expect(await reply.json()).toEqual({ error: { message: "Invalid parameter", code: 100 } });
    expect(await reply.text()).toContain("Invalid parameter");
  });

  it("a body that is not JSON throws when read as JSON, and reads as text", async () => {
    const reply = await outbound(`${base}/not-json`, {});
    await expect(reply.json()).rejects.toThrow(SyntaxError);
    expect(await reply.text()).toBe("<html>Bad gateway</html>");
  });

  it("a redirect is answered, not followed", async () => {
    const reply = await outbound(`${base}/redirect`, { method: "POST", body: "x" });
    expect(reply.status).toBe(302);
    expect(reply.ok).toBe(false);
    expect(last().url).toBe("/redirect");
  });
});

describe("how a call fails", () => {
  it("a body that is too large is not kept: reading it fails, and the status stands", async () => {
    const reply = await outbound(`${base}/huge`, {});
    expect(reply.status).toBe(200);
    const failure = await reply.text().then(
      () => null,
      (error: unknown) => error,
    );
    expect((failure as { code?: string }).code).toBe("REPLY_TOO_LARGE");
  });

  it("a service that does not answer in time is a time-out: it may have done the work", async () => {
    const failure = await outbound(`${base}/slow`, { signal: AbortSignal.timeout(100) }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(networkFailure(failure, "LinkedIn")).toEqual({ kind: "unknown", message: "LinkedIn did not answer in time" });
  });

  it("a body that stalls after its status is a time-out when read; the status stands", async () => {
    const reply = await outbound(`${base}/stalls-mid-body`, { signal: AbortSignal.timeout(200) });
    expect(reply.status).toBe(500);
    const failure = await reply.json().then(
      () => null,
      (error: unknown) => error,
    );
    expect((failure as Error).name).toBe("TimeoutError");
  });

  it("a service that can't be reached was never sent the request", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const failure = await outbound(`http://127.0.0.1:${port}/`, { method: "POST", body: "x" }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(networkFailure(failure, "Google")).toEqual({ kind: "retryable", message: "Could not reach Google (ECONNREFUSED)" });
  });
});
