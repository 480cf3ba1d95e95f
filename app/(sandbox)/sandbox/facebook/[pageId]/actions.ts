"use server";
import { notFound, redirect } from "next/navigation";
import { auth } from "@/lib/auth";
import { revokeSandboxAccess, sandboxPagesOf } from "@/lib/channels/facebook/sandbox-api";
import { formText, requireSandbox } from "@/lib/integrations/sandbox";

/**
 * The sample page's "Remove Postloom's access", as a page admin would remove the app on Facebook: every token
 * Postloom holds for the page stops working, so health checks and deliveries find it needs reconnecting.
 */
export async function removePostloomAccess(formData: unknown) {
  requireSandbox("facebook");
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const pageId = formText(formData, "pageId");
  if (!(await sandboxPagesOf(session.user.id)).some((page) => page.id === pageId)) notFound();
  await revokeSandboxAccess(session.user.id, pageId);
  redirect(`/sandbox/facebook/${encodeURIComponent(pageId)}?removed=1`);
}
