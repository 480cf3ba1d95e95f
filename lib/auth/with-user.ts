// Route handlers that need a signed-in user go through this wrapper: 401 in the envelope otherwise.
import "server-only";
import type { Session } from "next-auth";
import { auth, claimedSession } from "@/lib/auth";
import { sessionScope, type ReadScope } from "@/lib/sessions/read-scope";
import { AppError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";

export type SessionUser = Session["user"];

type UserHandler<C> = (request: Request, context: C & { user: SessionUser; sessionId: string }) => Promise<Response> | Response;

export function withUser<C = { params: Promise<Record<string, string>> }>(handler: UserHandler<C>) {
  return apiHandler<C>(async (request, context) => {
    const session = await requireSession();
    return handler(request, { ...context, user: session.user, sessionId: session.sessionId });
  });
}

/**
 * The one wrapper of signed-in reads (GET handlers that read the database; docs/decisions/0001): the session's
 * check is part of the read's own statement, so a read costs one round trip, not two. The handler reads through
 * `scope` (lib/sessions/read-scope.ts): a Prisma read rooted at `scope.user`, or a raw statement with
 * `scope.holds` in its WHERE, which throws `scope.gone()` (401) when the statement says the session has ended.
 * Whatever else the handler throws (bad input, say) is answered to an open session only, as withUser's are.
 * A handler with nothing of its own to read, or that writes or calls an outside service, uses withUser.
 */
export function withUserRead<C = { params: Promise<Record<string, string>> }>(
  handler: (request: Request, context: C & { user: SessionUser; sessionId: string; scope: ReadScope }) => Promise<Response>,
) {
  return apiHandler<C>(async (request, context) => {
    const claim = await claimedSession();
    if (!claim?.session.user?.id) throw new AppError("UNAUTHORIZED");
    const { session } = claim;
    try {
      return await handler(request, { ...context, user: session.user, sessionId: session.sessionId, scope: sessionScope(session.sessionId, session.user.id) });
    } catch (error) {
      if (!(error instanceof AppError && error.code === "UNAUTHORIZED") && !(await claim.live)) throw new AppError("UNAUTHORIZED");
      throw error;
    }
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
