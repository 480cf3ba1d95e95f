// DELETE /api/social/disconnect?platform=<a channel's key> – remove every token held for that channel.
import { ok } from "@/lib/api/envelope";
import { withUser } from "@/lib/auth/with-user";
import { disconnectPlatform } from "@/lib/social/disconnect-platform";
import { platformQuerySchema } from "@/lib/social/schemas";
import { channelFacts } from "@/lib/channels/facts";

export const DELETE = withUser(async (request, { user }) => {
  const { platform } = platformQuerySchema.parse({ platform: new URL(request.url).searchParams.get("platform") ?? undefined });
  await disconnectPlatform(user.id, platform);
  return ok(null, `${channelFacts(platform).label} account disconnected successfully`);
});
