// The request proxy (Next 16's middleware): guards protected pages and APIs, checks origins, refuses a server
// action's body that would not decode, and sets each response's Content-Security-Policy (a page's with a fresh
// nonce).
import { NextResponse, type NextRequest } from "next/server";
import { openSessionCookie } from "@/lib/sessions/read-session";
import { API_CONTENT_SECURITY_POLICY, HSTS, newNonce, pageContentSecurityPolicy } from "@/lib/http/security-headers";
import { isServerActionRequest, refuseServerActionBody } from "@/lib/http/server-action-body";
import { uploadOrigin } from "@/lib/storage";

const PROTECTED_PAGES = [
  "/dashboard",
  "/business-profile",
  "/onboarding",
  "/post-generator",
  "/calendar",
  "/your-posts",
  "/media",
  "/subscription",
  "/feedback",
  "/account",
];
/**
 * APIs that answer without a session: Auth.js itself, sign-in/up, health, webhooks and Inngest (they verify
 * signatures), the pictures Instagram fetches, the local store's upload address and an email's one-click unsubscribe (each behind
 * a signed token).
 */
const PUBLIC_APIS = [
  "/api/auth",
  "/api/account",
  "/api/health",
  "/api/stripe/webhook",
  "/api/inngest",
  "/api/sandbox",
  "/api/media",
  "/api/storage",
  "/api/unsubscribe",
];
/** Callers that are other servers, not browsers: no Origin to compare (a mail provider POSTs the unsubscribe). */
const CROSS_ORIGIN_APIS = ["/api/stripe/webhook", "/api/inngest", "/api/unsubscribe"];

const startsWithAny = (path: string, prefixes: string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * Whether an Origin header names this host. An Origin is exactly scheme://host[:port]; anything else
 * ("null", a path, user info, a malformed port) cannot be this site.
 */
function isOriginOf(origin: string, host: string | null): boolean {
  try {
    const url = new URL(origin);
    return url.origin === origin && host !== null && url.host === host;
  } catch {
    return false;
  }
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function envelope(statusCode: string, message: string, status: number) {
  return NextResponse.json({ statusCode, message, object: null }, { status });
}

export async function proxy(request: NextRequest) {
  const https = request.nextUrl.protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  if (request.nextUrl.pathname.startsWith("/api/")) return secured(await guardApi(request), API_CONTENT_SECURITY_POLICY, https);
  if (isServerActionRequest(request)) {
    const refusal = await refuseServerActionBody(request);
    if (refusal) return secured(envelope(refusal.code, refusal.message, refusal.status), API_CONTENT_SECURITY_POLICY, https);
  }
  // Next reads the nonce from the request's policy and puts it on the scripts it renders.
  const policy = pageContentSecurityPolicy(newNonce(), https, uploadOrigin());
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  return secured(await guardPage(request, headers), policy, https);
}

function secured(response: NextResponse, policy: string, https: boolean): NextResponse {
  response.headers.set("Content-Security-Policy", policy);
  if (https) response.headers.set(HSTS.key, HSTS.value);
  return response;
}

async function guardApi(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  // An address that does not decode (broken UTF-8 such as %F0%9F) names no route; Next would fail on it.
  if (!decodes(pathname)) return envelope("NOT_FOUND", "We couldn't find that.", 404);
  const stateChanging = !["GET", "HEAD", "OPTIONS"].includes(request.method);
  if (stateChanging && !startsWithAny(pathname, CROSS_ORIGIN_APIS)) {
    const origin = request.headers.get("origin");
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
    if (origin !== null && !isOriginOf(origin, host)) {
      return envelope("FORBIDDEN", "This request came from another site and was refused.", 403);
    }
  }
  // Opens the session cookie only; handlers check on the server that its session is still open.
  if (!startsWithAny(pathname, PUBLIC_APIS) && !(await openSessionCookie(request.headers))) {
    return envelope("UNAUTHORIZED", "Please sign in to continue.", 401);
  }
  return NextResponse.next();
}

async function guardPage(request: NextRequest, headers: Headers): Promise<NextResponse> {
  if (startsWithAny(request.nextUrl.pathname, PROTECTED_PAGES) && !(await openSessionCookie(request.headers))) {
    return NextResponse.redirect(new URL("/login", request.nextUrl));
  }
  // A signed-in visitor of /login is sent on by the page itself, once it knows the session is still open.
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|icons/|manifest.webmanifest|sw.js|legal/|testimonials/|privacy.html|share$).*)"],
};
