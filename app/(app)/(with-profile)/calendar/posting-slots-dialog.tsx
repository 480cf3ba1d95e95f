"use client";
// 'Posting slots': the weekly times the queue fills, in the brand's time zone (PUT /api/calendar/slots).
// A row a weekday: its times, each removable, and a time to add. Nothing is saved until 'Save slots'.
import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, STICKY_FOOTER } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { refusalMessage } from "@/lib/api/client";
import { type PostingSlot } from "@/lib/calendar/schemas/slots";
import { MAX_SLOTS, SLOT_MINUTE_STEP, WEEKDAY_NAMES } from "@/lib/calendar/calendar-limits";
import { usePostingSlots, useSavePostingSlots } from "./use-calendar";

/** Every time a slot can take: 00:00, 00:15 … 23:45. */
const TIMES = Array.from({ length: (24 * 60) / SLOT_MINUTE_STEP }, (_, i) => {
  const minutes = i * SLOT_MINUTE_STEP;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

const sameSlots = (a: PostingSlot[], b: PostingSlot[]) =>
  a.length === b.length && a.every((slot, i) => slot.weekday === b[i]!.weekday && slot.time === b[i]!.time);

export function PostingSlotsDialog({ open, zone, onOpenChange }: { open: boolean; zone: string; onOpenChange: (open: boolean) => void }) {
  const saved = usePostingSlots();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Posting slots</DialogTitle>
          <DialogDescription>
            The days and times you like to post, in {zone.replaceAll("_", " ")}. &lsquo;Add to queue&rsquo; puts a post in the next free one.
          </DialogDescription>
        </DialogHeader>
        {saved.data ? (
          // Keyed by what was saved: each opening starts from it.
          <SlotsForm key={JSON.stringify(saved.data.slots)} initial={saved.data.slots} onDone={() => onOpenChange(false)} />
        ) : saved.isError ? (
          <p role="alert" className="text-sm text-destructive">
            We couldn&apos;t load your posting slots. Close this and try again.
          </p>
        ) : (
          <Skeleton className="h-72 w-full" />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SlotsForm({ initial, onDone }: { initial: PostingSlot[]; onDone: () => void }) {
  const save = useSavePostingSlots();
  const [slots, setSlots] = useState(initial);
  const [adding, setAdding] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const full = slots.length >= MAX_SLOTS;

  function add(weekday: number) {
    const time = adding[weekday] ?? "09:00";
    if (slots.some((slot) => slot.weekday === weekday && slot.time === time)) return;
    setSlots([...slots, { weekday, time }].sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time)));
    setError(null);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await save(slots);
      onDone();
    } catch (failure) {
      setError(refusalMessage(failure) ?? "Failed to save your posting slots. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Posting slots">
      <ul className="divide-y rounded-md border">
        {WEEKDAY_NAMES.map((name, index) => {
          const weekday = index + 1;
          const times = slots.filter((slot) => slot.weekday === weekday);
          return (
            // A phone: the day and its 'add' on one line, its times below; wider: all on one line.
            <li key={name} className="grid grid-cols-[1fr_auto] items-center gap-2 p-3 sm:grid-cols-[6rem_1fr_auto]" data-weekday={weekday}>
              <span className="text-sm font-medium">{name}</span>
              <div className="order-last col-span-2 flex min-w-0 flex-wrap items-center gap-1.5 sm:order-none sm:col-span-1">
                {times.length === 0 && <span className="text-sm text-muted-foreground">No slots</span>}
                {times.map((slot) => (
                  <span key={slot.time} className="inline-flex items-center rounded-full border bg-muted/50 pl-2.5 text-sm tabular-nums">
                    {slot.time}
                    <button
                      type="button"
                      className="flex size-8 items-center justify-center rounded-full text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      aria-label={`Remove ${name} ${slot.time}`}
                      disabled={busy}
                      onClick={() => setSlots(slots.filter((other) => other !== slot))}
                    >
                      <X className="size-3.5" aria-hidden="true" />
                    </button>
                  </span>
                ))}
              </div>
              <div className="flex items-center gap-1">
                <select
                  className="h-9 rounded-md border bg-background px-2 text-sm tabular-nums focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Time to add on ${name}`}
                  value={adding[weekday] ?? "09:00"}
                  disabled={busy}
                  onChange={(event) => setAdding({ ...adding, [weekday]: event.target.value })}
                >
                  {TIMES.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="h-9"
                  disabled={busy || full}
                  aria-label={`Add a slot on ${name}`}
                  onClick={() => add(weekday)}
                >
                  <Plus aria-hidden="true" />
                  Add
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {slots.length === 0 ? "No slots yet." : `${slots.length} slot${slots.length === 1 ? "" : "s"} a week`}
        {full && ` (the most there can be is ${MAX_SLOTS})`}
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter className={STICKY_FOOTER}>
        <Button type="button" variant="outline" className="h-11" disabled={busy} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" className="h-11" disabled={busy || sameSlots(slots, initial)}>
          {busy ? "Saving…" : "Save slots"}
        </Button>
      </DialogFooter>
    </form>
  );
}
