// GET /api/insights/export?from&to&channels – the range's posts and their latest figures as a CSV file (one row a post
// on a channel), named for the range; bad input is refused in the JSON envelope like any other route's.
import { withUserRead } from "@/lib/auth/with-user";
import { exportInsightsCsv } from "@/lib/insights/export-insights";
import { insightsQueryFrom } from "@/lib/insights/schemas";

export const GET = withUserRead(async (request, { scope }) => {
  const query = insightsQueryFrom(new URL(request.url).searchParams);
  return new Response(await exportInsightsCsv(scope, query), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="postloom-insights-${query.from}-to-${query.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
