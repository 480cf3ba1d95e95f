// GET /api/post/stats – the Posts Overview figures.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/api/with-user";
import { getPostStatsForUser } from "@/lib/posts/get-post-stats";

export const GET = withUser(async (_request, { user }) => ok(await getPostStatsForUser(user.id)));
