// The Account page's figures: the address, how the account signs in, and how many browsers are signed in.
import "server-only";
import { db } from "@/lib/db";
import type { AccountOverview } from "./schemas";

export async function getAccountOverview(userId: string): Promise<AccountOverview> {
  const [user, openSessions] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, passwordHash: true, accounts: { select: { provider: true } } } }),
    db.userSession.count({ where: { userId, endedAt: null, expiresAt: { gt: new Date() } } }),
  ]);
  return {
    email: user.email,
    signInMethods: { password: Boolean(user.passwordHash), google: user.accounts.some((a) => a.provider === "google") },
    openSessions,
  };
}
