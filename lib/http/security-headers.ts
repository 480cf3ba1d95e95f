// The security headers of every response. Pages get a Content-Security-Policy with a fresh nonce per request
// (set by the request proxy; Next puts the nonce on its own scripts, and the root layout on the theme script),
// so only the app's own scripts run, and nothing may frame the app. Headers that are the same everywhere are
// set for every path in next.config.ts, static files included.
import { createHash } from "node:crypto";

/** Same for every response, whatever its type (next.config.ts). */
export const COMMON_SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  // Denies what the app does not use, naming only features browsers know: Chromium warns on every page about any
  // other (bluetooth is no Permissions-Policy feature). (Copy to clipboard needs no permission of its own.)
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), browsing-topics=()",
  },
];

/** Browsers heed it only over https, where it keeps them there for two years. */
export const HSTS = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };

/**
 * A page's policy: scripts only by nonce (and what they load), styles from the app (Radix positions with inline
 * styles). The browser may send to the app, and to `uploadOrigin` (the photo bucket) where there is one.
 */
export function pageContentSecurityPolicy(
  nonce: string,
  https: boolean,
  uploadOrigin: string | null = null,
  development = process.env.NODE_ENV === "development",
): string {
  return [
    "default-src 'self'",
    // `next dev` rebuilds server error stacks in the browser with eval; a production build never evals.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Page and Instagram pictures come from Meta's CDNs.
    "img-src 'self' blob: data: https://*.fbcdn.net https://*.cdninstagram.com",
    "font-src 'self'",
    `connect-src 'self'${uploadOrigin ? ` ${uploadOrigin}` : ""}`,
    // The Terms and Cookie Policy pages embed their PDFs.
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** An API reply is data, never a document: it may run and load nothing, and nothing may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Files that are not documents (scripts, styles, images): they may run and load nothing themselves. */
export const ASSET_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** The service worker (public/sw.js): it may fetch from the app alone, to cache the app shell. */
export const SERVICE_WORKER_CONTENT_SECURITY_POLICY = "default-src 'none'; connect-src 'self'; frame-ancestors 'none'";

/** The Terms and Cookie Policy PDFs, which the app's own pages frame (the browser's viewer shows them). */
export const PDF_CONTENT_SECURITY_POLICY = "frame-ancestors 'self'";

/**
 * A static HTML page's policy: it was written by hand, so its inline scripts and styles are allowed by their
 * hashes (sha256 of each block, as CSP wants them) and nothing else runs.
 */
export function staticPageContentSecurityPolicy(html: string): string {
  const hashes = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))]
      .map((m) => `'sha256-${createHash("sha256").update(m[1]!).digest("base64")}'`)
      .join(" ");
  return [
    "default-src 'self'",
    `script-src ${hashes("script") || "'none'"}`,
    `style-src ${hashes("style") || "'none'"}`,
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}
