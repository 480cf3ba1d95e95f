// Route handlers that need a signed-in user go through this wrapper: 401 in the envelope otherwise.
import type { Session } from "next-auth";
import { auth } from "@/lib/auth";
import { AppError } from "./errors";
import { apiHandler } from "./handler";

export type SessionUser = Session["user"];

type UserHandler<C> = (request: Request, context: C & { user: SessionUser }) => Promise<Response> | Response;

export function withUser<C = { params: Promise<Record<string, string>> }>(handler: UserHandler<C>) {
  return apiHandler<C>(async (request, context) => {
    const user = await requireUser();
    return handler(request, { ...context, user });
  });
}

export async function requireUser(): Promise<SessionUser> {
  const session = await auth();
  if (!session?.user?.id) throw new AppError("UNAUTHORIZED");
  return session.user;
}
