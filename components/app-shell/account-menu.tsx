"use client";
// The account menu of the top bars: Account settings, Manage subscription, theme, Log out (with its confirmation).
import { CircleUserRound, CreditCard, LogOut, Moon, Settings, Sun } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useOpenedOnce } from "@/lib/client/use-opened-once";

const LogoutDialog = dynamic(() => import("./logout-dialog").then((m) => m.LogoutDialog));

function toggleTheme() {
  const dark = !document.documentElement.classList.contains("dark");
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
  try {
    localStorage.setItem("theme", dark ? "dark" : "light");
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

export function AccountMenu({ email }: { email: string }) {
  const [confirming, setConfirming] = useState(false);
  const confirmOpened = useOpenedOnce(confirming);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Account menu">
            <CircleUserRound className="size-6" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="truncate font-normal text-muted-foreground">{email}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href="/account">
              <Settings aria-hidden="true" />
              Account settings
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href="/subscription">
              <CreditCard aria-hidden="true" />
              Manage subscription
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={toggleTheme}>
            <Sun aria-hidden="true" className="dark:hidden" />
            <Moon aria-hidden="true" className="hidden dark:block" />
            Switch theme
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
            <LogOut aria-hidden="true" />
            Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {confirmOpened && <LogoutDialog open={confirming} onOpenChange={setConfirming} />}
    </>
  );
}
