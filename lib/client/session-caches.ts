// Browser-side caches that belong to one signed-in user. Cleared on sign-in, logout and when the session ends.
export const BRAND_PROFILE_CACHE_KEY = "postloom.brandProfile";
/** The onboarding wizard's typed answers, kept per tab so a reload mid-wizard loses nothing. */
export const ONBOARDING_DRAFT_KEY = "postloom.onboardingDraft";

export function clearClientCaches() {
  try {
    window.localStorage.removeItem(BRAND_PROFILE_CACHE_KEY);
    window.sessionStorage.removeItem(ONBOARDING_DRAFT_KEY);
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}
