// A server action's request body, checked by the request proxy before Next decodes it. Next reads a server
// action's arguments with React's reply decoder before the action (and its own error handling) runs, and
// answers 500 to a body that does not decode: JSON that does not parse, a multipart content type over a body
// that is not multipart, or one past its size limit. Those are the sender's mistakes, so they are answered
// here: 413 past the limit, 400 for a body that does not decode. What decodes reaches the action, whose zod
// schema judges it.

/** The largest body a server action takes: Next's own limit, set from this in next.config.ts. */
export const SERVER_ACTION_BODY_LIMIT = 1024 * 1024;

export type BodyRefusal = { status: 400 | 413; code: "BAD_REQUEST" | "PAYLOAD_TOO_LARGE"; message: string };

const TOO_LARGE: BodyRefusal = { status: 413, code: "PAYLOAD_TOO_LARGE", message: `The request body must be at most ${SERVER_ACTION_BODY_LIMIT / 1024} kB.` };
const UNREADABLE: BodyRefusal = { status: 400, code: "BAD_REQUEST", message: "The request could not be read." };

/**
 * Whether Next would treat a request as a server action: a POST naming an action in its `Next-Action` header,
 * or a multipart POST (a form posted without JavaScript, which Next tries to decode as an action).
 */
export function isServerActionRequest(request: Request): boolean {
  return request.method === "POST" && (request.headers.has("next-action") || (request.headers.get("content-type") ?? "").startsWith("multipart/form-data"));
}

/** Why a server action's body would not decode, or null when it would (its content is the action's to judge). */
export async function refuseServerActionBody(request: Request): Promise<BodyRefusal | null> {
  if (Number(request.headers.get("content-length")) > SERVER_ACTION_BODY_LIMIT) return TOO_LARGE;
  const body = await readUpTo(request.clone(), SERVER_ACTION_BODY_LIMIT);
  if (body === null) return TOO_LARGE;
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    } catch {
      return UNREADABLE;
    }
    // Without the Next-Action header, a multipart POST is a form posted without JavaScript: Next decodes it as
    // form fields, which any multipart body that parses is.
    return !request.headers.has("next-action") || decodesAsReply(form) ? null : UNREADABLE;
  }
  if (!request.headers.has("next-action")) return null;
  // A fetch action's reply in one piece: its one row (React sends it as text/plain).
  const rows = new Map([["0", new TextDecoder().decode(body)]]);
  return decodesAsReply(rows) ? null : UNREADABLE;
}

/** How deep a reply's values may nest: an action's arguments are forms' values, a few levels at most. */
const MAX_DEPTH = 32;

/**
 * Whether a reply (React's encoding of an action's arguments) decodes: its rows (the fields named by a number)
 * are JSON, its root (row 0) is the list of arguments, and every reference in it names something the body
 * holds. The references a form's plain values can make are allowed: another row, a FormData's fields, and the
 * spelled-out values (an escaped "$", undefined, NaN, ±Infinity, -0, a date, a bigint). Anything else would
 * leave React's decoder waiting for a part that never comes, or failing, so it is refused.
 */
function decodesAsReply(fields: FormData | Map<string, string>): boolean {
  const rows = new Map<string, unknown>();
  const names = new Set<string>();
  for (const [name, value] of fields) {
    names.add(name);
    if (!/^\d+$/.test(name) || typeof value !== "string") continue;
    try {
      rows.set(name, JSON.parse(value));
    } catch {
      return false;
    }
  }
  if (!Array.isArray(rows.get("0"))) return false;
  const references = (text: string): boolean => {
    if (!text.startsWith("$")) return true;
    if (/^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|n-?\d+$)/.test(text)) return true;
    const row = /^\$([0-9a-f]+)(:|$)/.exec(text);
    if (row) return rows.has(String(parseInt(row[1]!, 16)));
    // A FormData's fields are named "_<its id>_<field>".
    const formData = /^\$K(\w+)$/.exec(text);
    return formData !== null && [...names].some((name) => name.startsWith(`_${formData[1]}_`));
  };
  const valid = (value: unknown, depth: number): boolean => {
    if (typeof value === "string") return references(value);
    if (value === null || typeof value !== "object") return true;
    if (depth >= MAX_DEPTH) return false;
    return Object.values(value).every((inner) => valid(inner, depth + 1));
  };
  return [...rows.values()].every((row) => valid(row, 0));
}

/** The body's bytes, read no further than one past `limit`: null when there are more. */
async function readUpTo(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(read.value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
