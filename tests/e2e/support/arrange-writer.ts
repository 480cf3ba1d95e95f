// Arranging what the UI cannot create for the post tests: a paid plan and credits, in place of the free
// trial a new account starts with. (The `user` fixture already has a brand profile.)
import { testDb, userIdOf } from "./fixtures";

export async function arrangeWriter(email: string, { subscription = true, credits = 150_000 }: { subscription?: boolean; credits?: number } = {}) {
  const db = testDb();
  const userId = await userIdOf(email);
  // Without a plan, the trial is over too: nothing entitles the user.
  const plan = subscription ? { status: "ACTIVE" as const, type: "STANDARD" as const, trialEndsAt: null } : { trialEndsAt: null };
  await db.subscription.upsert({ where: { userId }, create: { userId, ...plan }, update: plan });
  await db.$transaction(async (tx) => {
    const { balance } = await tx.creditAccount.upsert({ where: { userId }, create: { userId, balance: 0 }, update: {}, select: { balance: true } });
    await tx.creditAccount.update({ where: { userId }, data: { balance: credits } });
    await tx.creditLedger.create({ data: { userId, kind: "RESET", delta: credits - balance, balanceAfter: credits, reference: `e2e-${userId}` } });
  });
  const { businessName } = await db.businessProfile.findUniqueOrThrow({ where: { userId }, select: { businessName: true } });
  return { userId, brandName: businessName };
}
