"use client";
// Client providers for the signed-in app and the login screen (kept off the landing page's bundle).
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Toaster } from "@/components/ui/sonner";
import { makeQueryClient } from "@/lib/client/query-client";
import { SubscriptionRequiredDialog } from "./subscription-required-dialog";

export function AppProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <SubscriptionRequiredDialog />
      <Toaster />
    </QueryClientProvider>
  );
}
