"use client";
// Global dialog opened by the API client when the server answers NO_ACTIVE_SUBSCRIPTION (docs/product.md §2).
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { subscriptionDialogStore } from "@/lib/client/subscription-dialog-store";

export function SubscriptionRequiredDialog() {
  const reason = useSyncExternalStore(subscriptionDialogStore.subscribe, subscriptionDialogStore.getSnapshot, subscriptionDialogStore.getServerSnapshot);
  const close = subscriptionDialogStore.close;
  return (
    <Dialog open={reason !== null} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{reason?.title}</DialogTitle>
          <DialogDescription>{reason?.message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button asChild onClick={close}>
            <Link href="/subscription">View Subscription Plans</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
