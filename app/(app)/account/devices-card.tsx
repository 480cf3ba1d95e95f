"use client";
// Where the account is signed in, and "Sign out of all devices" (this one included).
import { LogOut } from "lucide-react";
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
import { api } from "@/lib/client/api";
import { clearClientCaches } from "@/lib/client/session-caches";

export function DevicesCard({ openSessions }: { openSessions: number }) {
  const [pending, setPending] = useState(false);

  async function signOutEverywhere() {
    setPending(true);
    try {
      await api.delete("/api/account/sessions");
      clearClientCaches();
      window.location.assign("/login?notice=signed-out-everywhere");
    } catch {
      toast.error("We couldn't sign you out everywhere. Please try again.");
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Devices
        </CardTitle>
        <CardDescription data-testid="open-sessions">
          {openSessions === 1 ? "You're signed in on this device only." : `You're signed in on ${openSessions} devices, this one included.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="outline">
              <LogOut aria-hidden="true" />
              Sign out of all devices
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Sign out of all devices?</AlertDialogTitle>
              <AlertDialogDescription>
                Every browser signed in to your account, this one included, will need to sign in again. Scheduled posts still go out.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
              <AlertDialogAction
                variant="destructive"
                disabled={pending}
                onClick={(event) => {
                  event.preventDefault();
                  void signOutEverywhere();
                }}
              >
                {pending ? "Signing out..." : "Sign out everywhere"}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
