// GET /api/insights?from&to&channels – what the posts that went out over a range of the brand's days did (at most a
// year), against the period of equal length just before it: cards, the day-by-day series, the weekday-and-hour
// heatmap, by kind and by channel, and the posts that did best and least well (docs/insights.md).
import { ok } from "@/lib/api/envelope";
import { withUserRead } from "@/lib/auth/with-user";
import { getInsights } from "@/lib/insights/get-insights";
import { insightsQueryFrom } from "@/lib/insights/schemas";

export const GET = withUserRead(async (request, { scope }) => {
  const query = insightsQueryFrom(new URL(request.url).searchParams);
  return ok(await getInsights(scope, query));
});
