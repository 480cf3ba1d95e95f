// The dashboard's gentle prompt: the posting slots of the next 7 days that no post holds yet ("3 open slots
// this week"), with the way to the queue. Nothing when every slot is taken or none are set.
import "server-only";
import { CalendarClock } from "lucide-react";
import Link from "next/link";
import { openSlotsThisWeek } from "@/lib/calendar/open-slots-this-week";

export async function OpenSlotsPrompt({ userId }: { userId: string }) {
  const open = await openSlotsThisWeek(userId);
  if (open === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-coral/30 bg-coral/5 px-4 py-3" data-testid="open-slots">
      <p className="flex items-center gap-2 text-sm">
        <CalendarClock className="size-4 text-coral" aria-hidden="true" />
        <span>
          <span className="font-semibold">{open === 1 ? "1 open slot" : `${open} open slots`} this week.</span> Fill them from your drafts, or write something
          new.
        </span>
      </p>
      <Link
        href="/calendar?view=queue"
        className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        Open the queue
      </Link>
    </div>
  );
}
