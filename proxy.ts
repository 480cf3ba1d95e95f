// The request proxy (Next 16's middleware): guards protected pages and APIs, checks origins.
import { NextResponse, type NextRequest } from "next/server";
import { readSession } from "@/lib/auth/read-session";

const PROTECTED_PAGES = ["/dashboard", "/business-profile", "/onboarding", "/post-generator", "/your-posts", "/subscription", "/feedback"];
/** APIs that answer without a session: Auth.js itself, sign-in/up, health, webhooks and Inngest (they verify signatures). */
const PUBLIC_APIS = ["/api/auth", "/api/account", "/api/health", "/api/stripe/webhook", "/api/inngest", "/api/sandbox"];
/** Callers that are other servers, not browsers: no Origin to compare. */
const CROSS_ORIGIN_APIS = ["/api/stripe/webhook", "/api/inngest"];

const startsWithAny = (path: string, prefixes: string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));

function envelope(statusCode: string, message: string, status: number) {
  return NextResponse.json({ statusCode, message, object: null }, { status });
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Decodes the session cookie only; pages and handlers read the session on the server again.
  const signedIn = Boolean(await readSession(request.headers));

  if (pathname.startsWith("/api/")) {
    const stateChanging = !["GET", "HEAD", "OPTIONS"].includes(request.method);
    if (stateChanging && !startsWithAny(pathname, CROSS_ORIGIN_APIS)) {
      const origin = request.headers.get("origin");
      const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
      if (origin && host && new URL(origin).host !== host) {
        return envelope("FORBIDDEN", "This request came from another site and was refused.", 403);
      }
    }
    if (!signedIn && !startsWithAny(pathname, PUBLIC_APIS)) {
      return envelope("UNAUTHORIZED", "Please sign in to continue.", 401);
    }
    return NextResponse.next();
  }

  if (!signedIn && startsWithAny(pathname, PROTECTED_PAGES)) {
    return NextResponse.redirect(new URL("/login", request.nextUrl));
  }
  if (signedIn && pathname === "/login") {
    return NextResponse.redirect(new URL("/dashboard", request.nextUrl));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg|legal/|testimonials/|privacy.html).*)"],
};
