"use client";
// 'Best times to post' on Insights (docs/insights.md, "Best times"): up to 7 weekly slots from the owner's own results,
// with how sure that is, or a general default for their industry, said to be one. 'Use these times' shows the week of
// posting slots as it would be, added to or replacing the slots set now, and saves it (PUT /api/calendar/slots).
import { CalendarClock } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { refusalMessage } from "@/lib/api/client";
import { MAX_SLOTS } from "@/lib/calendar/calendar-limits";
import type { PostingSlot } from "@/lib/calendar/schemas/slots";
import { weekdayName } from "@/lib/insights/readings";
import type { BestTimesReply } from "@/lib/insights/schemas";
import { api } from "@/lib/client/api";

const SURENESS = { high: "Quite sure: many posts stand behind each of these.", medium: "Fairly sure.", low: "A first hint: a few posts each so far." } as const;

const key = (slot: PostingSlot) => `${slot.weekday} ${slot.time}`;
const ordered = (slots: PostingSlot[]) => [...slots].sort((a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time));
const slotLabel = (slot: PostingSlot) => `${weekdayName(slot.weekday)} ${slot.time}`;

/** The week of slots as it would be: the suggestion added to the current slots (to MAX_SLOTS), or in their place. */
export function slotsAfter(current: PostingSlot[], suggested: PostingSlot[], mode: "add" | "replace"): PostingSlot[] {
  if (mode === "replace") return ordered(suggested);
  const known = new Set(current.map(key));
  return ordered([...current, ...suggested.filter((slot) => !known.has(key(slot)))].slice(0, MAX_SLOTS));
}

/** `businesses`: whose general times a default gives, in words ("food and drink businesses"). */
export function BestTimes({ suggestion, businesses, current }: { suggestion: BestTimesReply; businesses: string; current: PostingSlot[] }) {
  const [open, setOpen] = useState(false);
  const suggested = suggestion.slots.map(({ weekday, time }) => ({ weekday, time }));
  const yours = suggestion.basis === "yours";
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Best times to post</h2>
        </CardTitle>
        <CardDescription>
          {yours
            ? `From your last 90 days (${suggestion.postsConsidered} posts): these times did better than your typical post. ${SURENESS[suggestion.sureness!]}`
            : suggestion.basis === "even"
              ? `No time of yours stands out from the others yet (${suggestion.postsConsidered} posts), so these are general times for ${businesses}.`
              : `Not enough posts of yours yet (${suggestion.postsConsidered} so far), so these are general times for ${businesses}. They'll become yours as your posts go out.`}{" "}
          Times are in {suggestion.timeZone.replaceAll("_", " ")}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="flex flex-wrap gap-2">
          {suggestion.slots.map((slot) => (
            <li key={key(slot)} className="rounded-full border px-3 py-1.5 text-sm">
              {slotLabel(slot)}
              {slot.lift !== null && <span className="text-muted-foreground"> · {slot.lift}× your typical post</span>}
            </li>
          ))}
        </ul>
        <Button onClick={() => setOpen(true)} className="h-11">
          <CalendarClock aria-hidden="true" />
          Use these times
        </Button>
      </CardContent>
      <UseTimesDialog open={open} onOpenChange={setOpen} current={current} suggested={suggested} />
    </Card>
  );
}

function UseTimesDialog({
  open,
  onOpenChange,
  current,
  suggested,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: PostingSlot[];
  suggested: PostingSlot[];
}) {
  const router = useRouter();
  const [mode, setMode] = useState<"add" | "replace">(current.length ? "add" : "replace");
  const [saving, setSaving] = useState(false);
  const after = slotsAfter(current, suggested, mode);
  const before = new Set(current.map(key));
  const removed = current.filter((slot) => !after.some((other) => key(other) === key(slot)));

  async function save() {
    setSaving(true);
    try {
      await api.put("/api/calendar/slots", { slots: after });
      toast.success("Posting slots saved. 'Add to queue' and Plan my week use them from now on.");
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      toast.error(refusalMessage(error) ?? "We couldn't save your posting slots. Try again.");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Use these times</DialogTitle>
          <DialogDescription>
            Your posting slots are the times &lsquo;Add to queue&rsquo; and Plan my week fill. Here is your week as it would be.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">With your {current.length ? `${current.length} slots now` : "slots (none set yet)"}</legend>
          {(["add", "replace"] as const).map((option) => (
            <div key={option} className="flex items-center gap-3">
              <input
                id={`use-times-${option}`}
                type="radio"
                name="use-times"
                checked={mode === option}
                onChange={() => setMode(option)}
                className="size-5 accent-primary"
              />
              <Label htmlFor={`use-times-${option}`} className="font-normal">
                {option === "add" ? "Add them to my slots" : "Replace my slots with them"}
              </Label>
            </div>
          ))}
        </fieldset>
        <div>
          <h3 className="mb-2 text-sm font-medium">Your week after: {after.length} slots</h3>
          <ul className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2" aria-label="Your week after">
            {after.map((slot) => (
              <li key={key(slot)} className="flex items-center justify-between gap-2 rounded-md border px-3 py-2">
                {slotLabel(slot)}
                {!before.has(key(slot)) && <span className="rounded-full bg-primary/10 px-2 text-xs font-medium text-primary">New</span>}
              </li>
            ))}
          </ul>
          {removed.length > 0 && <p className="mt-2 text-sm text-muted-foreground">No longer a slot: {removed.map(slotLabel).join(", ")}.</p>}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} className="h-11">
            Cancel
          </Button>
          <Button onClick={() => void save()} disabled={saving} className="h-11">
            {saving ? "Saving…" : "Save posting slots"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
