// Route handlers that need a signed-in user go through this wrapper: 401 in the envelope otherwise.
import "server-only";
import type { Session } from "next-auth";
import { auth, claimedSession } from "@/lib/auth";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "./errors";
import { apiHandler } from "./handler";

export type SessionUser = Session["user"];

type UserHandler<C> = (request: Request, context: C & { user: SessionUser; sessionId: string }) => Promise<Response> | Response;

export function withUser<C = { params: Promise<Record<string, string>> }>(handler: UserHandler<C>) {
  return apiHandler<C>(async (request, context) => {
    const session = await requireSession();
    return handler(request, { ...context, user: session.user, sessionId: session.sessionId });
  });
}

/**
 * withUser for handlers that only read the database (no write, no call to an outside service): the read
 * starts while the session's server-side row is checked, instead of after it, and its reply is sent only
 * once the session proves open; for a session that has ended it is dropped and the answer is 401. A
 * signed-in read then costs one database round trip of waiting, not two (see bench:posts).
 */
export function withUserRead<C = { params: Promise<Record<string, string>> }>(handler: UserHandler<C>) {
  return apiHandler<C>(async (request, context) => {
    const claim = await claimedSession();
    if (!claim?.session.user?.id) throw new AppError("UNAUTHORIZED");
    const { session, live } = claim;
    const [isLive, reply] = await Promise.allSettled([live, (async () => handler(request, { ...context, user: session.user, sessionId: session.sessionId }))()]);
    if (isLive.status === "rejected") throw isLive.reason;
    if (!isLive.value) throw new AppError("UNAUTHORIZED");
    if (reply.status === "rejected") throw reply.reason;
    return reply.value;
  });
}

/**
 * withUser for a handler that reads in one statement and checks the session in that same statement: it puts
 * `sessionOpen` (the session's server-side row, as a SQL condition) in it and answers null when the statement
 * gave nothing back, the session having ended: 401. One round trip in all, where withUserRead makes two at
 * once. An error the handler throws (bad input, say) is answered to an open session only, as withUser's are.
 */
export function withUserStatement<C = { params: Promise<Record<string, string>> }>(
  handler: (request: Request, context: C & { user: SessionUser; sessionId: string; sessionOpen: Prisma.Sql }) => Promise<Response | null>,
) {
  return apiHandler<C>(async (request, context) => {
    const claim = await claimedSession();
    if (!claim?.session.user?.id) throw new AppError("UNAUTHORIZED");
    const { session } = claim;
    let reply: Response | null;
    try {
      reply = await handler(request, { ...context, user: session.user, sessionId: session.sessionId, sessionOpen: claim.open });
    } catch (error) {
      if (!(await claim.live)) throw new AppError("UNAUTHORIZED");
      throw error;
    }
    if (!reply) throw new AppError("UNAUTHORIZED");
    return reply;
  });
}

async function requireSession(): Promise<Session> {
  const session = await auth();
  if (!session?.user?.id) throw new AppError("UNAUTHORIZED");
  return session;
}

export async function requireUser(): Promise<SessionUser> {
  return (await requireSession()).user;
}
