// The OAuth `state` of a connect popup: signed, bound to the user who opened it and to the login it is for,
// short-lived. The server checks it on connect, so a code obtained in someone else's login flow is refused.
import "server-only";
import { createSignedToken, readSignedToken } from "@/lib/crypto/signed-token";

const TTL_MS = 15 * 60 * 1000;
const purposeOf = (login: string) => `${login}-oauth-state`;

export function createLoginState(login: string, userId: string): string {
  return createSignedToken(purposeOf(login), { userId, nonce: crypto.randomUUID() }, TTL_MS);
}

export function isValidLoginState(login: string, state: string, userId: string): boolean {
  return readSignedToken<{ userId: string }>(purposeOf(login), state)?.userId === userId;
}

export const createFacebookState = (userId: string) => createLoginState("facebook", userId);
export const isValidFacebookState = (state: string, userId: string) => isValidLoginState("facebook", state, userId);
