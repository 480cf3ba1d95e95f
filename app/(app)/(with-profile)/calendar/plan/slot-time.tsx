// A plan item's slot in the brand's zone: its day, then its time.
import { formatInZone } from "@/lib/time/zoned-time";

export function SlotTime({ at, zone }: { at: string; zone: string }) {
  const when = new Date(at);
  return (
    <time dateTime={at} className="text-sm">
      <span className="font-semibold">{formatInZone(when, zone, "EEE d MMM")}</span>{" "}
      <span className="tabular-nums text-muted-foreground">{formatInZone(when, zone, "HH:mm")}</span>
    </time>
  );
}
