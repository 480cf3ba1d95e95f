"use client";
// Logout (docs/product.md §4): end the session, clear cached query data and the brand profile copy, go to /login.
import { QueryClientContext } from "@tanstack/react-query";
import { useContext, useState } from "react";
import { toast } from "sonner";
import { api } from "@/lib/client/api";
import { clearClientCaches } from "@/lib/client/session-caches";

export function useLogout() {
  // The landing page has no query cache; the app does.
  const queryClient = useContext(QueryClientContext);
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await api.post("/api/account/sign-out");
      queryClient?.clear();
      clearClientCaches();
      // The login screen shows the success toast, so it survives the page change.
      window.location.assign("/login?notice=logged-out");
    } catch {
      toast.error("Error logging out", { description: "There was a problem logging out. Please try again." });
      setPending(false);
    }
  }

  return { logout, pending };
}
