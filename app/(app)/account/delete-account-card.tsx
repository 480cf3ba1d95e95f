"use client";
// Deleting the account, confirmed by typing its email address.
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/client/api";
import { clearClientCaches } from "@/lib/client/session-caches";

export function DeleteAccountCard({ email }: { email: string }) {
  const [typed, setTyped] = useState("");
  const [pending, setPending] = useState(false);
  const confirmed = typed.trim().toLowerCase() === email.toLowerCase();

  async function deleteAccount() {
    setPending(true);
    try {
      await api.delete("/api/account", { confirmEmail: typed });
      clearClientCaches();
      window.location.assign("/login?notice=account-deleted");
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "We couldn't delete your account. Please try again.");
      setPending(false);
    }
  }

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="text-destructive">
          Delete account
        </CardTitle>
        <CardDescription>
          This deletes your brand profile, posts, images, connections and credits, and ends your plan at once with no further charge. Scheduled posts won&apos;t
          go out. It can&apos;t be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog onOpenChange={(open) => !open && setTyped("")}>
          <AlertDialogTrigger asChild>
            <Button variant="destructive">
              <Trash2 aria-hidden="true" />
              Delete account
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete your account for good?</AlertDialogTitle>
              <AlertDialogDescription>Everything in your account goes, and your plan ends now. To confirm, type your email address.</AlertDialogDescription>
            </AlertDialogHeader>
            <div className="space-y-2">
              <Label htmlFor="confirm-email">
                Type <span className="font-semibold">{email}</span> to confirm
              </Label>
              <Input id="confirm-email" type="email" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
            </div>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
              <AlertDialogAction
                variant="destructive"
                disabled={!confirmed || pending}
                onClick={(event) => {
                  event.preventDefault();
                  void deleteAccount();
                }}
              >
                {pending ? "Deleting..." : "Delete my account"}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
