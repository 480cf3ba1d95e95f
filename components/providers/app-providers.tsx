"use client";
// Client providers for the signed-in app and the login screen (kept off the landing page's bundle).
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Toaster } from "@/components/ui/sonner";
import type { SubscriptionDetails } from "@/lib/billing/schemas";
import { makeQueryClient } from "@/lib/client/query-client";
import { SUBSCRIPTION_DETAILS_KEY } from "@/lib/client/subscription-details";
import { SubscriptionRequiredDialog } from "./subscription-required-dialog";

/**
 * `subscription` is the plan the server rendered the page with. The browser's cache starts from that copy, so
 * every component that shows the plan (the top bar's, and a page's such as Plans & Billing) hydrates with what
 * the server sent. Fetched by the first of them instead, it could land before a later one hydrates, which would
 * then no longer match the server's HTML.
 */
export function AppProviders({ children, subscription }: { children: React.ReactNode; subscription?: SubscriptionDetails }) {
  const [queryClient] = useState(() => {
    const client = makeQueryClient();
    if (subscription) client.setQueryData(SUBSCRIPTION_DETAILS_KEY, subscription);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <SubscriptionRequiredDialog />
      <Toaster />
    </QueryClientProvider>
  );
}
