// GET /api/insights/best-times – up to 7 posting slots a week from the owner's own results of the last 90 days (the
// weekday-and-hour cells that beat their median post by enough, over enough posts), with how sure that is; or, with
// too few posts, a general default for their industry, said to be one (docs/insights.md, "Best times").
import { ok } from "@/lib/api/envelope";
import { withUserRead } from "@/lib/auth/with-user";
import { getBestTimes } from "@/lib/insights/get-best-times";
import { bestTimesReplySchema } from "@/lib/insights/schemas";

export const GET = withUserRead(async (_request, { scope }) => ok(bestTimesReplySchema.parse(await getBestTimes(scope))));
