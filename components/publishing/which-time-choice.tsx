"use client";
// The question a time the clocks pass twice raises (the clocks go back): the first or the second, each with
// its zone's name then. Shared by the schedule picker and the calendar's 'Move to…'.
import { useId } from "react";
import { zoneAbbreviation, type ResolvedWallTime } from "@/lib/time/zoned-time";

export type Fold = "earlier" | "later";

export function WhichTimeChoice({
  question,
  zone,
  value,
  onChange,
  disabled,
}: {
  question: Extract<ResolvedWallTime, { kind: "ambiguous" }>;
  zone: string;
  value: Fold | null | undefined;
  onChange: (fold: Fold) => void;
  disabled?: boolean;
}) {
  const name = useId();
  const clock = (moment: Date) => new Intl.DateTimeFormat(undefined, { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(moment);
  return (
    <fieldset className="grid gap-1 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
      <legend className="px-1 font-medium">{question.message}</legend>
      {(["earlier", "later"] as const).map((fold) => (
        <label key={fold} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input type="radio" name={name} className="size-4 accent-primary" checked={value === fold} disabled={disabled} onChange={() => onChange(fold)} />
          {fold === "earlier" ? "The first" : "The second"} {clock(question[fold])} ({zoneAbbreviation(question[fold], zone)})
        </label>
      ))}
    </fieldset>
  );
}
