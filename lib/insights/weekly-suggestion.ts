// The weekly summary's suggestion (docs/insights.md, "Best times"): the owner's best time to post, from their own
// results where there are enough, else a general time for their industry. Handed to the summary by the jobs.
import "server-only";
import { getBestTimes } from "./get-best-times";
import { hourLabel, industryBusinesses, weekdayName } from "./readings";

export async function weeklySuggestion(userId: string, now: Date): Promise<string | null> {
  const suggestion = await getBestTimes(userId, now);
  const best = suggestion.basis === "yours" ? [...suggestion.slots].sort((a, b) => (b.lift ?? 0) - (a.lift ?? 0))[0] : suggestion.slots[0];
  if (!best) return null;
  const when = `${weekdayName(best.weekday)} at ${hourLabel(Number(best.time.slice(0, 2)))}`;
  if (suggestion.basis === "yours") {
    return `A time to use: your posts on ${when} get ${best.lift} times the engagement of your typical post. Insights can make it a posting slot.`;
  }
  return `A time to try: ${when} suits many ${industryBusinesses(suggestion.industry)}. Insights will show your own best times as your posts go out.`;
}
