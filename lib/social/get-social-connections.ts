// What the dashboard and the workspace know about the user's connections (never the tokens).
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { latestSchedulerRun } from "@/lib/publishing/scheduler-heartbeat";
import { CONNECTABLE_PLATFORMS, socialConnectionsSchema, type SocialConnections } from "./schemas";

export async function getSocialConnections(userId: string): Promise<SocialConnections> {
  const [rows, lastRun] = await Promise.all([
    db.socialConnection.findMany({
      where: { userId },
      select: {
        id: true, platform: true, accountId: true, accountName: true, pictureUrl: true, pageId: true, isDefault: true, updatedAt: true,
        health: true, healthReason: true, healthCheckedAt: true, tokenExpiresAt: true,
      },
      orderBy: [{ platform: "asc" }, { isDefault: "desc" }, { createdAt: "asc" }, { id: "asc" }],
    }),
    latestSchedulerRun(),
  ]);
  const accounts = rows.map(({ updatedAt, healthCheckedAt, tokenExpiresAt, ...row }) => ({
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
      scheduler: { lastRunAt: lastRun?.toISOString() ?? null },
    },
  });
}
