// How the Facebook callback hands the OAuth code back to the dashboard: a same-origin window
// message to the popup's opener or, when the login ran in the main window (pop-ups blocked),
// session storage that the dashboard reads once.
export const FACEBOOK_LOGIN_SUCCESS = "facebook-login-success";
export const FACEBOOK_LOGIN_FAILURE = "facebook-login-failure";
export const FACEBOOK_LOGIN_STORAGE_KEY = "facebook_login";
export const FACEBOOK_LOGIN_CANCELLED = "Facebook connection cancelled";

/** Facebook's answer when the person chose 'Cancel' (or 'Not now') in its login dialog: a choice, not a failure. */
export const isCancelledLogin = (error: string | null) => error === "access_denied";

export type FacebookLoginMessage =
  { type: typeof FACEBOOK_LOGIN_SUCCESS; code: string; state: string | null } | { type: typeof FACEBOOK_LOGIN_FAILURE; error: string | null };

export function takeStoredFacebookLogin(): { code: string; state: string | null } | null {
  try {
    const raw = sessionStorage.getItem(FACEBOOK_LOGIN_STORAGE_KEY);
    sessionStorage.removeItem(FACEBOOK_LOGIN_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as { code?: unknown; state?: unknown }) : null;
    return parsed && typeof parsed.code === "string" ? { code: parsed.code, state: typeof parsed.state === "string" ? parsed.state : null } : null;
  } catch {
    return null;
  }
}
