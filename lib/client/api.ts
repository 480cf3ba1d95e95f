"use client";
// The browser's API client, wired to the app's real effects.
import { toast } from "sonner";
import { createApiClient } from "@/lib/api/client";
import { clearClientCaches } from "./session-caches";
import { subscriptionDialogStore } from "./subscription-dialog-store";

/** A full navigation, so nothing held in memory for the page left behind (the query cache) survives it either. */
function goTo(path: string) {
  if (window.location.pathname !== path) window.location.assign(path);
}

export const api = createApiClient({
  clearSessionCaches: clearClientCaches,
  redirectToLogin: () => goTo("/login"),
  redirectToOnboarding: () => goTo("/onboarding"),
  currentPage: () => window.location.pathname,
  openSubscriptionDialog: (message) => subscriptionDialogStore.open(message),
  toastError: (message) => toast.error(message),
  // A refusal (bad input, a conflict, no credits) is an ordinary outcome the screen already shows: only a
  // failure of the server or the network is an error.
  log: (error) => (error.status >= 400 && error.status < 500 ? console.info : console.error)(`[api] ${error.status} ${error.code}: ${error.message}`),
});
