// A Meta connection's health (a Facebook Page, or an Instagram account reached with its page's token): what
// Meta says of its token (debug_token), of a cheap read with it, or of a delivery's failure, sorted into the four
// states the owner sees, each with its reason in plain words.
import "server-only";
import { EXPIRING_WITHIN_MS, type HealthFinding } from "../channel";
import { FacebookError } from "./facebook-error";
import type { FacebookApi, TokenInspection } from "./types";

/** Why Meta stopped accepting a token, by the subcode of its error 190 (the subcodes Meta documents for OAuthException 190). */
const REVOKED_REASONS: Record<number, string> = {
  458: "Postloom was removed from your Facebook account's apps",
  459: "Facebook wants you to log in at facebook.com first",
  460: "your Facebook password changed",
  463: "the access expired",
  464: "Facebook wants you to confirm your account at facebook.com first",
  467: "Facebook no longer accepts the saved access",
  492: "you no longer have a role on the Page that lets Postloom post",
};
const REVOKED_SUBCODES = new Set(Object.keys(REVOKED_REASONS).map(Number));

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1) + ".";

function needsReconnect(subcode: number | null | undefined): HealthFinding {
  return { health: "NEEDS_RECONNECT", reason: sentence((subcode && REVOKED_REASONS[subcode]) || "Facebook no longer accepts the saved access") };
}

/** The state debug_token's answer puts a connection whose publishing needs `scopes` in, at `now`. */
export function healthFromInspection(scopes: readonly string[], inspection: TokenInspection, now: Date): HealthFinding {
  if (!inspection.isValid) return needsReconnect(inspection.error?.subcode);
  const ends = [inspection.expiresAt, inspection.dataAccessExpiresAt].filter((at): at is Date => at !== null);
  const expiresAt = ends.length ? new Date(Math.min(...ends.map((at) => at.getTime()))) : null;
  if (expiresAt && expiresAt <= now) return { ...needsReconnect(463), expiresAt };
  const missing = scopes.filter((scope) => !inspection.scopes.includes(scope));
  if (missing.length > 0) {
    return { health: "MISSING_PERMISSION", reason: `Postloom is missing the ${missing.join(" and ")} permission${missing.length > 1 ? "s" : ""}.`, expiresAt };
  }
  if (expiresAt && expiresAt.getTime() - now.getTime() < EXPIRING_WITHIN_MS)
    return { health: "EXPIRING", reason: "Facebook's access ends within 7 days.", expiresAt };
  return { health: "HEALTHY", reason: null, expiresAt };
}

/**
 * The state a Graph error puts the connection in: 190 (and its subcodes) needs a reconnect, 10 and 200–299
 * a permission; anything else (a rate limit, 368's temporary block, an outage) says nothing about it: null.
 */
/**
 * A read of insights, or null where the connection's login did not grant the insights permission (Meta's code 10,
 * or 200–299): a connection made before Postloom asked for it still posts, and reads no reach.
 */
export async function withoutInsights<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    const code = error instanceof FacebookError ? error.details.code : undefined;
    if (code === 10 || (code !== undefined && code >= 200 && code <= 299)) return null;
    throw error;
  }
}

export function healthFromGraphError(error: unknown): HealthFinding | null {
  if (!(error instanceof FacebookError)) return null;
  const { code, subcode } = error.details;
  if (code === 190 || code === 102 || (subcode !== undefined && REVOKED_SUBCODES.has(subcode))) return needsReconnect(subcode);
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299))
    return { health: "MISSING_PERMISSION", reason: `Facebook refused a permission Postloom needs: ${error.message}` };
  return null;
}

/**
 * What Meta says of a connection's token now: debug_token for validity, expiry and permissions, then a cheap read
 * of the account with it. Null when Meta could not be asked (the state stays as it was).
 */
export async function checkMetaHealth(
  facebook: FacebookApi,
  scopes: readonly string[],
  { token, accountId }: { token: string; accountId: string },
  now: Date,
): Promise<HealthFinding | null> {
  let finding: HealthFinding;
  try {
    finding = healthFromInspection(scopes, await facebook.inspectToken(token), now);
  } catch (error) {
    // Meta is unreachable, or refused the app's own token: nothing is known of this connection.
    console.warn("[health] debug_token failed", error instanceof Error ? error.message : error);
    return null;
  }
  if (finding.health === "NEEDS_RECONNECT") return finding;
  try {
    await facebook.readAccount(token, accountId);
  } catch (error) {
    return healthFromGraphError(error) ?? finding;
  }
  return finding;
}
