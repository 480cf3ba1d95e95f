// What the dashboard and the workspace know about the user's connections (never the tokens).
import "server-only";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { latestSchedulerRun } from "@/lib/jobs/signals/scheduler-heartbeat";
import { channels, LOGIN_KEYS } from "@/lib/channels";
import { socialConnectionsSchema, type LoginView, type SocialConnections } from "./schemas";
import { CONNECTABLE_PLATFORMS } from "./platforms";

/** How each login of a channel's own is connected on this server. */
function loginViews(): LoginView[] {
  const all = channels();
  return LOGIN_KEYS.map((key) => {
    const { label, platforms, connects, mode, notConfigured, limitation } = all.login(key)!;
    return { key, label, platforms: [...platforms], connects, mode, notConfigured: notConfigured(), limitation: limitation() };
  });
}

/** The connections' statement holds `who`'s scope; the scheduler's last run is read beside it. */
export async function getSocialConnections(who: string | ReadScope): Promise<SocialConnections> {
  const scope = scopeOf(who);
  const [user, lastRun] = await Promise.all([
    db.user.findFirst({
      relationLoadStrategy: "join",
      where: scope.user,
      select: {
        socialConnections: {
          select: {
            id: true,
            platform: true,
            accountId: true,
            accountName: true,
            pictureUrl: true,
            pageId: true,
            isDefault: true,
            updatedAt: true,
            health: true,
            healthReason: true,
            healthCheckedAt: true,
            tokenExpiresAt: true,
          },
          orderBy: [{ platform: "asc" }, { isDefault: "desc" }, { createdAt: "asc" }, { id: "asc" }],
        },
      },
    }),
    latestSchedulerRun(),
  ]);
  if (!user) throw scope.gone();
  const accounts = user.socialConnections.map(({ updatedAt, healthCheckedAt, tokenExpiresAt, ...row }) => ({
    ...row,
    healthCheckedAt: healthCheckedAt?.toISOString() ?? null,
    expiresAt: tokenExpiresAt?.toISOString() ?? null,
    connectedAt: updatedAt.toISOString(),
  }));
  return socialConnectionsSchema.parse({
    connections: Object.fromEntries(CONNECTABLE_PLATFORMS.map((platform) => [platform, accounts.some((a) => a.platform === platform)])),
    details: {
      accounts,
      mode: { facebook: env.modes.facebook, scheduler: env.modes.scheduler },
      logins: loginViews(),
      scheduler: { lastRunAt: lastRun?.toISOString() ?? null },
    },
  });
}
