"use client";
// A login of a channel's own on the dashboard's card, before anything of it is connected: what it connects, and its button.
import { Plug } from "lucide-react";
import { SandboxBadge } from "@/components/sandbox-badge";
import { Button } from "@/components/ui/button";
import { isSandboxService } from "@/lib/sandbox";
import { type LoginView } from "@/lib/social/schemas";
import { PlatformIcon } from "./platform-icon";

/** A login of a channel's own with nothing of it connected yet: what it connects, and its button (or why there is none). */
export function LoginBlock({ login, pending, onConnect }: { login: LoginView; pending: boolean; onConnect: () => void }) {
  return (
    <div className="@container rounded-lg border p-4" data-testid={`${login.key}-connection`}>
      <div className="flex flex-col gap-3 @sm:flex-row @sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <PlatformIcon platform={login.platforms[0]!} className="size-10" />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {login.label}
              {login.mode === "sandbox" && isSandboxService(login.key) && <SandboxBadge service={login.key} />}
            </p>
            <p className="text-sm text-muted-foreground">{login.notConfigured ? "Not set up on this server yet" : `Connect ${login.connects}`}</p>
          </div>
        </div>
        {!login.notConfigured && (
          <Button className="h-11" onClick={onConnect} disabled={pending}>
            <Plug aria-hidden="true" />
            {pending ? "Connecting..." : `Connect ${login.label}`}
          </Button>
        )}
      </div>
      {(login.notConfigured ?? login.limitation) && <p className="mt-3 text-sm text-muted-foreground">{login.notConfigured ?? login.limitation}</p>}
    </div>
  );
}
