"use client";
// The Subscription Required dialog itself (subscription-required-dialog.tsx loads it when it first opens).
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { SubscriptionDialogReason } from "@/lib/client/subscription-dialog-store";

export function SubscriptionRequiredDialogContent({ reason, close }: { reason: SubscriptionDialogReason | null; close: () => void }) {
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
