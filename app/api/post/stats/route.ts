// GET /api/post/stats – the Posts Overview figures.
import { okJson } from "@/lib/api/envelope";
import { withUserRead } from "@/lib/auth/with-user";
import { getPostStatsJson } from "@/lib/posts/get-post-stats";

export const GET = withUserRead(async (_request, { scope }) => okJson(await getPostStatsJson(scope)));
