// A local stand-in for the OpenAI API that speaks its wire format: chat completions (JSON, or SSE when
// `stream` is set, with usage in the last chunk) and image generations (b64_json). Used by the production-path
// tests and the draft benchmark, through @ai-sdk/openai with `baseURL` pointed here.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { deflateSync } from "node:zlib";

export type OpenAIDoubleOptions = {
  /** The post the "model" writes. */
  reply: string;
  /** Wait before the first token (the model thinking), in ms. */
  firstTokenDelayMs: number;
  /** Wait between streamed tokens, in ms. */
  tokenDelayMs: number;
  /** Answer every call with this HTTP error instead. */
  failWith?: number;
  promptTokens: number;
  /** Writes the reply from the request instead of `reply` (the browser tests' double writes from the brief). */
  compose?: (body: Record<string, unknown>) => string | Promise<string>;
  /** The generated image's size; a 2x1 PNG when unset. */
  imageSize?: { width: number; height: number };
  /** Listen here (the browser tests' stack has fixed ports); any free port otherwise. */
  port?: number;
};

export type RecordedRequest = { path: string; authorization?: string; body: Record<string, unknown> };
/** A chat completion as the model served it: when its request arrived and when its reply ended (Date.now()). */
export type ChatCall = { body: Record<string, unknown>; startedAt: number; endedAt: number };

// A 2x1 PNG, enough to be a real image.
export const DOUBLE_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4XxFgY3MCAAuNAwhjyBUMAAAAAElFTkSuQmCC", "base64");

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => (bytes.reduce((c, b) => CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;

/** A plain PNG of the given size (a soft two-colour gradient), as an image model would return one. */
export function pngOfSize(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const shade = Math.round((y / height) * 80);
    for (let x = 0; x < width; x++) rows.set([240 - shade, 200 - shade, 150], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const tokensOf = (text: string) => text.match(/\S+\s*/g) ?? [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

export async function startOpenAIDouble(initial: Partial<OpenAIDoubleOptions> = {}) {
  const options: OpenAIDoubleOptions = {
    reply: "Autumn is here at Crumb & Co! Pumpkin soup and warm cinnamon buns are on the menu from Monday. Come and taste them.",
    firstTokenDelayMs: 0,
    tokenDelayMs: 0,
    promptTokens: 321,
    ...initial,
  };
  const requests: RecordedRequest[] = [];
  /** performance.now() when each streamed reply sent its first token. */
  const firstTokenSentAt: number[] = [];
  const chatCalls: ChatCall[] = [];

  const image = options.imageSize ? pngOfSize(options.imageSize.width, options.imageSize.height) : DOUBLE_PNG;

  async function chat(body: Record<string, unknown>, response: ServerResponse) {
    const startedAt = Date.now();
    response.on("finish", () => chatCalls.push({ body, startedAt, endedAt: Date.now() }));
    const reply = (await options.compose?.(body)) ?? options.reply;
    const tokens = tokensOf(reply);
    const usage = { prompt_tokens: options.promptTokens, completion_tokens: tokens.length, total_tokens: options.promptTokens + tokens.length };
    const base = { id: "chatcmpl-double", created: Math.floor(Date.now() / 1000), model: String(body.model) };
    if (!body.stream) {
      // A reply in one piece comes once the whole of it is written, as a model's does.
      await sleep(options.firstTokenDelayMs + options.tokenDelayMs * Math.max(tokens.length - 1, 0));
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify({
          ...base,
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content: reply }, finish_reason: "stop" }],
          usage,
        }),
      );
      return;
    }
    response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    const send = (chunk: unknown) => response.write(`data: ${JSON.stringify(chunk)}\n\n`);
    const delta = (content: string | undefined, finish: string | null = null, extra: object = {}) =>
      send({
        ...base,
        object: "chat.completion.chunk",
        choices: [{ index: 0, delta: content === undefined ? { role: "assistant", content: "" } : { content }, finish_reason: finish }],
        ...extra,
      });
    delta(undefined);
    await sleep(options.firstTokenDelayMs);
    for (const [index, token] of tokens.entries()) {
      if (index > 0 && options.tokenDelayMs) await sleep(options.tokenDelayMs);
      if (index === 0) firstTokenSentAt.push(performance.now());
      delta(token);
    }
    delta("", "stop");
    send({ ...base, object: "chat.completion.chunk", choices: [], usage });
    response.end("data: [DONE]\n\n");
  }

  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://double").pathname;
    const body = await readBody(request);
    requests.push({ path, authorization: request.headers.authorization, body });
    if (!request.headers.authorization?.startsWith("Bearer ")) {
      response.writeHead(401, { "Content-Type": "application/json" });
      return response.end(JSON.stringify({ error: { message: "Missing API key", type: "invalid_request_error", code: "invalid_api_key" } }));
    }
    if (options.failWith) {
      response.writeHead(options.failWith, { "Content-Type": "application/json" });
      return response.end(JSON.stringify({ error: { message: "The server had an error", type: "server_error", code: null } }));
    }
    if (request.method === "POST" && path === "/v1/chat/completions") return chat(body, response);
    if (request.method === "POST" && path === "/v1/images/generations") {
      response.writeHead(200, { "Content-Type": "application/json" });
      return response.end(JSON.stringify({ created: Math.floor(Date.now() / 1000), data: [{ b64_json: image.toString("base64") }] }));
    }
    response.writeHead(404, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ error: { message: `Unknown path ${path}`, type: "invalid_request_error" } }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    options,
    requests,
    firstTokenSentAt,
    chatCalls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OpenAIDouble = Awaited<ReturnType<typeof startOpenAIDouble>>;
