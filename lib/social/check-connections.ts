// Checks connections with their channels (for Meta's: debug_token for validity, expiry and permissions, then a
// cheap read of the page or Instagram account with the token that publishes there). One connection on demand ('Check now'),
// or a round of every connection not checked for a day, claimed in batches so that two workers never check
// the same connection twice in one round, or right before a scheduled delivery when it was not checked lately.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { decrypt, DecryptionError } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import type { Platform } from "@/lib/generated/prisma/client";
import { channels, type ChannelClients } from "@/lib/channels";
import { channelFacts } from "@/lib/channels/facts";
import { recordHealth, type HealthFinding } from "./connection-health";
import { getSocialConnections } from "./get-social-connections";
import { type ConnectionView } from "./schemas";
import { CONNECTION_NOT_FOUND } from "./platforms";

/** Every connection is checked at least this often. */
export const CHECK_EVERY_MS = 24 * 60 * 60 * 1000;

/** A round's check that could not ask its channel is tried again after this long, not a day later. */
const RECHECK_UNREACHABLE_MS = 60 * 60 * 1000;

/** A connection checked within this long is not checked again before a delivery. */
export const FRESH_FOR_DELIVERY_MS = 60 * 60 * 1000;

type CheckedConnection = { id: number; platform: Platform; accountId: string; accessToken: string };

/** What its channel says of one connection now; null when it could not be asked (the state stays as it was). */
export async function findHealth(connection: CheckedConnection, clients: ChannelClients = {}, now = new Date()): Promise<HealthFinding | null> {
  let token: string;
  try {
    token = decrypt(connection.accessToken);
  } catch (error) {
    if (!(error instanceof DecryptionError)) throw error;
    return { health: "NEEDS_RECONNECT", reason: "The saved access could not be read." };
  }
  return channels(clients).of(connection.platform).checkHealth({ token, accountId: connection.accountId }, now);
}

/** Checks one connection and records what was found; false when its channel could not be asked. */
export async function checkConnection(connection: CheckedConnection, clients: ChannelClients = {}, now = new Date()): Promise<boolean> {
  const finding = await findHealth(connection, clients, now);
  if (!finding) return false;
  await recordHealth({ id: connection.id }, finding, now);
  return true;
}

/** Stamps the connection checked unless it was checked since `cutoff`; false when someone else got there first. */
async function claimOne(id: number, now: Date, cutoff: Date): Promise<boolean> {
  const rows = await db.$queryRaw<{ id: number }[]>`
    UPDATE "SocialConnection" SET "healthCheckedAt" = timezone('UTC', ${now.toISOString()}::timestamptz)
    WHERE "id" = ${id} AND ("healthCheckedAt" IS NULL OR "healthCheckedAt" < timezone('UTC', ${cutoff.toISOString()}::timestamptz))
    RETURNING "id"`;
  return rows.length === 1;
}

/** Checks before a delivery under way in this process, by connection id: a burst of deliveries shares one. */
const checksInFlight = new Map<number, Promise<HealthFinding | null>>();

/**
 * Right before a scheduled delivery: checks its connection and records what was found, unless it was checked
 * within FRESH_FOR_DELIVERY_MS. The check is stamped as it starts, so deliveries in other runners skip it,
 * and deliveries in this one wait for it. Null when nothing was found: fresh, checked elsewhere right now, or
 * its channel could not be asked (the delivery goes ahead as it would have).
 */
export function checkBeforeDelivery(
  connection: CheckedConnection & { healthCheckedAt: Date | null },
  clients: ChannelClients = {},
  now = new Date(),
): Promise<HealthFinding | null> {
  // A check under way here is waited for even by deliveries that read the connection after it was stamped.
  const inFlight = checksInFlight.get(connection.id);
  if (inFlight) return inFlight;
  const cutoff = new Date(now.getTime() - FRESH_FOR_DELIVERY_MS);
  if (connection.healthCheckedAt && connection.healthCheckedAt >= cutoff) return Promise.resolve(null);
  const check = (async () => {
    if (!(await claimOne(connection.id, now, cutoff))) return null;
    const finding = await findHealth(connection, clients, now);
    if (finding) await recordHealth({ id: connection.id }, finding, now);
    return finding;
  })().finally(() => checksInFlight.delete(connection.id));
  checksInFlight.set(connection.id, check);
  return check;
}

/** Dates the connection's last check so that it is due again RECHECK_UNREACHABLE_MS from now. */
async function recheckSoon(id: number, now: Date): Promise<void> {
  await db.socialConnection.update({ where: { id }, data: { healthCheckedAt: new Date(now.getTime() - CHECK_EVERY_MS + RECHECK_UNREACHABLE_MS) } });
}

/**
 * Claims up to `limit` connections not checked since `now − CHECK_EVERY_MS` (the oldest first), stamping them
 * checked as it claims them: a claimed connection is not due again in this round, whoever runs the next batch.
 */
async function claimDue(limit: number, now: Date): Promise<CheckedConnection[]> {
  const cutoff = new Date(now.getTime() - CHECK_EVERY_MS);
  return db.$queryRaw<CheckedConnection[]>`
    UPDATE "SocialConnection" c SET "healthCheckedAt" = timezone('UTC', ${now.toISOString()}::timestamptz)
    FROM (
      SELECT "id" FROM "SocialConnection"
      WHERE "healthCheckedAt" IS NULL OR "healthCheckedAt" < timezone('UTC', ${cutoff.toISOString()}::timestamptz)
      ORDER BY "healthCheckedAt" NULLS FIRST, "id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ) due
    WHERE c."id" = due."id"
    RETURNING c."id", c."platform", c."accountId", c."accessToken"`;
}

export type CheckRoundOptions = ChannelClients & { batchSize?: number; concurrency?: number; now?: () => Date; stopAfter?: number };

/**
 * Checks every connection that is due, `concurrency` at a time, batch after batch until none is due (or
 * `stopAfter` connections are done); resolves to how many were checked.
 */
export async function checkDueConnections({
  batchSize = 100,
  concurrency = 16,
  now = () => new Date(),
  stopAfter = Infinity,
  ...clients
}: CheckRoundOptions = {}): Promise<number> {
  let checked = 0;
  while (checked < stopAfter) {
    const batch = await claimDue(Math.min(batchSize, stopAfter - checked), now());
    if (batch.length === 0) break;
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, batch.length) }, async () => {
        while (next < batch.length) {
          const connection = batch[next++]!;
          try {
            // The channel could not be asked: nothing is known, so the connection is due again within the hour.
            if (!(await checkConnection(connection, clients, now()))) await recheckSoon(connection.id, now());
          } catch (error) {
            console.error(`[health] checking connection ${connection.id} failed`, error);
          }
        }
      }),
    );
    checked += batch.length;
  }
  return checked;
}

/**
 * 'Check now': checks one of the user's connections (404 for anyone else's) and answers it as the dashboard
 * lists it; 503 when its channel could not be asked.
 */
export async function checkConnectionForUser(userId: string, id: number, clients: ChannelClients = {}): Promise<ConnectionView> {
  const connection = await db.socialConnection.findFirst({ where: { id, userId }, select: { id: true, platform: true, accountId: true, accessToken: true } });
  if (!connection) throw new AppError("NOT_FOUND", CONNECTION_NOT_FOUND);
  if (!(await checkConnection(connection, clients))) {
    const { login } = channelFacts(connection.platform);
    throw new AppError("SERVICE_UNAVAILABLE", `${login} isn't answering right now, so we couldn't check. Please try again in a moment.`);
  }
  const { details } = await getSocialConnections(userId);
  return details.accounts.find((account) => account.id === id)!;
}
