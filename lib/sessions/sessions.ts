// Server-side sessions. The session cookie is a JWT that Auth.js seals, so on its own it stays good until it
// expires; each one also names a row here, and a session whose row has ended is refused. So signing out ends
// the session on the server: a copy of the cookie made before is worthless afterwards.
import "server-only";
import { randomBytes } from "node:crypto";
import { db, PREPARED, type DbTransaction } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { SESSION_MAX_AGE_SECONDS } from "./config";

export async function startSession(userId: string): Promise<string> {
  const id = randomBytes(24).toString("base64url");
  await db.userSession.create({ data: { id, userId, expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000) } });
  return id;
}

/**
 * That the session is still open, as a SQL condition: its row, of that user, neither ended nor expired. A
 * read makes the check in its own statement with it (lib/sessions/read-scope.ts), one round trip instead of two.
 */
export function sessionOpen(sessionId: string, userId: string): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT FROM "UserSession" WHERE "id" = ${sessionId} AND "userId" = ${userId} AND "endedAt" IS NULL AND "expiresAt" > now())`;
}

/**
 * Whether the session is still open. Read on every signed-in request: one primary-key lookup, prepared
 * (see bench:business and bench:posts for what it costs).
 */
export async function isSessionLive(sessionId: string, userId: string): Promise<boolean> {
  const [row] = await db.$queryRaw<{ live: boolean }[]>`${PREPARED} SELECT ${sessionOpen(sessionId, userId)} AS "live"`;
  return row!.live;
}

export async function endSession(sessionId: string): Promise<void> {
  await db.userSession.updateMany({ where: { id: sessionId, endedAt: null }, data: { endedAt: new Date() } });
}

/** Ends every open session of the user, but `keep` (the browser asking, when it stays signed in). */
export async function endSessionsOf(userId: string, { keep }: { keep?: string } = {}, tx: DbTransaction = db): Promise<number> {
  const { count } = await tx.userSession.updateMany({
    where: { userId, endedAt: null, ...(keep && { id: { not: keep } }) },
    data: { endedAt: new Date() },
  });
  return count;
}
