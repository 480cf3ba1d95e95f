"use client";
import { AccountMenu } from "@/components/app-shell/account-menu";
import { Toaster } from "@/components/ui/sonner";

export function SignedInMenuContent({ email }: { email: string }) {
  return (
    <>
      <AccountMenu email={email} />
      <Toaster />
    </>
  );
}
