"use client";
// The Account page: sign-in methods, password, emails, devices and deleting the account, each in its own card.
import { AlertTriangle, CheckCircle2, MinusCircle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAccount } from "@/lib/client/use-account";
import { ChangePasswordCard } from "./change-password-card";
import { DeleteAccountCard } from "./delete-account-card";
import { DevicesCard } from "./devices-card";
import { NotificationsCard } from "./notifications-card";

function Method({ label, on, onText, offText }: { label: string; on: boolean; onText: string; offText: string }) {
  return (
    <li className="flex items-center justify-between gap-4 py-3">
      <span className="font-medium">{label}</span>
      {on ? (
        <Badge variant="success">
          <CheckCircle2 aria-hidden="true" />
          {onText}
        </Badge>
      ) : (
        <Badge variant="outline" className="text-muted-foreground">
          <MinusCircle aria-hidden="true" />
          {offText}
        </Badge>
      )}
    </li>
  );
}

export function AccountSettings({ passwordMinLength }: { passwordMinLength: number }) {
  const { data: account, isPending, isError, refetch } = useAccount();

  if (isPending) {
    return (
      <div className="grid max-w-3xl gap-6" aria-busy="true" aria-label="Loading your account">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <Card className="max-w-3xl">
        <CardContent className="flex flex-wrap items-center gap-3">
          <AlertTriangle aria-hidden="true" className="size-5 text-destructive" />
          <p className="flex-1">We couldn&apos;t load your account. Please try again.</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <div className="grid max-w-3xl gap-6">
      <Card>
        <CardHeader>
          <CardTitle role="heading" aria-level={2}>
            Sign-in methods
          </CardTitle>
          <CardDescription>
            You sign in as <span className="font-medium text-foreground">{account.email}</span>.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y" aria-label="Sign-in methods">
            <Method label="Email and password" on={account.signInMethods.password} onText="Password set" offText="No password" />
            <Method label="Google" on={account.signInMethods.google} onText="Connected" offText="Not connected" />
          </ul>
        </CardContent>
      </Card>
      <ChangePasswordCard email={account.email} hasPassword={account.signInMethods.password} passwordMinLength={passwordMinLength} />
      <NotificationsCard />
      <DevicesCard openSessions={account.openSessions} />
      <DeleteAccountCard email={account.email} />
    </div>
  );
}
