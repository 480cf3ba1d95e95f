"use client";
// The browser's API client, wired to the app's real effects.
import { toast } from "sonner";
import { createApiClient } from "@/lib/api/client";
import { subscriptionDialogStore } from "./subscription-dialog-store";

export const api = createApiClient({
  redirectToLogin: () => {
    if (window.location.pathname !== "/login") window.location.assign("/login");
  },
  openSubscriptionDialog: () => subscriptionDialogStore.setOpen(true),
  toastError: (message) => toast.error(message),
  log: (error) => console.error(`[api] ${error.status} ${error.code}: ${error.message}`),
});
