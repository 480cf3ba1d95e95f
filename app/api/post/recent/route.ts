// GET /api/post/recent – the newest posts for the dashboard.
import { ok } from "@/lib/api/envelope";
import { withUserRead } from "@/lib/auth/with-user";
import { listRecentPostsForUser } from "@/lib/posts/list-posts";

export const GET = withUserRead(async (_request, { scope }) => ok({ postList: await listRecentPostsForUser(scope) }));
