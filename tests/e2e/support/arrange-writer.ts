// Arranging what the UI cannot create for the post tests: a paid plan and credits. (The `user` fixture
// already has a brand profile.)
import { testDb, userIdOf } from "./fixtures";

export async function arrangeWriter(email: string, { subscription = true, credits = 150_000 }: { subscription?: boolean; credits?: number } = {}) {
  const db = testDb();
  const userId = await userIdOf(email);
  if (subscription) await db.subscription.create({ data: { userId, status: "ACTIVE", type: "STANDARD" } });
  await db.$transaction([
    db.creditAccount.create({ data: { userId, balance: credits } }),
    db.creditLedger.create({ data: { userId, kind: "RESET", delta: credits, balanceAfter: credits, reference: `e2e-${userId}` } }),
  ]);
  const { businessName } = await db.businessProfile.findUniqueOrThrow({ where: { userId }, select: { businessName: true } });
  return { userId, brandName: businessName };
}
