// An empty App Router page built with the same Next.js and Turbopack as the product, and the same last step of
// `npm run build`: the floor the landing page is held to, and what a Next.js page scores on this machine at all.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addCompileHints } from "../compile-hints";

/**
 * An empty App Router page, built with the same Next.js and Turbopack as the product (once; a later call reuses
 * the build), then given the last step of the product's `npm run build`, so the two builds differ only in their pages.
 */
export function buildEmptyApp(): string {
  // Outside the project, so Next does not pick up the product's proxy or config.
  const dir = path.join(tmpdir(), "postloom-bench-empty-next");
  if (!existsSync(path.join(dir, ".next", "BUILD_ID"))) build(dir);
  addCompileHints(dir);
  return dir;
}

function build(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "app"), { recursive: true });
  // The same installed packages, hard-linked (fast, no extra space).
  execFileSync("cp", ["-al", path.join(process.cwd(), "node_modules"), path.join(dir, "node_modules")]);
  const { dependencies } = JSON.parse(readFileSync("package.json", "utf8"));
  writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({
      name: "empty-next",
      private: true,
      type: "module",
      // Started as the product is (scripts/bench/support.ts startServer: `npm start`), with Next's own defaults.
      scripts: { start: "next start" },
      dependencies: { next: dependencies.next, react: dependencies.react, "react-dom": dependencies["react-dom"] },
    }),
  );
  writeFileSync(path.join(dir, "next.config.ts"), "export default {};\n");
  writeFileSync(
    path.join(dir, "app", "layout.tsx"),
    `export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n`,
  );
  writeFileSync(
    path.join(dir, "app", "page.tsx"),
    `export const metadata = { title: "Empty" };\nexport default function Page() {\n  return <main><h1>Empty</h1></main>;\n}\n`,
  );
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        jsx: "preserve",
        strict: true,
        module: "esnext",
        moduleResolution: "bundler",
        target: "ES2022",
        lib: ["dom", "esnext"],
        skipLibCheck: true,
        noEmit: true,
        isolatedModules: true,
        esModuleInterop: true,
        incremental: true,
        plugins: [{ name: "next" }],
      },
      include: ["**/*.ts", "**/*.tsx"],
    }),
  );
  // Its own copy of next, so the build and the page resolve one and the same React.
  execFileSync(path.join(dir, "node_modules/.bin/next"), ["build"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
}
