"use client";
// The user's plan, trial and credits (GET /api/subscription/details), shared by Plans & Billing and the
// app shell's plan status, so both read one cached copy.
import { useQueryClient } from "@tanstack/react-query";
import type { SubscriptionDetails } from "@/lib/billing/get-subscription-details";
import { api } from "./api";

export const SUBSCRIPTION_DETAILS_KEY = ["subscription", "details"] as const;

export async function fetchSubscriptionDetails(): Promise<SubscriptionDetails> {
  return (await api.get<SubscriptionDetails>("/api/subscription/details")).object;
}

/** After spending credits: the plan status shows the new balance. */
export function useRefreshSubscriptionDetails() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_DETAILS_KEY });
}
