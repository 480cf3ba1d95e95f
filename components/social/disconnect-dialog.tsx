"use client";
// Asks before disconnecting a page or Instagram account. The platform's last account gets the spec's words
// (docs/product.md §2: 'Disconnect Facebook?'); one of several is named, and the others stay.
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { type ConnectionView } from "@/lib/social/schemas";
import { platformLabel } from "@/components/posts/labels";

export function DisconnectDialog({
  account,
  label,
  onlyOfItsPlatform,
  busy,
  onCancel,
  onConfirm,
}: {
  account: ConnectionView | null;
  label: string;
  onlyOfItsPlatform: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const platform = account ? platformLabel(account.platform) : "";
  return (
    <AlertDialog open={account !== null} onOpenChange={(open) => !busy && !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          {onlyOfItsPlatform ? (
            <>
              <AlertDialogTitle>Disconnect {platform}?</AlertDialogTitle>
              <AlertDialogDescription>
                This will remove access to your {platform} account. You&apos;ll need to reconnect to post content to {platform}.
              </AlertDialogDescription>
            </>
          ) : (
            <>
              <AlertDialogTitle>Disconnect {label}?</AlertDialogTitle>
              <AlertDialogDescription>Postloom will stop posting to {label}. Your other accounts stay connected.</AlertDialogDescription>
            </>
          )}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            disabled={busy}
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            {busy ? "Disconnecting..." : "Disconnect"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
