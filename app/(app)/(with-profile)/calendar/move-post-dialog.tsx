"use client";
// 'Move to…': a date and a time in the brand's zone for a scheduled post, the keyboard's and the phone's way
// to do what dragging does. A time the clocks skip is refused; for one they pass twice, the owner picks.
import { useState } from "react";
import { WhichTimeChoice, type Fold } from "@/components/publishing/which-time-choice";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { CalendarEntry } from "@/lib/calendar/schemas/calendar";
import { SCHEDULE_MESSAGES } from "@/lib/publishing/publishing-limits";
import { resolveWallTime, wallTimeOf, type WallTime } from "@/lib/time/zoned-time";

export type MoveRequest = { entry: CalendarEntry; wall?: WallTime };

export function MovePostDialog({
  request,
  zone,
  onClose,
  onMove,
}: {
  request: MoveRequest | null;
  zone: string;
  onClose: () => void;
  onMove: (postId: number, at: Date) => Promise<boolean>;
}) {
  return (
    <Dialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        {/* Keyed by the post: each opening starts from that post's own time. */}
        {request && <MoveForm key={`${request.entry.id}-${request.wall?.date}`} request={request} zone={zone} onClose={onClose} onMove={onMove} />}
      </DialogContent>
    </Dialog>
  );
}

function MoveForm({
  request,
  zone,
  onClose,
  onMove,
}: {
  request: MoveRequest;
  zone: string;
  onClose: () => void;
  onMove: (postId: number, at: Date) => Promise<boolean>;
}) {
  const [wall, setWall] = useState<WallTime>(request.wall ?? wallTimeOf(new Date(request.entry.at), zone));
  const [fold, setFold] = useState<Fold | null>(null);
  const [busy, setBusy] = useState(false);
  const resolved = wall.date && /^\d{2}:\d{2}$/.test(wall.time) ? safeResolve(wall, zone) : null;
  const at = resolved?.kind === "exact" ? resolved.at : resolved?.kind === "ambiguous" && fold ? resolved[fold] : null;
  const problem = !resolved
    ? "Please choose a date and a time."
    : resolved.kind === "gap"
      ? resolved.message
      : at && at.getTime() <= Date.now()
        ? SCHEDULE_MESSAGES.futureTime
        : null;
  const change = (next: Partial<WallTime>) => {
    setWall({ ...wall, ...next });
    setFold(null);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!at || problem) return;
    setBusy(true);
    if (await onMove(request.entry.id, at)) onClose();
    setBusy(false);
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Move to…</DialogTitle>
        <DialogDescription>
          “{request.entry.excerpt}” goes out at the new time instead. Times are in {zone.replaceAll("_", " ")}.
        </DialogDescription>
      </DialogHeader>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-2">
          <Label htmlFor="move-date">Date</Label>
          <Input id="move-date" type="date" className="h-11" value={wall.date} onChange={(e) => change({ date: e.target.value })} required />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="move-time">Time</Label>
          <Input id="move-time" type="time" className="h-11" value={wall.time} onChange={(e) => change({ time: e.target.value.slice(0, 5) })} required />
        </div>
      </div>
      {resolved?.kind === "ambiguous" && <WhichTimeChoice question={resolved} zone={zone} value={fold} onChange={setFold} />}
      {problem && resolved && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || !at || problem !== null}>
          {busy ? "Moving..." : "Move Post"}
        </Button>
      </DialogFooter>
    </form>
  );
}

function safeResolve(wall: WallTime, zone: string) {
  try {
    return resolveWallTime(wall, zone);
  } catch {
    return null;
  }
}
