"use client";
// Global dialog opened by the API client when the server answers NO_ACTIVE_SUBSCRIPTION (docs/product.md §2).
// Its code loads the first time it opens: most pages never show it.
import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { subscriptionDialogStore } from "@/lib/client/subscription-dialog-store";
import { useOpenedOnce } from "@/lib/client/use-opened-once";

const SubscriptionRequiredDialogContent = dynamic(() => import("./subscription-required-dialog-content").then((m) => m.SubscriptionRequiredDialogContent));

export function SubscriptionRequiredDialog() {
  const reason = useSyncExternalStore(subscriptionDialogStore.subscribe, subscriptionDialogStore.getSnapshot, subscriptionDialogStore.getServerSnapshot);
  const opened = useOpenedOnce(reason !== null);
  return opened ? <SubscriptionRequiredDialogContent reason={reason} close={subscriptionDialogStore.close} /> : null;
}
