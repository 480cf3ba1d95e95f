"use client";
// Global dialog opened by the API client when the server answers NO_ACTIVE_SUBSCRIPTION (PRODUCT-SPEC §2).
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { subscriptionDialogStore } from "@/lib/client/subscription-dialog-store";

export function SubscriptionRequiredDialog() {
  const open = useSyncExternalStore(
    subscriptionDialogStore.subscribe,
    subscriptionDialogStore.getSnapshot,
    subscriptionDialogStore.getServerSnapshot,
  );
  const close = () => subscriptionDialogStore.setOpen(false);
  return (
    <Dialog open={open} onOpenChange={(next) => subscriptionDialogStore.setOpen(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Subscription Required</DialogTitle>
          <DialogDescription>You need an active subscription to use this feature</DialogDescription>
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
