// The address of whoever connected to this server, kept where the app can read it. `next start` hands a
// route only the request's headers, and fills X-Forwarded-For with the connection's address only when the
// request has none, so a client that sends its own header would hide its address. Appending the connecting
// address to X-Forwarded-For, as every proxy does, makes its last entry the one no client can write; the
// rate limits read it (lib/auth/rate-limit.ts, TRUSTED_PROXY_HOPS for proxies in front).
import "server-only";
import http from "node:http";

const globalForPeer = globalThis as unknown as { __postloomPeerAddress?: boolean };

/** Called once at start-up (instrumentation.ts), before the server takes requests. */
export function appendPeerAddressToForwardedFor(): void {
  if (globalForPeer.__postloomPeerAddress) return;
  globalForPeer.__postloomPeerAddress = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      const peer = request.socket?.remoteAddress;
      if (peer) {
        const prior = request.headers["x-forwarded-for"];
        request.headers["x-forwarded-for"] = prior ? `${prior}, ${peer}` : peer;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
