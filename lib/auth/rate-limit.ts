// Fixed-window rate limits kept in the database, so a limit holds across server instances.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { clientKey } from "@/lib/http/client-key";

export type Limit = { key: string; max: number };

export class RateLimited extends AppError {
  constructor(readonly retryAfterMinutes: number) {
    super("RATE_LIMITED", `Too many attempts. Please try again in ${retryAfterMinutes} minute${retryAfterMinutes === 1 ? "" : "s"}.`);
  }
}

/** Counts one attempt against every limit; throws RateLimited (RATE_LIMITED) when any is exceeded. */
export async function consumeRateLimit(limits: Limit[], windowSeconds = env.RATE_LIMIT_WINDOW_SECONDS) {
  for (const { key, max } of limits) {
    const [row] = await db.$queryRaw<{ count: number; resetAt: Date }[]>`
      INSERT INTO "RateLimit" ("key", "count", "resetAt")
      VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "RateLimit"."resetAt" <= now() THEN 1 ELSE "RateLimit"."count" + 1 END,
        "resetAt" = CASE WHEN "RateLimit"."resetAt" <= now() THEN now() + make_interval(secs => ${windowSeconds}) ELSE "RateLimit"."resetAt" END
      RETURNING "count", "resetAt"`;
    if (row && row.count > max) {
      throw new RateLimited(Math.max(1, Math.ceil((new Date(row.resetAt).getTime() - Date.now()) / 60_000)));
    }
  }
}

/**
 * Takes back one attempt from each limit (a sign-in that succeeded: only failures count toward a lockout).
 * Counting first and giving back after, rather than counting failures afterwards, keeps a burst of parallel
 * guesses from all passing the check before any of them is counted.
 */
export async function releaseRateLimit(limits: Limit[]) {
  const keys = limits.map((limit) => limit.key);
  await db.$executeRaw`UPDATE "RateLimit" SET "count" = GREATEST("count" - 1, 0) WHERE "key" = ANY(${keys}::text[]) AND "resetAt" > now()`;
}

/** The limits for one account action: per client address and per email address. */
export function accountLimits(action: string, ip: string, email: string): Limit[] {
  return [
    { key: `${action}:ip:${ip}`, max: env.RATE_LIMIT_IP_MAX },
    { key: `${action}:email:${email}`, max: env.RATE_LIMIT_MAX },
  ];
}

/**
 * The client, as the limits count it (lib/http/client-key.ts: loopback is one client, IPv6 counts by its /64),
 * from an address a client cannot write:
 * - on Vercel, Vercel's own `x-vercel-forwarded-for`;
 * - elsewhere, X-Forwarded-For counted from the right. Its last entry is the address of whoever connected
 *   to this server (the server appends it itself, see lib/http/peer-address.ts), and each trusted proxy in
 *   front (TRUSTED_PROXY_HOPS, default 0) appends the address it was reached from. Entries further left
 *   were written by the client and are never trusted.
 */
export function clientIp(headers: Headers): string {
  if (env.VERCEL) return clientKey(headers.get("x-vercel-forwarded-for")?.split(",")[0]?.trim() || "unknown");
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return clientKey(chain[Math.max(0, chain.length - 1 - env.TRUSTED_PROXY_HOPS)] ?? "unknown");
}
