"use client";
// The user's plan, trial and credits (GET /api/subscription/details), shared by Plans & Billing, the app
// shell's plan status and the screens that show a balance, so all read one cached copy.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { SubscriptionDetails } from "@/lib/billing/schemas";
import { api } from "./api";

export const SUBSCRIPTION_DETAILS_KEY = ["subscription", "details"] as const;

export async function fetchSubscriptionDetails(): Promise<SubscriptionDetails> {
  return (await api.get<SubscriptionDetails>("/api/subscription/details")).object;
}

/** The top bar's reading: asked again after half a minute, or at once after spending (below). */
export const subscriptionDetailsQuery = { queryKey: SUBSCRIPTION_DETAILS_KEY, queryFn: fetchSubscriptionDetails, staleTime: 30_000 };

/** After spending credits: the plan status shows the new balance. */
export function useRefreshSubscriptionDetails() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_DETAILS_KEY });
}

/**
 * What `balance` buys, in the details' words (the server's: lib/credits/what-credits-buy.ts), for a screen that
 * shows a balance another reply gave it (a plan's estimate, a draft's remaining credits). Null while the details
 * hold another balance, which are then asked for again: the words never describe a balance that is not shown. Null
 * for no balance to show.
 */
export function useCreditsBuy(balance: number | null): string | null {
  const queryClient = useQueryClient();
  const { data } = useQuery(subscriptionDetailsQuery);
  const held = data?.creditAmount;
  useEffect(() => {
    if (balance !== null && held !== undefined && held !== balance) void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_DETAILS_KEY });
  }, [queryClient, held, balance]);
  return data && held === balance ? data.creditsBuy : null;
}
