// The reply envelope of every /api route (docs/product.md §7): { statusCode, message, object }.
import "server-only";
import { ZodError, z } from "zod";
import { AppError, isErrorCode, type ErrorCode } from "./errors";

export type Envelope<T = unknown> = {
  statusCode: "OK" | ErrorCode;
  message: string;
  object: T;
};

export type FieldErrors = Record<string, string[]>;

export function ok<T>(object: T, message = "OK", init?: ResponseInit): Response {
  return Response.json({ statusCode: "OK", message, object } satisfies Envelope<T>, init);
}

/**
 * `ok` for an object that is JSON text already (built by the database): sent on without parsing it.
 * `no-transform` keeps the server (and any proxy) from gzipping it: a page of posts (10 by default) is a few kB,
 * which goes out in TCP's first round trip either way, and compressing it was the largest cost of the list
 * route over the framework's floor (bench:posts). `private, no-store`: a user's own data, kept by no cache.
 */
export function okJson(json: string): Response {
  return new Response(`{"statusCode":"OK","message":"OK","object":${json}}`, {
    headers: { "Content-Type": "application/json", "Cache-Control": "private, no-store, no-transform" },
  });
}

/** How a user's own image is kept by their browser: for good, since its bytes never change (its address is new). */
export const IMMUTABLE = "private, max-age=31536000, immutable";

/** An image as a reply: its type and length, how long it may be kept (`cacheControl`), and never sniffed as another type. */
export function imageReply(bytes: Uint8Array<ArrayBuffer>, contentType: string, cacheControl: string): Response {
  return new Response(bytes, {
    headers: { "Content-Type": contentType, "Content-Length": String(bytes.byteLength), "Cache-Control": cacheControl, "X-Content-Type-Options": "nosniff" },
  });
}

export function fail(code: ErrorCode, message: string, status: number, object: unknown = null): Response {
  return Response.json({ statusCode: code, message, object } satisfies Envelope, { status });
}

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

function isPrismaNotFound(error: unknown) {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2025";
}

export type DescribedError = { code: ErrorCode; message: string; status: number; object: unknown };

/** What a client may learn about anything thrown: code, message, HTTP status, details. Unknown errors never leak their text. */
export function describeError(error: unknown): DescribedError {
  if (error instanceof AppError) return { code: error.code, message: error.message, status: error.status, object: error.details ?? null };
  if (error instanceof ZodError) {
    const fieldErrors = fieldErrorsOf(error);
    const first = error.issues[0]?.message ?? "Please check the highlighted fields.";
    return { code: "VALIDATION_ERROR", message: first, status: 422, object: { fieldErrors } };
  }
  if (isPrismaNotFound(error)) return { code: "NOT_FOUND", message: "We couldn't find that.", status: 404, object: null };
  console.error("[api] unexpected error", error);
  return { code: "INTERNAL_ERROR", message: "Something went wrong on our side. Please try again.", status: 500, object: null };
}

/** Turns anything thrown by a handler into an envelope reply. */
export function toErrorResponse(error: unknown): Response {
  const { code, message, status, object } = describeError(error);
  return fail(code, message, status, object);
}

/** The largest JSON body a route reads, unless it asks for more. */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * Reads a body as UTF-8 text, refusing one larger than `limit` bytes with 413: a declared length is
 * refused before reading, and an undeclared one is read only until it passes the limit.
 */
export async function readBody(request: Request, limit: number): Promise<string> {
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", `The request body must be at most ${Math.round(limit / 1024)} kB.`);
  if (Number(request.headers.get("content-length")) > limit) {
    await request.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new AppError("BAD_REQUEST", "The request body must be UTF-8 text.");
  }
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** Reads a JSON body (at most `limit` bytes): other content types answer 415, malformed JSON 400, never a 500. */
export async function readJson(request: Request, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const text = await readBody(request, limit);
  if (!text.trim()) return {};
  if (!JSON_TYPE.test(request.headers.get("content-type") ?? "")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the request body as JSON (Content-Type: application/json).");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body must be valid JSON.");
  }
}

/** Parses input with a domain schema; failures become 422 VALIDATION_ERROR through toErrorResponse. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  return schema.parse(input);
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === "object" &&
    value !== null &&
    "statusCode" in value &&
    (value.statusCode === "OK" || isErrorCode((value as { statusCode: unknown }).statusCode))
  );
}
