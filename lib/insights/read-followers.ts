// How many follow each connection, counted once a day where its channel says (docs/insights.md, "Followers"). When a
// connection is next counted is kept on it (`followersDueAt`, set by a trigger as it is connected), so a round finds
// what is due on an index and claims it with SKIP LOCKED by moving that time on, as the metrics' rounds do.
import "server-only";
import { db } from "@/lib/db";
import { ChannelError, channels as channelsOver, type ChannelClients } from "@/lib/channels";
import { graphUsage, PACE_FROM_PERCENT, type GraphUsage } from "@/lib/channels/facebook/graph-usage";
import { resolveDestination, type StoredConnection } from "@/lib/social/destination";

const HOUR_MS = 3_600_000;
/** A day between counts; a count that could not be made is tried again after a few hours. */
const COUNT_EVERY_MS = 24 * HOUR_MS;
const RETRY_AFTER_MS = 6 * HOUR_MS;
/** How long a round holds the connections it claimed. */
const CLAIM_LEASE_MS = 10 * 60_000;

export type FollowersRound = ChannelClients & { usage?: GraphUsage; now?: Date; limit?: number };

/** Counts the followers of up to `limit` connections due a count; returns how many it claimed. */
export async function readDueFollowers({ usage = graphUsage(), now = new Date(), limit = 50, ...clients }: FollowersRound = {}): Promise<number> {
  const channels = channelsOver(clients);
  const claimed = await db.$queryRaw<(StoredConnection & { userId: string })[]>`
    WITH due AS (
      SELECT "id" FROM "SocialConnection" WHERE "followersDueAt" <= ${now}
      ORDER BY "followersDueAt", "id" LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    UPDATE "SocialConnection" c SET "followersDueAt" = ${new Date(now.getTime() + CLAIM_LEASE_MS)}
    FROM due WHERE c."id" = due."id"
    RETURNING c."id", c."userId", c."platform", c."accountId", c."accountName", c."pageId", c."accessToken", c."health", c."isDefault"`;
  for (const connection of claimed) {
    const next = await count(connection, channels, usage, now);
    await db.socialConnection.update({ where: { id: connection.id }, data: { followersDueAt: next } });
  }
  return claimed.length;
}

/** Counts one connection's followers; returns when it is next due (null: never, its channel or account does not say). */
async function count(connection: StoredConnection & { userId: string }, channels: ReturnType<typeof channelsOver>, usage: GraphUsage, now: Date) {
  const followers = channels.of(connection.platform).followers;
  if (!followers) return null;
  const later = new Date(now.getTime() + RETRY_AFTER_MS);
  const to = await resolveDestination(connection.userId, connection.platform, connection, channels);
  if (!to.ok || usage.current([to.accountId, to.pageId], now).percent >= PACE_FROM_PERCENT) return later;
  try {
    const total = await followers(to);
    if (total === null) return null;
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    await db.followerCount.upsert({
      where: { connectionId_day: { connectionId: connection.id, day } },
      create: { connectionId: connection.id, day, followers: total },
      update: { followers: total },
    });
    return new Date(now.getTime() + COUNT_EVERY_MS);
  } catch (error) {
    if (!(error instanceof ChannelError)) throw error;
    return later;
  }
}
