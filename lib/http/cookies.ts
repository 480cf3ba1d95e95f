// A cookie read from a request's headers, where a route handler has the plain Request and not Next's cookie jar.
import "server-only";

/** The value of the cookie `name` in a Cookie header, as sent; null when it has none. */
export function cookieValue(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}
