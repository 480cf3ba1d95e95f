// GET /api/post/stats – the Posts Overview figures.
import { ok } from "@/lib/api/envelope";
import { withUserRead } from "@/lib/auth/with-user";
import { getPostStatsForUser } from "@/lib/posts/get-post-stats";

export const GET = withUserRead(async (_request, { scope }) => ok(await getPostStatsForUser(scope)));
