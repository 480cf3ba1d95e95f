// Engagement by weekday and hour in the brand's time zone, as a grid of cells shaded by engagement a post (no script:
// the page draws it on the server). The table beside it gives the same figures to a screen reader.
import { hourLabel, perPost, weekdayName } from "@/lib/insights/readings";
import type { InsightsReply } from "@/lib/insights/schemas";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

export function Heatmap({ cells }: { cells: InsightsReply["heatmap"] }) {
  const byCell = new Map(cells.map((cell) => [`${cell.weekday}:${cell.hour}`, perPost(cell)]));
  const most = Math.max(1, ...byCell.values());
  return (
    <div aria-hidden="true" className="w-full min-w-0">
      <div className="grid gap-[2px]" style={{ gridTemplateColumns: "2.25rem repeat(24, minmax(0, 1fr))" }}>
        {WEEKDAYS.map((weekday) => (
          <div key={weekday} className="contents">
            <span className="pr-1 text-xs leading-5 text-muted-foreground">{weekdayName(weekday).slice(0, 3)}</span>
            {HOURS.map((hour) => {
              const value = byCell.get(`${weekday}:${hour}`);
              return (
                <span
                  key={hour}
                  className="h-5 rounded-[3px]"
                  title={value === undefined ? undefined : `${weekdayName(weekday)} ${hourLabel(hour)}: ${Math.round(value)} a post`}
                  style={{
                    background:
                      value === undefined ? "var(--muted)" : `color-mix(in oklab, var(--primary) ${Math.round(20 + (80 * value) / most)}%, transparent)`,
                  }}
                />
              );
            })}
          </div>
        ))}
        <span />
        {HOURS.map((hour) => (
          <span key={hour} className="text-center text-[10px] text-muted-foreground">
            {hour % 6 === 0 ? hourLabel(hour).replace(" ", "") : ""}
          </span>
        ))}
      </div>
    </div>
  );
}
