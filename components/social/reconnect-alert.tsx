"use client";
// The dashboard card's prompt to reconnect a login that lost its access, naming the posts' destinations that wait for it.
import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { type ConnectionView } from "@/lib/social/schemas";
import { labelOf } from "./connection-label";

/** The connections that need reconnecting through one login, and its button. */
export function ReconnectAlert({
  label,
  accounts,
  pending,
  onReconnect,
}: {
  label: string;
  accounts: ConnectionView[];
  pending: boolean;
  onReconnect: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning/10 p-4 text-sm">
      <p className="flex gap-2">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>
          {label} asked you to reconnect. Posts to {accounts.map(labelOf).join(", ")} can&apos;t go out until you do.
        </span>
      </p>
      <Button variant="outline" className="h-11 self-start" onClick={onReconnect} disabled={pending}>
        {pending ? "Connecting..." : `Reconnect ${label}`}
      </Button>
    </div>
  );
}
