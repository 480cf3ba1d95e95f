// DELETE /api/social/disconnect?platform=FACEBOOK – remove every token held for that platform.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/api/with-user";
import { disconnectPlatform } from "@/lib/social/disconnect-platform";
import { platformQuerySchema } from "@/lib/social/schemas";
import { PLATFORM_LABELS } from "@/lib/social/platforms";

export const DELETE = withUser(async (request, { user }) => {
  const { platform } = platformQuerySchema.parse({ platform: new URL(request.url).searchParams.get("platform") ?? undefined });
  await disconnectPlatform(user.id, platform);
  return ok(null, `${PLATFORM_LABELS[platform]} account disconnected successfully`);
});
