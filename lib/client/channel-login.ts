// How a login's callback page (/auth/<login>/callback) hands the OAuth code back to the dashboard: a same-origin
// window message to the popup's opener or, when the login ran in the main window (pop-ups blocked), session
// storage that the dashboard reads once. Each login ("facebook", "linkedin") has its own message types and key.
export const loginMessages = (login: string) => ({
  success: `${login}-login-success`,
  failure: `${login}-login-failure`,
  storageKey: `${login}_login`,
});

/** What the owner is told when they cancelled the login. */
export const loginCancelled = (label: string) => `${label} connection cancelled`;

/**
 * The login's answer when the person chose 'Cancel' (or 'Not now'): a choice, not a failure. Facebook and OAuth
 * say access_denied; LinkedIn says user_cancelled_login or user_cancelled_authorize.
 */
export const isCancelledLogin = (error: string | null) => error === "access_denied" || error === "user_cancelled_login" || error === "user_cancelled_authorize";

export type LoginMessage = { type: string; code?: string; state?: string | null; error?: string | null };

export function takeStoredLogin(login: string): { code: string; state: string | null } | null {
  try {
    const key = loginMessages(login).storageKey;
    const raw = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    const parsed = raw ? (JSON.parse(raw) as { code?: unknown; state?: unknown }) : null;
    return parsed && typeof parsed.code === "string" ? { code: parsed.code, state: typeof parsed.state === "string" ? parsed.state : null } : null;
  } catch {
    return null;
  }
}
