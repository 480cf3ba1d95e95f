// What the dashboard and the workspace know about the user's connections (never the tokens).
import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { latestSchedulerRun } from "@/lib/publishing/scheduler-heartbeat";
import { CONNECTABLE_PLATFORMS } from "./schemas";

export type ConnectionDetails = {
  connected: boolean;
  pageId: string | null;
  pageName: string | null;
  needsReconnect: boolean;
  connectedAt: string | null;
};

export type SocialConnections = {
  /** Keyed by platform, true when a page is authorized (PRODUCT-SPEC §3). */
  connections: Record<(typeof CONNECTABLE_PLATFORMS)[number], boolean>;
  details: {
    platforms: Record<(typeof CONNECTABLE_PLATFORMS)[number], ConnectionDetails>;
    mode: { facebook: "production" | "sandbox" | "off"; scheduler: "production" | "sandbox" };
    scheduler: { lastRunAt: string | null };
  };
};

export async function getSocialConnections(userId: string): Promise<SocialConnections> {
  const [rows, lastRun] = await Promise.all([
    db.socialConnection.findMany({
      where: { userId },
      select: { platform: true, pageId: true, pageName: true, pageAccessToken: true, needsReconnect: true, updatedAt: true },
    }),
    latestSchedulerRun(),
  ]);
  const connections = {} as SocialConnections["connections"];
  const platforms = {} as SocialConnections["details"]["platforms"];
  for (const platform of CONNECTABLE_PLATFORMS) {
    const row = rows.find((r) => r.platform === platform);
    const connected = Boolean(row?.pageId && row.pageAccessToken);
    connections[platform] = connected;
    platforms[platform] = {
      connected,
      pageId: connected ? row!.pageId : null,
      pageName: connected ? row!.pageName : null,
      needsReconnect: connected && row!.needsReconnect,
      connectedAt: connected ? row!.updatedAt.toISOString() : null,
    };
  }
  return {
    connections,
    details: {
      platforms,
      mode: { facebook: env.modes.facebook, scheduler: env.modes.scheduler },
      scheduler: { lastRunAt: lastRun?.toISOString() ?? null },
    },
  };
}
