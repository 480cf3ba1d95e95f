// Streamed replies: newline-delimited JSON events. Text arrives as `delta` events; the reply ends with one
// `done` event carrying the usual success envelope, or one `error` event carrying the error envelope and the
// HTTP status the same error would have had. Failures found before streaming starts are ordinary envelopes.
import type { Envelope } from "./envelope";

export type StreamEvent<T> = { type: "delta"; text: string } | { type: "done"; envelope: Envelope<T> } | { type: "error"; status: number; envelope: Envelope };

export const NDJSON_CONTENT_TYPE = "application/x-ndjson; charset=utf-8";

/** A streamed reply; `run` sends events and may throw nothing (it reports its own failure as an error event). */
export function ndjsonResponse<T>(run: (send: (event: StreamEvent<T>) => void) => Promise<void>): Response {
  const encoder = new TextEncoder();
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: StreamEvent<T>) => {
        if (open) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      };
      try {
        await run(send);
      } finally {
        if (open) {
          open = false;
          controller.close();
        }
      }
    },
    cancel() {
      // The client went away; the work goes on (its result is stored), nothing more is sent.
      open = false;
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": NDJSON_CONTENT_TYPE,
      // no-transform keeps compression (and proxies) from buffering the stream.
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

/** Reads an NDJSON body event by event. */
export async function readNdjson<T>(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent<T>) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    let newline: number;
    while ((newline = buffered.indexOf("\n")) !== -1) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      if (line) onEvent(JSON.parse(line) as StreamEvent<T>);
    }
    if (done) break;
  }
  if (buffered.trim()) onEvent(JSON.parse(buffered) as StreamEvent<T>);
}
