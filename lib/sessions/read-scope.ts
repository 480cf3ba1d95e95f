// Whose data a read is of, and the condition it holds under, made part of the read's own statement (see
// docs/decisions/0001-session-checked-in-the-read.md). A signed-in request reads under its session: the
// session's row must still be open, and checking that costs no statement of its own. Background work, and a
// page that has checked its session already, reads a user as they are.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { sessionOpen } from "./sessions";

export type ReadScope = {
  userId: string;
  /**
   * Where a Prisma read starts: `db.user.findFirst({ relationLoadStrategy: "join", where: scope.user, select })`
   * reads the user's rows it selects and checks the condition, in one statement; null when it did not hold.
   */
  user: Prisma.UserWhereInput;
  /** The condition, for the WHERE of a raw statement. */
  holds: Prisma.Sql;
  /** What a read answers when the condition did not hold: 401 for an ended session. */
  gone: () => AppError;
};

/** A request's reads: the signed-in user, while this session of theirs is open (not ended, not expired). */
export function sessionScope(sessionId: string, userId: string): ReadScope {
  return {
    userId,
    user: { id: userId, sessions: { some: { id: sessionId, endedAt: null, expiresAt: { gt: new Date() } } } },
    holds: sessionOpen(sessionId, userId),
    gone: () => new AppError("UNAUTHORIZED"),
  };
}

/** A user as they are, for work no session asked for (or whose session was checked already). */
export function userScope(userId: string): ReadScope {
  return { userId, user: { id: userId }, holds: Prisma.sql`TRUE`, gone: () => new AppError("NOT_FOUND", "We couldn't find that account.") };
}

/** A service's reader: a scope, or a user id for a user as they are. */
export const scopeOf = (who: string | ReadScope): ReadScope => (typeof who === "string" ? userScope(who) : who);
