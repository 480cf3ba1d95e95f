// What the Post Workspace page needs from the server on load.
import { getCreditBalance } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { OFFLINE_WRITER_ID } from "@/lib/integrations/ai/offline-writer-id";

export type WorkspaceContext = {
  brandName: string | null;
  creditBalance: number;
  /** The writer new posts will come from: "offline" or "openai:<model>". */
  writer: string;
};

export async function getWorkspaceContext(userId: string): Promise<WorkspaceContext> {
  const [profile, creditBalance] = await Promise.all([
    db.businessProfile.findUnique({ where: { userId }, select: { businessName: true } }),
    getCreditBalance(userId),
  ]);
  return {
    brandName: profile?.businessName ?? null,
    creditBalance,
    writer: env.modes.ai === "production" ? `openai:${env.OPENAI_MODEL}` : OFFLINE_WRITER_ID,
  };
}
