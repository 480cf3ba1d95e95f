// Looking ahead: a connection that stopped being healthy is told to its owner at once, once per episode (its
// `unhealthySince`). When it has posts due in the next 72 hours, the one alert names them and the first one's
// time, in the brand's zone: they will not go out unless the owner reconnects before then.
import "server-only";
import { channelFacts, connectionName } from "@/lib/channels/facts";
import { db } from "@/lib/db";
import { excerptOf } from "@/lib/format";
import type { ConnectionHealth, Platform } from "@/lib/generated/prisma/client";
import { notify } from "@/lib/notifications/notify";
import { formatInZone } from "@/lib/time/zoned-time";
import { CONNECTIONS_LINK } from "./platforms";

/** How far ahead a connection's scheduled posts are looked for. */
export const LOOK_AHEAD_MS = 72 * 60 * 60 * 1000;

export type ChangedConnection = {
  id: number;
  userId: string;
  platform: Platform;
  accountName: string;
  health: ConnectionHealth;
  healthReason: string | null;
  unhealthySince: Date | null;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Raises the alert a connection's state calls for, if it has not been raised for this episode; true when raised. */
export async function alertConnection(connection: ChangedConnection, now = new Date()): Promise<boolean> {
  if (connection.health === "HEALTHY" || !connection.unhealthySince) return false;
  const episode = `${connection.id}:${connection.unhealthySince.toISOString()}`;
  const name = connectionName(connection);
  const why = connection.healthReason ? ` ${connection.healthReason}` : "";
  const { label, login } = channelFacts(connection.platform);

  if (connection.health === "EXPIRING") {
    return notify(connection.userId, {
      kind: "CONNECTION_EXPIRING",
      key: `connection-expiring:${episode}`,
      title: `${name}: ${login}'s access ends soon`,
      body: `Postloom's access to ${name} ends within 7 days. Reconnect ${login} on the dashboard to renew it; your scheduled posts stay as they are.`,
      link: CONNECTIONS_LINK,
      connectionId: connection.id,
    });
  }

  const atRisk = await db.post.findMany({
    where: {
      userId: connection.userId,
      status: "SCHEDULED",
      scheduledTime: { gte: now, lte: new Date(now.getTime() + LOOK_AHEAD_MS) },
      platforms: { some: { connectionId: connection.id, status: "PENDING" } },
    },
    orderBy: [{ scheduledTime: "asc" }, { id: "asc" }],
    select: { id: true, content: true, scheduledTime: true, user: { select: { businessProfile: { select: { timeZone: true } } } } },
  });
  const fix = connection.health === "MISSING_PERMISSION" ? `Reconnect ${login} and allow what Postloom asks for` : `Reconnect ${login}`;
  if (atRisk.length === 0) {
    return notify(connection.userId, {
      kind: "CONNECTION_RECONNECT",
      key: `connection-reconnect:${episode}`,
      title: `${name} needs reconnecting`,
      body: `Postloom can't post to ${label} as ${name} any more.${why} ${fix} on the dashboard before you schedule posts there.`,
      link: CONNECTIONS_LINK,
      connectionId: connection.id,
    });
  }
  const first = atRisk[0]!;
  const zone = first.user.businessProfile?.timeZone ?? "UTC";
  const at = first.scheduledTime!;
  const when = `${formatInZone(at, zone, "EEEE d MMMM 'at' HH:mm")} (${zone} time)`;
  const named = atRisk.slice(0, 3).map((post) => `"${excerptOf(post.content).slice(0, 60)}"`);
  return notify(connection.userId, {
    kind: "POSTS_AT_RISK",
    key: `posts-at-risk:${episode}`,
    title: `${plural(atRisk.length, "scheduled post")} to ${name} won't go out`,
    body:
      `Postloom can't post to ${name} any more.${why} ${plural(atRisk.length, "post is", "posts are")} due there in the next 3 days, the first on ${when}: ` +
      `${named.join(", ")}${atRisk.length > named.length ? ` and ${plural(atRisk.length - named.length, "more")}` : ""}. ${fix} before then and ${atRisk.length === 1 ? "it goes" : "they go"} out as planned.`,
    link: CONNECTIONS_LINK,
    connectionId: connection.id,
  });
}
