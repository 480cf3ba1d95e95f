"use client";
// The outline: one row per slot with its kind and theme, each the owner's to change (the theme is saved when
// the box is left), swap with a neighbour, drop, or trade for another idea. Below, what writing it would cost
// against the balance; 'Write N posts' starts the drafts. Nothing costs credits before that.
import { ArrowDown, ArrowUp, RefreshCw, Trash2, TrendingUp, WandSparkles } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogFooter, STICKY_FOOTER } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { picturesNeededBy } from "@/lib/channels/facts";
import { api } from "@/lib/client/api";
import { useCreditsBuy } from "@/lib/client/subscription-details";
import { useFormat } from "@/lib/client/use-format";
import { useChangePlan } from "@/lib/client/use-plans";
import { doesWellText } from "@/lib/insights/readings";
import { type Plan, type PlanItem } from "@/lib/planning/schemas";
import { THEME_MAX } from "@/lib/planning/plan-limits";
import { POST_KIND_LABELS, POST_KINDS } from "@/lib/writing/post-kinds";
import { cn } from "@/lib/utils";
import { SlotTime } from "./slot-time";

export function PlanOutline({ plan, onDropped }: { plan: Plan; onDropped: () => void }) {
  const change = useChangePlan();
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const path = `/api/plans/${plan.id}`;
  const picturesNeeded = picturesNeededBy(plan.targets.map((t) => t.platform)).length > 0;
  const count = plan.items.length;
  const { estimate } = plan;
  const short = estimate !== null && estimate.balance < estimate.upTo;
  const creditsBuy = useCreditsBuy(estimate?.balance ?? null);

  async function act(call: () => Promise<{ object: Plan; message?: string }>, failure = "We couldn't change the plan. Please try again.", quiet = true) {
    setBusy(true);
    await change(call, failure, { quiet });
    setBusy(false);
  }

  async function drop() {
    setBusy(true);
    try {
      await api.delete(path);
      onDropped();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">Change anything you like: nothing is written or charged until you press Write.</p>
      <ol className="grid gap-3" aria-label="Outline">
        {plan.items.map((item, index) => (
          <OutlineRow
            key={item.id}
            item={item}
            zone={plan.timeZone}
            busy={busy}
            picturesNeeded={picturesNeeded}
            doesWell={plan.favouredKinds.includes(item.kind)}
            onPatch={(patch) => act(() => api.patch<Plan>(`/api/plan-items/${item.id}`, patch))}
            onIdea={() => act(() => api.post<Plan>(`/api/plan-items/${item.id}/idea`))}
            onRemove={() => act(() => api.delete<Plan>(`/api/plan-items/${item.id}`))}
            onMove={(step) => act(() => api.post<Plan>("/api/plan-items/swap", { itemIds: [item.id, plan.items[index + step]!.id] }))}
            first={index === 0}
            last={index === count - 1}
          />
        ))}
      </ol>
      {count === 0 && (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          The outline is empty. Drop this plan and choose other days.
        </p>
      )}

      <DialogFooter className={cn(STICKY_FOOTER, "flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between")}>
        <p className="min-w-0 flex-1 text-sm" data-testid="plan-estimate">
          {estimate ? (
            <>
              About <span className="font-mono">{format.credits(estimate.credits)}</span> (at most{" "}
              <span className="font-mono">{format.credits(estimate.upTo)}</span>). You have{" "}
              <span className="font-mono">{format.credits(estimate.balance)}</span>.{creditsBuy && ` That's ${creditsBuy}.`}
              {short && <span className="block text-warning">Your credits may run out first: what is written stays, and you can upgrade for the rest.</span>}
            </>
          ) : null}
        </p>
        <div className="flex shrink-0 flex-wrap justify-end gap-2">
          <Button variant="outline" className="min-h-11" disabled={busy} onClick={() => void drop()}>
            Drop plan
          </Button>
          <Button
            className="min-h-11"
            disabled={busy || count === 0}
            onClick={() => void act(() => api.post<Plan>(`${path}/write`), "We couldn't start writing. Please try again.", false)}
          >
            <WandSparkles aria-hidden="true" />
            Write {count} post{count === 1 ? "" : "s"}
          </Button>
        </div>
      </DialogFooter>
    </div>
  );
}

type RowProps = {
  item: PlanItem;
  zone: string;
  busy: boolean;
  /** A target's channel takes no post without a picture, so every post has one. */
  picturesNeeded: boolean;
  /** Its kind did best for the owner when the plan was outlined. */
  doesWell: boolean;
  first: boolean;
  last: boolean;
  onPatch: (patch: Partial<Pick<PlanItem, "theme" | "kind" | "withImage">>) => void;
  onIdea: () => void;
  onRemove: () => void;
  onMove: (step: -1 | 1) => void;
};

function OutlineRow({ item, zone, busy, picturesNeeded, doesWell, first, last, onPatch, onIdea, onRemove, onMove }: RowProps) {
  const [theme, setTheme] = useState(item.theme);
  // A new idea from the server replaces what the box shows.
  const [shown, setShown] = useState(item.theme);
  if (shown !== item.theme) {
    setShown(item.theme);
    setTheme(item.theme);
  }
  const themeId = `theme-${item.id}`;
  const save = () => {
    const trimmed = theme.trim();
    if (trimmed && trimmed !== item.theme) onPatch({ theme: trimmed });
    else setTheme(item.theme);
  };
  return (
    <li className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[9rem_minmax(0,1fr)]" data-testid="outline-item">
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-start">
        <SlotTime at={item.at} zone={zone} />
        <Select value={item.kind} disabled={busy} onValueChange={(kind) => onPatch({ kind: kind as PlanItem["kind"] })}>
          <SelectTrigger className="h-9 w-full min-w-36 text-xs" aria-label={`Kind of post for ${item.theme}`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {POST_KINDS.filter((kind) => kind !== "SEASONAL" || item.occasion).map((kind) => (
              <SelectItem key={kind} value={kind}>
                {POST_KIND_LABELS[kind]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={themeId} className="sr-only">
          What the post is about
        </Label>
        <Textarea
          id={themeId}
          value={theme}
          maxLength={THEME_MAX}
          rows={2}
          className="min-h-16"
          disabled={busy}
          onChange={(event) => setTheme(event.target.value)}
          onBlur={save}
        />
        {item.occasion && <p className="text-xs text-muted-foreground">For {item.occasion}</p>}
        {doesWell && (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <TrendingUp className="size-3.5" aria-hidden="true" />
            {doesWellText(item.kind)}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-1">
          {item.photo ? (
            // Written about the owner's photo, and posted with it: no AI picture to choose.
            <div className="flex min-h-11 items-center gap-2 text-sm">
              <img src={item.photo.thumbUrl} alt={item.photo.altText} className="size-10 rounded object-cover" />
              Your photo
            </div>
          ) : (
            <div className="flex min-h-11 items-center gap-2">
              <Switch
                id={`image-${item.id}`}
                checked={item.withImage}
                disabled={busy || picturesNeeded}
                onCheckedChange={(withImage) => onPatch({ withImage })}
              />
              <Label htmlFor={`image-${item.id}`} className="text-sm font-normal">
                Picture
              </Label>
            </div>
          )}
          <div className="flex items-center gap-1">
            <Button variant="ghost" size="sm" className="min-h-11" disabled={busy} onClick={onIdea}>
              <RefreshCw aria-hidden="true" />
              Another idea
            </Button>
            <Button variant="ghost" size="icon" className="size-11" disabled={busy || first} aria-label="Move up" onClick={() => onMove(-1)}>
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" className="size-11" disabled={busy || last} aria-label="Move down" onClick={() => onMove(1)}>
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" className="size-11 text-destructive" disabled={busy} aria-label="Remove from the plan" onClick={onRemove}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
