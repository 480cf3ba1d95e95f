"use client";
// The workspace's quiet save indicator: 'Saving…', 'Saved', or what went wrong with a way to retry.
import { Check, CloudOff } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SaveState } from "./use-autosave";

export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <div role="status" data-testid="save-status" className="flex min-h-6 items-center gap-2 text-xs text-muted-foreground">
      {state.kind === "saving" && <span>Saving…</span>}
      {state.kind === "saved" && (
        <span className="flex items-center gap-1">
          <Check aria-hidden="true" className="size-3.5" />
          Saved
        </span>
      )}
      {(state.kind === "offline" || state.kind === "failed") && (
        <>
          <span className="flex items-center gap-1 text-warning">
            <CloudOff aria-hidden="true" className="size-3.5" />
            {state.kind === "offline" ? "You're offline. We'll save your edit when you're back." : state.message}
          </span>
          <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={onRetry}>
            Retry now
          </Button>
        </>
      )}
    </div>
  );
}
