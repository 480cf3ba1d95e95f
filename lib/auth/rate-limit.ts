// Fixed-window rate limits kept in the database, so a limit holds across server instances.
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

export type Limit = { key: string; max: number };

/** Counts one attempt against every limit; throws RATE_LIMITED when any is exceeded. */
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
      const minutes = Math.max(1, Math.ceil((new Date(row.resetAt).getTime() - Date.now()) / 60_000));
      throw new AppError(
        "RATE_LIMITED",
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      );
    }
  }
}

/** The limits for one account action: per client IP and per email address. */
export function accountLimits(action: string, ip: string, email: string): Limit[] {
  return [
    { key: `${action}:ip:${ip}`, max: env.RATE_LIMIT_IP_MAX },
    { key: `${action}:email:${email}`, max: env.RATE_LIMIT_MAX },
  ];
}

export function clientIp(request: Request): string {
  // On Vercel and behind most proxies the first x-forwarded-for entry is the client.
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip") || "local";
}
