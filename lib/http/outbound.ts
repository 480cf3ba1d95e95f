// The calls the channels make to their APIs (lib/channels), through undici's `request` on one keep-alive pool
// rather than the global fetch. A burst of scheduled posts makes tens of thousands of them, and fetch's web
// streams, with Next's wrapper around the global fetch, cost the server several times what the call itself
// does (docs/architecture.md, "Channels"). The calls keep fetch's shape, so a test may hand a client fetch itself.
// - A reply is read whole before it is handed over, so the caller's signal covers its body too and no connection
//   is left holding one unread.
// - A body that breaks off after the status came, or runs past MAX_REPLY_BYTES (the APIs answer with small JSON
//   documents), is kept as its failure: reading it throws, as fetch's would, and the status stands.
// - A multipart form goes as fetch would encode it; undici's own encoder takes only its own FormData.
// - Redirects are not followed: none of the APIs sends one, and a POST must not be repeated elsewhere.
// - Failures are fetch's: a TimeoutError when the signal ends the call, or an error with the socket's `code`
//   (ECONNREFUSED, UND_ERR_SOCKET, ...), which lib/channels/channel.ts sorts into sent and not sent.
import "server-only";
import { Agent, request } from "undici";

/** What a request may carry: the bodies the channels send, with fetch's content types for them. */
export type OutboundInit = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | URLSearchParams | FormData | Uint8Array<ArrayBuffer> | null;
  signal?: AbortSignal;
};

/** The part of fetch's Response the channels read. */
export type OutboundReply = {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  text(): Promise<string>;
};

export type Outbound = (url: string, init: OutboundInit) => Promise<OutboundReply>;

/** The largest reply read: a listing page of an API is a few hundred KB at most. */
export const MAX_REPLY_BYTES = 4 * 1024 * 1024;
const USER_AGENT = "Postloom";

let pool: Agent | undefined;

class ReplyTooLarge extends Error {
  readonly code = "REPLY_TOO_LARGE";
  constructor() {
    super(`The reply was larger than ${MAX_REPLY_BYTES} bytes`);
  }
}

/** The body and the content type fetch would send for it, unless the caller named one. */
async function payload(body: OutboundInit["body"]): Promise<{ data: string | Uint8Array | undefined; type?: string }> {
  if (body == null) return { data: undefined };
  if (typeof body === "string") return { data: body, type: "text/plain;charset=UTF-8" };
  if (body instanceof URLSearchParams) return { data: body.toString(), type: "application/x-www-form-urlencoded;charset=UTF-8" };
  if (body instanceof Uint8Array) return { data: body };
  // A multipart form (a photo upload), encoded with its boundary exactly as fetch encodes it.
  const form = new Response(body);
  return { data: new Uint8Array(await form.arrayBuffer()), type: form.headers.get("content-type")! };
}

async function readWhole(body: AsyncIterable<Uint8Array> & { destroy(error?: Error): unknown }): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > MAX_REPLY_BYTES) {
      const error = new ReplyTooLarge();
      body.destroy(error);
      throw error;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

export const outbound: Outbound = async (url, init) => {
  pool ??= new Agent({ keepAliveTimeout: 10_000 });
  const { data, type } = await payload(init.body);
  const headers: Record<string, string> = { "user-agent": USER_AGENT };
  for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = value;
  if (type && !headers["content-type"]) headers["content-type"] = type;

  const reply = await request(url, { method: init.method ?? "GET", headers, body: data, signal: init.signal, dispatcher: pool });
  const result = await readWhole(reply.body).then(
    (bytes) => ({ bytes }),
    (error: unknown) => ({ error }),
  );
  const bytes = () => ("error" in result ? Promise.reject(result.error) : Promise.resolve(result.bytes));
  const text = async () => (await bytes()).toString("utf8");
  return {
    status: reply.statusCode,
    ok: reply.statusCode >= 200 && reply.statusCode < 300,
    headers: {
      get(name) {
        const value = reply.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
      },
    },
    text,
    json: async () => JSON.parse(await text()) as unknown,
  };
};
