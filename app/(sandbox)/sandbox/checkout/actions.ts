"use server";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/api/errors";
import { auth } from "@/lib/auth";
import { completeSandboxCheckout } from "@/lib/integrations/billing/sandbox/complete-sandbox-checkout";
import { formText, requireSandbox } from "@/lib/integrations/sandbox";

/** 'Pay': completes the checkout as Stripe would, then returns to the app's success URL. */
export async function payCheckout(formData: unknown) {
  requireSandbox("billing");
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const token = formText(formData, "session");
  let successUrl: string;
  try {
    successUrl = await completeSandboxCheckout(session.user.id, token);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    redirect(`/sandbox/checkout?session=${encodeURIComponent(token)}&error=${error.code === "CONFLICT" ? "subscribed" : "expired"}`);
  }
  redirect(successUrl);
}
