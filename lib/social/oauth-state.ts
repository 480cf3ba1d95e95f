// The OAuth `state` of the Facebook connect popup: signed, bound to the user who opened it, short-lived.
// The server checks it on connect, so a code obtained in someone else's login flow is refused.
import "server-only";
import { createSignedToken, readSignedToken } from "@/lib/crypto/signed-token";

const PURPOSE = "facebook-oauth-state";
const TTL_MS = 15 * 60 * 1000;

export function createFacebookState(userId: string): string {
  return createSignedToken(PURPOSE, { userId, nonce: crypto.randomUUID() }, TTL_MS);
}

export function isValidFacebookState(state: string, userId: string): boolean {
  return readSignedToken<{ userId: string }>(PURPOSE, state)?.userId === userId;
}
