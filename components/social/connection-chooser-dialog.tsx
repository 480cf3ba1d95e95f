"use client";
// After a Meta login: choose which pages and Instagram accounts Postloom posts to (several of each), then
// connect them. Nothing is connected until then.
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { api } from "@/lib/client/api";
import { FACEBOOK_FACTS } from "@/lib/channels/facebook/facts";
import { INSTAGRAM_FACTS } from "@/lib/channels/instagram/facts";
import { NOTHING_CHOSEN } from "@/lib/social/platforms";
import type { PageChoice } from "@/lib/social/schemas";
import { AccountAvatar } from "./account-avatar";

const NOT_FINISHED = "Facebook connection not finished";

type Chosen = { pageIds: string[]; instagramIds: string[] };
const NONE: Chosen = { pageIds: [], instagramIds: [] };

const toggle = (list: string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((item) => item !== id));

function ChoiceRow({
  id,
  label,
  detail,
  checked,
  disabled,
  onChange,
  avatar,
}: {
  id: string;
  label: string;
  detail: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  avatar: React.ReactNode;
}) {
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-muted/60 has-[:focus-visible]:bg-muted/60">
      <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(value) => onChange(value === true)} className="size-5" />
      {avatar}
      <span className="min-w-0">
        <span className="block font-medium break-words">{label}</span>
        <span className="block text-sm text-muted-foreground">{detail}</span>
      </span>
    </label>
  );
}

export function ConnectionChooserDialog({ pages, onClose, onConnected }: { pages: PageChoice[] | null; onClose: () => void; onConnected: () => void }) {
  const [chosen, setChosen] = useState<Chosen>(NONE);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function reset() {
    setChosen(NONE);
    setError(null);
  }

  async function connect() {
    // At least one page or account, as the server's own check (authorizeSchema) asks.
    if (chosen.pageIds.length + chosen.instagramIds.length === 0) {
      setError(NOTHING_CHOSEN);
      return;
    }
    setSubmitting(true);
    try {
      await api.post("/api/social/authorize", chosen);
      const names = [
        ...pages!.filter((page) => chosen.pageIds.includes(page.id)).map((page) => page.name),
        ...pages!.flatMap((page) => (page.instagram && chosen.instagramIds.includes(page.instagram.id) ? [`@${page.instagram.username}`] : [])),
      ];
      toast.success("Facebook account connected successfully", { description: `Postloom posts to ${names.join(", ")}.` });
      reset();
      onConnected();
    } catch {
      toast.error("Failed to authorize page");
    } finally {
      setSubmitting(false);
    }
  }

  /** Closed without connecting: nothing was connected, and the owner is told so. */
  function close() {
    if (submitting) return;
    reset();
    toast(NOT_FINISHED, { description: "Nothing was chosen, so nothing is connected. Connect again to choose." });
    onClose();
  }

  const count = chosen.pageIds.length + chosen.instagramIds.length;
  return (
    <Dialog open={pages !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Choose where Postloom posts</DialogTitle>
          <DialogDescription>Tick the Facebook Pages and Instagram accounts to connect. You can add more or disconnect any of them later.</DialogDescription>
        </DialogHeader>
        {pages?.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            We couldn&apos;t find any Facebook pages you manage. Create a page on Facebook, or give Postloom access to one, then connect again.
          </p>
        ) : (
          <fieldset className="space-y-3" aria-describedby={error ? "connection-choice-error" : undefined} disabled={submitting}>
            <legend className="sr-only">Pages and Instagram accounts</legend>
            <ul className="space-y-3">
              {pages?.map((page) => (
                <li key={page.id} className="rounded-lg border p-2">
                  <ChoiceRow
                    id={`page-${page.id}`}
                    label={page.name}
                    detail="Facebook Page"
                    checked={chosen.pageIds.includes(page.id)}
                    disabled={submitting}
                    avatar={<AccountAvatar name={page.name} pictureUrl={page.pictureUrl} platform={FACEBOOK_FACTS.key} />}
                    onChange={(on) => setChosen((c) => ({ ...c, pageIds: toggle(c.pageIds, page.id, on) }))}
                  />
                  {page.instagram ? (
                    <div className="ml-8">
                      <ChoiceRow
                        id={`instagram-${page.instagram.id}`}
                        label={`@${page.instagram.username}`}
                        detail="Instagram account"
                        checked={chosen.instagramIds.includes(page.instagram.id)}
                        disabled={submitting}
                        avatar={<AccountAvatar name={page.instagram.username} pictureUrl={page.instagram.pictureUrl} platform={INSTAGRAM_FACTS.key} />}
                        onChange={(on) => setChosen((c) => ({ ...c, instagramIds: toggle(c.instagramIds, page.instagram!.id, on) }))}
                      />
                    </div>
                  ) : (
                    <p className="ml-10 px-2 pb-1 text-sm text-muted-foreground">No Instagram account is linked to this page.</p>
                  )}
                </li>
              ))}
            </ul>
            {error && (
              <p id="connection-choice-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </fieldset>
        )}
        <DialogFooter>
          {pages?.length === 0 ? (
            <Button variant="outline" className="h-11" onClick={close}>
              Close
            </Button>
          ) : (
            <Button className="h-11" disabled={submitting} onClick={() => void connect()}>
              {submitting ? "Connecting..." : count > 1 ? `Connect ${count} accounts` : "Connect"}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
