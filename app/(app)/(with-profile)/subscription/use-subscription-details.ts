"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { SubscriptionDetails } from "@/lib/billing/schemas";
import { fetchSubscriptionDetails, SUBSCRIPTION_DETAILS_KEY } from "@/lib/client/subscription-details";

const CONFIRM_POLL_MS = 1500;
const CONFIRM_TIMEOUT_MS = 60_000;

/**
 * The user's plan and credits, fetched again every time the page opens (docs/product.md §7). Back from a
 * paid checkout, Stripe's webhook can land a moment after the browser does, so until the plan shows as
 * active it asks again every 1.5 s, for up to a minute.
 */
export function useSubscriptionDetails({ awaitingCheckout }: { awaitingCheckout: boolean }) {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!awaitingCheckout) return;
    const timer = setTimeout(() => setGaveUp(true), CONFIRM_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [awaitingCheckout]);

  const waiting = (data: SubscriptionDetails | undefined) => awaitingCheckout && !gaveUp && data?.subscriptionStatus !== "ACTIVE";
  const query = useQuery({
    queryKey: SUBSCRIPTION_DETAILS_KEY,
    queryFn: fetchSubscriptionDetails,
    refetchOnMount: "always",
    refetchInterval: (q) => (waiting(q.state.data) ? CONFIRM_POLL_MS : false),
  });
  return { ...query, confirming: waiting(query.data) };
}
