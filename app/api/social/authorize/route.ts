// POST /api/social/authorize – keep the chosen page (query pageID or body pageId) and its encrypted page token.
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/api/with-user";
import { authorizeFacebookPage } from "@/lib/social/authorize-facebook-page";
import { authorizeSchema } from "@/lib/social/schemas";

export const POST = withUser(async (request, { user }) => {
  const body = (await readJson(request)) as Record<string, unknown> | null;
  const { pageId } = authorizeSchema.parse({
    pageID: new URL(request.url).searchParams.get("pageID") ?? undefined,
    pageId: body && typeof body === "object" ? body.pageId : undefined,
  });
  return ok(await authorizeFacebookPage(user.id, pageId), "Page authorized successfully");
});
