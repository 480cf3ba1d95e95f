// A local stand-in for the OpenAI API that speaks its wire format: chat completions (JSON, or SSE when
// `stream` is set, with usage in the last chunk) and image generations (b64_json). Used by the production-path
// tests and the draft benchmark, through @ai-sdk/openai with `baseURL` pointed here.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

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
};

export type RecordedRequest = { path: string; authorization?: string; body: Record<string, unknown> };

// A 2x1 PNG, enough to be a real image.
export const DOUBLE_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4XxFgY3MCAAuNAwhjyBUMAAAAAElFTkSuQmCC", "base64");

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

  async function chat(body: Record<string, unknown>, response: ServerResponse) {
    const tokens = tokensOf(options.reply);
    const usage = { prompt_tokens: options.promptTokens, completion_tokens: tokens.length, total_tokens: options.promptTokens + tokens.length };
    const base = { id: "chatcmpl-double", created: Math.floor(Date.now() / 1000), model: String(body.model) };
    if (!body.stream) {
      await sleep(options.firstTokenDelayMs);
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ ...base, object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content: options.reply }, finish_reason: "stop" }], usage }));
      return;
    }
    response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    const send = (chunk: unknown) => response.write(`data: ${JSON.stringify(chunk)}\n\n`);
    const delta = (content: string | undefined, finish: string | null = null, extra: object = {}) =>
      send({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta: content === undefined ? { role: "assistant", content: "" } : { content }, finish_reason: finish }], ...extra });
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
      return response.end(JSON.stringify({ created: Math.floor(Date.now() / 1000), data: [{ b64_json: DOUBLE_PNG.toString("base64") }] }));
    }
    response.writeHead(404, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ error: { message: `Unknown path ${path}`, type: "invalid_request_error" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    options,
    requests,
    firstTokenSentAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OpenAIDouble = Awaited<ReturnType<typeof startOpenAIDouble>>;
