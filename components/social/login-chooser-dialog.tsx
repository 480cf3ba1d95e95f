"use client";
// After a login of a channel's own (LinkedIn's, Google Business Profile's): choose which of the accounts it lists
// Postloom posts to, then connect them. Nothing is connected until then. One that can't be connected (a location
// Google hasn't verified) is listed, not tickable, with the reason.
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { ApiClientError } from "@/lib/api/client";
import { api } from "@/lib/client/api";
import { NOTHING_CHOSEN_OF_LOGIN } from "@/lib/social/platforms";
import type { LoginView } from "@/lib/social/schemas";
import { AccountAvatar } from "./account-avatar";
import type { LoginChoices } from "./use-login-popup";

export function LoginChooserDialog({
  login,
  choices,
  onClose,
  onConnected,
}: {
  login: LoginView;
  choices: LoginChoices | null;
  onClose: () => void;
  onConnected: () => void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const accounts = choices?.accounts ?? [];

  function reset() {
    setChosen([]);
    setError(null);
  }

  async function connect() {
    if (chosen.length === 0) {
      setError(NOTHING_CHOSEN_OF_LOGIN);
      return;
    }
    setSubmitting(true);
    try {
      await api.post(`/api/social/logins/${login.key}/authorize`, { accountIds: chosen });
      const names = accounts.filter((account) => chosen.includes(account.accountId)).map((account) => account.accountName);
      toast.success(`${login.label} connected`, { description: `Postloom posts to ${names.join(", ")}.` });
      reset();
      onConnected();
    } catch (failure) {
      toast.error(`Failed to connect ${login.label}`, { description: failure instanceof ApiClientError && failure.status < 500 ? failure.message : undefined });
    } finally {
      setSubmitting(false);
    }
  }

  /** Closed without connecting: nothing was connected, and the owner is told so. */
  function close() {
    if (submitting) return;
    reset();
    toast(`${login.label} connection not finished`, { description: "Nothing was chosen, so nothing is connected. Connect again to choose." });
    onClose();
  }

  return (
    <Dialog open={choices !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Choose where Postloom posts on {login.label}</DialogTitle>
          <DialogDescription>Tick what to connect: {login.connects}. You can add more or disconnect any of them later.</DialogDescription>
        </DialogHeader>
        {choices?.limitation && <p className="rounded-lg border bg-muted/40 p-3 text-sm text-muted-foreground">{choices.limitation}</p>}
        <fieldset className="space-y-3" aria-describedby={error ? "login-choice-error" : undefined} disabled={submitting}>
          <legend className="sr-only">{login.label} accounts</legend>
          <ul className="space-y-2">
            {accounts.map((account) => {
              const id = `login-${login.key}-${account.accountId}`;
              const why = account.unavailable ? `${id}-why` : undefined;
              return (
                <li key={account.accountId} className="rounded-lg border p-2">
                  <label
                    htmlFor={id}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-muted/60 has-[:disabled]:cursor-not-allowed has-[:disabled]:hover:bg-transparent has-[:focus-visible]:bg-muted/60"
                  >
                    <Checkbox
                      id={id}
                      checked={chosen.includes(account.accountId)}
                      disabled={submitting || account.unavailable !== null}
                      aria-describedby={why}
                      className="size-5"
                      onCheckedChange={(value) =>
                        setChosen((list) => (value === true ? [...list, account.accountId] : list.filter((item) => item !== account.accountId)))
                      }
                    />
                    <AccountAvatar name={account.accountName} pictureUrl={account.pictureUrl} platform={account.platform} />
                    <span className="min-w-0">
                      <span className="block font-medium break-words">{account.accountName}</span>
                      <span className="block text-sm text-muted-foreground">{account.kind}</span>
                      {why && (
                        <span id={why} className="block text-sm text-muted-foreground">
                          {account.unavailable}
                        </span>
                      )}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          {error && (
            <p id="login-choice-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </fieldset>
        <DialogFooter>
          <Button className="h-11" disabled={submitting} onClick={() => void connect()}>
            {submitting ? "Connecting..." : chosen.length > 1 ? `Connect ${chosen.length} accounts` : "Connect"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
