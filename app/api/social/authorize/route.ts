// POST /api/social/authorize – keep the chosen pages and Instagram accounts (body pageIds, instagramIds; or one page as query pageID or body pageId).
import { ok, readJson } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { authorizeConnections } from "@/lib/social/authorize-connections";
import { authorizeSchema } from "@/lib/social/schemas";

export const POST = withUser(async (request, { user }) => {
  const body = await readJson(request);
  const choice = authorizeSchema.parse({
    ...(body && typeof body === "object" ? body : {}),
    pageID: new URL(request.url).searchParams.get("pageID") ?? undefined,
  });
  return ok(await authorizeConnections(user.id, choice), "Page authorized successfully");
});
