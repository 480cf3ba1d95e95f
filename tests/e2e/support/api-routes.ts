// Every route under app/api, found from the file tree (so a new route is walked without editing the tests
// that use this), with its methods and whether it reads a request body.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type ApiRoute = {
  /** e.g. "/api/post/[id]" */
  pattern: string;
  methods: string[];
  /** The methods whose handler reads a JSON (or raw) body: bad bodies must be refused with a 4xx. */
  bodyMethods: string[];
  /** Answered by a library with its own reply format (Auth.js, Inngest), not the app's envelope. */
  foreign: boolean;
  /** The methods whose handler needs a signed-in user (withUser, withUserRead). */
  signedInMethods: string[];
};

const ROOT = path.resolve(import.meta.dirname, "../../..");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

function methodsOf(source: string): string[] {
  return METHODS.filter((method) =>
    new RegExp(`export\\s+(const|async\\s+function|function)\\s+${method}\\b|export\\s+const\\s*\\{[^}]*\\b${method}\\b[^}]*\\}`).test(source),
  );
}

const READS_BODY = /readJson\(|readBody\(|request\.(text|json|formData)\(/;

/** The source of one method's handler: from its export to the next export (or the whole file, for a re-export). */
function handlerOf(source: string, method: string): string {
  const start = source.search(new RegExp(`export\\s+(const|async\\s+function|function)\\s+${method}\\b`));
  if (start < 0) return source;
  const next = source.indexOf("\nexport ", start + 1);
  return source.slice(start, next < 0 ? undefined : next);
}

export function findApiRoutes(): ApiRoute[] {
  return routeFiles(path.join(ROOT, "app/api"))
    .map((file) => {
      const source = readFileSync(file, "utf8");
      const pattern = `/${path.relative(path.join(ROOT, "app"), path.dirname(file)).split(path.sep).join("/")}`;
      const methods = methodsOf(source);
      return {
        pattern,
        methods,
        bodyMethods: methods.filter((method) => READS_BODY.test(handlerOf(source, method))),
        signedInMethods: methods.filter((method) => /\bwithUser(Read)?\b/.test(handlerOf(source, method))),
        foreign: /from "inngest\/next"|\bhandlers\b.*from "@\/lib\/auth"/.test(source),
      };
    })
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/**
 * The addresses a route pattern stands for, with each dynamic segment replaced by every value given for it
 * (`[id]` → ids, `[...rest]` → sub-paths).
 */
export function expandPattern(pattern: string, values: { segment: string[]; catchAll: string[] }): string[] {
  let urls = [""];
  for (const part of pattern.split("/").slice(1)) {
    const options = /^\[\.\.\..+\]$/.test(part) ? values.catchAll : /^\[.+\]$/.test(part) ? values.segment : [part];
    urls = urls.flatMap((url) => options.map((option) => `${url}/${option}`));
  }
  return urls;
}

/** Sub-paths walked under a catch-all route (Auth.js's own endpoints and an unknown one). */
export const CATCH_ALL_PATHS = ["session", "csrf", "providers", "signin", "signout", "callback/credentials", "callback/google", "error", "no/such/action"];

/**
 * A body every route's schema can accept, field by field (zod objects ignore what they do not know), so
 * that poisoning one field at a time reaches that field's own rule.
 */
export function kitchenSinkBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: "fuzz-nobody@example.test",
    // Not the test users' password: a route that checks one must refuse these.
    password: "fuzz-password-1",
    currentPassword: "fuzz-password-1",
    newPassword: "fuzz-password-2",
    token: "not-a-real-token",
    confirmEmail: "fuzz-nobody@example.test",
    businessName: "Fuzz Bakery",
    industry: "retail",
    description: "A bakery that tests every input it is given.",
    targetAudience: "People who send odd requests",
    painPoints: "Servers that answer 500",
    content: "Feedback long enough to be accepted.",
    message: "Feedback long enough to be accepted.",
    extraInstructions: "Keep it short.",
    replyLanguage: "english",
    postType: "SOCIAL_MEDIA_AD",
    postTone: "FRIENDLY",
    postLength: "short",
    generateHashtags: false,
    generateImage: false,
    imageDescription: "A loaf on a table",
    links: ["https://example.com/menu"],
    weight: 50,
    postContent: "A post written by the fuzz test.",
    platforms: [],
    scheduledAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
    platform: "FACEBOOK",
    code: "fuzz-code",
    state: "fuzz-state",
    userId: "",
    accessToken: "",
    pageId: "fuzz-page",
    outcome: "published",
    timeZone: "Europe/Lisbon",
    ...extra,
  };
}

/** The text fields of the kitchen-sink body, poisoned one at a time. */
export const TEXT_FIELDS = Object.entries(kitchenSinkBody())
  .filter(([, value]) => typeof value === "string")
  .map(([key]) => key);

/** A server action of the build: its id (the Next-Action header) and the page it is posted to. */
export type ServerAction = { id: string; name: string; page: string };

/**
 * Every server action of the production build, from its action manifest (so a new action is walked without
 * editing the tests), each with a page that serves it: route groups dropped, a dynamic segment filled in.
 */
export function findServerActions(): ServerAction[] {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, ".next/server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { workers: Record<string, unknown>; exportedName?: string }>;
  };
  return Object.entries(manifest.node)
    .map(([id, action]) => {
      const worker = Object.keys(action.workers)[0]!;
      const page = `/${worker
        .replace(/^app\//, "")
        .replace(/\/page$/, "")
        .split("/")
        .filter((part) => !/^\(.+\)$/.test(part))
        .map((part) => (/^\[.+\]$/.test(part) ? "1001" : part))
        .join("/")}`;
      return { id, name: action.exportedName ?? id, page };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
