// The Account page's figures: the address, how the account signs in, and how many browsers are signed in.
import "server-only";
import { db } from "@/lib/db";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import type { AccountOverview } from "./schemas";

/** Read under `who`'s scope, in one statement. */
export async function getAccountOverview(who: string | ReadScope): Promise<AccountOverview> {
  const scope = scopeOf(who);
  const user = await db.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: {
      email: true,
      passwordHash: true,
      accounts: { select: { provider: true } },
      _count: { select: { sessions: { where: { endedAt: null, expiresAt: { gt: new Date() } } } } },
    },
  });
  if (!user) throw scope.gone();
  return {
    email: user.email,
    signInMethods: { password: Boolean(user.passwordHash), google: user.accounts.some((a) => a.provider === "google") },
    openSessions: user._count.sessions,
  };
}
