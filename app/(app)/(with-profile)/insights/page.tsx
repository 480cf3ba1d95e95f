import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/page-header";
import { auth } from "@/lib/auth";
import { brandTimeZoneOf } from "@/lib/business/has-business-profile";
import { listPostingSlots } from "@/lib/calendar/list-posting-slots";
import { getBestTimes } from "@/lib/insights/get-best-times";
import { getInsights } from "@/lib/insights/get-insights";
import { industryBusinesses } from "@/lib/insights/readings";
import { INSIGHT_RANGES, insightsQuerySchema } from "@/lib/insights/schemas";
import { addDaysTo } from "@/lib/time/calendar-day";
import { DEFAULT_TIME_ZONE, wallTimeOf } from "@/lib/time/zoned-time";
import { BestTimes } from "./best-times";
import { InsightsFilters } from "./insights-filters";
import { InsightsView } from "./insights-view";

export const metadata: Metadata = { title: "Insights" };

const DEFAULT_RANGE = 28;

/** The range the address names: ?range=7|28|90 (days ending today), or ?from&to (a custom one); 28 days otherwise. */
function rangeOf(params: Record<string, string | string[] | undefined>, today: string) {
  const one = (key: string) => (typeof params[key] === "string" ? (params[key] as string) : undefined);
  const days = Number(one("range"));
  const preset = (INSIGHT_RANGES as readonly number[]).includes(days) ? days : DEFAULT_RANGE;
  const custom = one("from") !== undefined || one("to") !== undefined;
  const parsed = insightsQuerySchema.safeParse(
    custom ? { from: one("from"), to: one("to"), channels: one("channels") } : { from: addDaysTo(today, 1 - preset), to: today, channels: one("channels") },
  );
  if (parsed.success) return { query: parsed.data, preset: custom ? null : preset, problem: null };
  // An address with a range or channels that can't be read: the default range, and what was wrong with it.
  const fallback = insightsQuerySchema.parse({ from: addDaysTo(today, 1 - DEFAULT_RANGE), to: today });
  return { query: fallback, preset: DEFAULT_RANGE, problem: parsed.error.issues[0]?.message ?? "That range can't be shown." };
}

export default async function InsightsPage({ searchParams }: PageProps<"/insights">) {
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const timeZone = (await brandTimeZoneOf(session.user.id)) ?? DEFAULT_TIME_ZONE;
  const today = wallTimeOf(new Date(), timeZone).date;
  const { query, preset, problem } = rangeOf(await searchParams, today);
  const [insights, bestTimes, slots] = await Promise.all([
    getInsights(session.user.id, query),
    getBestTimes(session.user.id),
    listPostingSlots(session.user.id),
  ]);
  return (
    <>
      <PageHeader title="Insights" description="What worked, and when to post: from what your posts did on each channel." />
      <InsightsFilters from={query.from} to={query.to} preset={preset} channels={query.channels} today={today} problem={problem} />
      <InsightsView insights={insights} />
      <div className="mt-6">
        <BestTimes suggestion={bestTimes} businesses={industryBusinesses(bestTimes.industry)} current={slots.slots} />
      </div>
    </>
  );
}
