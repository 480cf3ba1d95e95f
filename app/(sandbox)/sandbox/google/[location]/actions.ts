"use server";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth";
import { rejectNextSandboxGooglePost, revokeSandboxGoogleBusiness } from "@/lib/channels/google-business/sandbox-api";
import { formText, requireSandbox } from "@/lib/integrations/sandbox";

async function signedIn(): Promise<string> {
  requireSandbox("googleBusiness");
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  return session.user.id;
}

const listing = (location: string, done: string) => `/sandbox/google/${encodeURIComponent(location)}?${done}=1`;

/**
 * The sandbox listing's "Remove Postloom's access", as an owner would remove it in their Google Account: the grant
 * stops working, so health checks and deliveries find it needs reconnecting.
 */
export async function removeGoogleAccess(formData: unknown) {
  const userId = await signedIn();
  await revokeSandboxGoogleBusiness(userId);
  redirect(listing(formText(formData, "location"), "removed"));
}

/** "Reject the next post": Google's review takes the next post made on this location down after accepting it. */
export async function rejectNextGooglePost(formData: unknown) {
  const userId = await signedIn();
  const location = formText(formData, "location");
  await rejectNextSandboxGooglePost(userId, location);
  redirect(listing(location, "armed"));
}
