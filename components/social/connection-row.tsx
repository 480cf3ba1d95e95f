"use client";
// One connected page or Instagram account on the dashboard: its name and health (with why it is not
// healthy), whether it is the one a bare platform means, and its actions: reconnect, check now, make default,
// disconnect.
import { AlertTriangle, CheckCircle2, ExternalLink } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type ConnectionView } from "@/lib/social/schemas";
import { channelFacts } from "@/lib/channels/facts";
import { HEALTH_SUMMARIES } from "@/lib/social/platforms";
import { cn } from "@/lib/utils";
import { AccountAvatar } from "./account-avatar";

export function ConnectionRow({
  account,
  label,
  showDefault,
  sandbox,
  busy,
  checking,
  onMakeDefault,
  onDisconnect,
  onCheck,
  onReconnect,
}: {
  account: ConnectionView;
  /** How the account is named: the page's name, or @username. */
  label: string;
  /** The platform has several accounts, so which one is the default matters. */
  showDefault: boolean;
  /** Links a sandbox page or account to its feed. */
  sandbox: boolean;
  busy: boolean;
  /** Its 'Check now' is under way. */
  checking: boolean;
  onMakeDefault: () => void;
  onDisconnect: () => void;
  onCheck: () => void;
  /** Opens Facebook's login again: a reconnect renews every account of the pages chosen. */
  onReconnect: () => void;
}) {
  return (
    <li className="@container rounded-lg border p-3" data-testid="connection" data-platform={account.platform}>
      <div className="flex flex-col gap-3 @md:flex-row @md:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <AccountAvatar name={account.accountName} pictureUrl={account.pictureUrl} platform={account.platform} />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium break-words">
              {label}
              {showDefault && account.isDefault && <Badge variant="secondary">Default</Badge>}
            </p>
            <p className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground" data-testid="connection-health" data-health={account.health}>
              {account.health === "HEALTHY" ? (
                <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
              ) : (
                <AlertTriangle aria-hidden="true" className={cn("size-4", account.health === "NEEDS_RECONNECT" ? "text-destructive" : "text-warning")} />
              )}
              {HEALTH_SUMMARIES[account.health]}
              {sandbox && (
                <Link
                  href={`${channelFacts(account.platform).sandboxFeed.path}/${encodeURIComponent(account.accountId)}`}
                  className="ml-2 inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  {channelFacts(account.platform).sandboxFeed.label}
                  <span className="sr-only"> {label}</span>
                  <ExternalLink aria-hidden="true" className="size-3" />
                </Link>
              )}
            </p>
            {account.health !== "HEALTHY" && account.healthReason && <p className="text-sm text-muted-foreground">{account.healthReason}</p>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {account.health !== "HEALTHY" && (
            <Button className="h-11" disabled={busy} onClick={onReconnect}>
              Reconnect
              <span className="sr-only"> {label}</span>
            </Button>
          )}
          <Button variant="ghost" className="h-11" disabled={busy || checking} onClick={onCheck}>
            {checking ? "Checking..." : "Check now"}
            <span className="sr-only"> {label}</span>
          </Button>
          {showDefault && !account.isDefault && (
            <Button variant="ghost" className="h-11" disabled={busy} onClick={onMakeDefault}>
              Make default
              <span className="sr-only"> for {label}</span>
            </Button>
          )}
          <Button variant="outline" className="h-11" disabled={busy} onClick={onDisconnect}>
            Disconnect
            <span className="sr-only"> {label}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
