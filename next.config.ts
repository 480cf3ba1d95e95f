import { readFileSync } from "node:fs";
import path from "node:path";
import type { NextConfig } from "next";
import {
  API_CONTENT_SECURITY_POLICY,
  ASSET_CONTENT_SECURITY_POLICY,
  COMMON_SECURITY_HEADERS,
  HSTS,
  PDF_CONTENT_SECURITY_POLICY,
  SERVICE_WORKER_CONTENT_SECURITY_POLICY,
  staticPageContentSecurityPolicy,
} from "./lib/http/security-headers";
import { SERVER_ACTION_BODY_LIMIT } from "./lib/http/server-action-body";

/** The policies of the paths the request proxy does not see (it sets those of pages and API replies). */
const STATIC_POLICIES: Record<string, string> = {
  "/_next/static/:path*": ASSET_CONTENT_SECURITY_POLICY,
  "/_next/image": ASSET_CONTENT_SECURITY_POLICY,
  "/favicon.ico": ASSET_CONTENT_SECURITY_POLICY,
  "/icon.svg": ASSET_CONTENT_SECURITY_POLICY,
  "/icons/:path*": ASSET_CONTENT_SECURITY_POLICY,
  "/manifest.webmanifest": ASSET_CONTENT_SECURITY_POLICY,
  "/sw.js": SERVICE_WORKER_CONTENT_SECURITY_POLICY,
  "/testimonials/:path*": ASSET_CONTENT_SECURITY_POLICY,
  "/legal/:path*": PDF_CONTENT_SECURITY_POLICY,
  // The share target (app/share/route.ts) reads its own body, whole: up to a post's ten photos.
  "/share": API_CONTENT_SECURITY_POLICY,
  "/privacy.html": staticPageContentSecurityPolicy(readFileSync(path.join(process.cwd(), "public/privacy.html"), "utf8")),
};

const nextConfig: NextConfig = {
  poweredByHeader: false,
  async headers() {
    return [
      { source: "/:path*", headers: COMMON_SECURITY_HEADERS },
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [HSTS] },
      ...Object.entries(STATIC_POLICIES).map(([source, value]) => ({ source, headers: [{ key: "Content-Security-Policy", value }] })),
    ];
  },
  reactStrictMode: true,
  reactCompiler: true,
  // The proxy refuses a larger body with a 413 before Next reads it (lib/http/server-action-body.ts).
  // A photo sent to the local store's upload address passes the proxy whole (20 MB at most, lib/media/limits.ts);
  // past this the proxy would cut the body short.
  experimental: { serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT }, proxyClientMaxBodySize: "21mb" },
  // PGlite and libheif (HEIC photos) ship their own wasm files, and exifr loads Node's fs and zlib as it runs:
  // keep them out of the server bundle. So is undici (the channels' calls, lib/http/outbound.ts), which loads its
  // HTTP parser's wasm and Node's own modules as it runs.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "@prisma/adapter-pg", "heic-decode", "libheif-js", "exifr", "undici"],
  // The sandbox image card reads Geist Bold at run time; make sure deployments ship it.
  outputFileTracingIncludes: {
    "/api/post/draft": ["./node_modules/geist/dist/fonts/geist-sans/Geist-Bold.ttf"],
    "/api/post/draft/stream": ["./node_modules/geist/dist/fonts/geist-sans/Geist-Bold.ttf"],
  },
};

export default nextConfig;
