// The sandbox Facebook's two sample pages, named after the owner's brand, so the sandbox shows their own
// page rather than a stranger's (every sandbox user manages both).
import "server-only";
import { db } from "@/lib/db";

export const SANDBOX_PAGE_IDS = ["sandbox-main", "sandbox-second"] as const;

export type SandboxPage = { id: (typeof SANDBOX_PAGE_IDS)[number]; name: string };

export function sandboxPagesNamed(brandName: string | null | undefined): SandboxPage[] {
  const brand = brandName?.trim() || "Your Brand";
  return [
    { id: "sandbox-main", name: `${brand} (sandbox page)` },
    { id: "sandbox-second", name: `${brand} Events (sandbox page)` },
  ];
}

/** The sample pages of one Postloom user. */
export async function sandboxPagesOf(userId: string): Promise<SandboxPage[]> {
  const profile = await db.businessProfile.findUnique({ where: { userId }, select: { businessName: true } });
  return sandboxPagesNamed(profile?.businessName);
}

export const isSandboxPageId = (id: string) => (SANDBOX_PAGE_IDS as readonly string[]).includes(id);
