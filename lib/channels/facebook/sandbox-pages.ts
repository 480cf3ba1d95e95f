// The sandbox Facebook's two sample pages, named after the owner's brand, so the sandbox shows their own
// page rather than a stranger's (every sandbox user manages both). Each has a sandbox Instagram account
// linked to it, as a business's page and Instagram usually are.
import "server-only";
import { db } from "@/lib/db";

export const SANDBOX_PAGE_IDS = ["sandbox-main", "sandbox-second"] as const;
export const SANDBOX_INSTAGRAM_IDS = ["sandbox-ig-main", "sandbox-ig-second"] as const;

export type SandboxPage = {
  id: (typeof SANDBOX_PAGE_IDS)[number];
  name: string;
  instagram: { id: (typeof SANDBOX_INSTAGRAM_IDS)[number]; username: string };
};

/** An Instagram username from the brand: lower case letters, digits, dots and underscores. */
function handleOf(brand: string): string {
  const handle = brand
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9._]+/g, "")
    .slice(0, 22);
  return handle || "yourbrand";
}

export function sandboxPagesNamed(brandName: string | null | undefined): SandboxPage[] {
  const brand = brandName?.trim() || "Your Brand";
  const handle = handleOf(brand);
  return [
    { id: "sandbox-main", name: `${brand} (sandbox page)`, instagram: { id: "sandbox-ig-main", username: handle } },
    { id: "sandbox-second", name: `${brand} Events (sandbox page)`, instagram: { id: "sandbox-ig-second", username: `${handle}.events` } },
  ];
}

/** The sample pages of one Postloom user. */
export async function sandboxPagesOf(userId: string): Promise<SandboxPage[]> {
  const profile = await db.businessProfile.findUnique({ where: { userId }, select: { businessName: true } });
  return sandboxPagesNamed(profile?.businessName);
}

export const isSandboxPageId = (id: string) => (SANDBOX_PAGE_IDS as readonly string[]).includes(id);

/** The sample page a sandbox Instagram account is linked to (its token is the one that reaches the account). */
export const sandboxPageIdOfInstagram = (accountId: string): string | undefined => sandboxPagesNamed(null).find((page) => page.instagram.id === accountId)?.id;
