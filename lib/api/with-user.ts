// Route handlers that need a signed-in user go through this wrapper: 401 in the envelope otherwise.
import "server-only";
import type { Session } from "next-auth";
import { auth } from "@/lib/auth";
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

async function requireSession(): Promise<Session> {
  const session = await auth();
  if (!session?.user?.id) throw new AppError("UNAUTHORIZED");
  return session;
}

export async function requireUser(): Promise<SessionUser> {
  return (await requireSession()).user;
}
