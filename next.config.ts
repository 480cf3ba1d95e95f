import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships its own wasm and data files; keep it out of the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg", "@prisma/adapter-pg"],
  // The sandbox image card reads Geist Bold at run time; make sure deployments ship it.
  outputFileTracingIncludes: {
    "/api/post/draft": ["./node_modules/geist/dist/fonts/geist-sans/Geist-Bold.ttf"],
    "/api/post/draft/stream": ["./node_modules/geist/dist/fonts/geist-sans/Geist-Bold.ttf"],
  },
};

export default nextConfig;
