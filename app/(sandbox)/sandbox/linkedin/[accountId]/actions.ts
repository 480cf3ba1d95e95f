"use server";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth";
import { revokeSandboxLinkedIn } from "@/lib/channels/linkedin/sandbox-api";
import { formText, requireSandbox } from "@/lib/integrations/sandbox";

/**
 * The sandbox LinkedIn's "Remove Postloom's access", as a member would remove the app in LinkedIn's settings: every
 * token Postloom holds for them stops working, so health checks and deliveries find it needs reconnecting.
 */
export async function removeLinkedInAccess(formData: unknown) {
  requireSandbox("linkedin");
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  await revokeSandboxLinkedIn(session.user.id);
  redirect(`/sandbox/linkedin/${encodeURIComponent(formText(formData, "accountId"))}?removed=1`);
}
