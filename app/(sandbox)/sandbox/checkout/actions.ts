"use server";
import { notFound, redirect } from "next/navigation";
import { AppError } from "@/lib/api/errors";
import { auth } from "@/lib/auth";
import { env } from "@/lib/env";
import { completeSandboxCheckout } from "@/lib/integrations/billing/sandbox/complete-sandbox-checkout";

/** 'Pay': completes the checkout as Stripe would, then returns to the app's success URL. */
export async function payCheckout(formData: FormData) {
  if (env.modes.billing !== "sandbox") notFound();
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const token = String(formData.get("session") ?? "");
  let successUrl: string;
  try {
    successUrl = await completeSandboxCheckout(session.user.id, token);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    redirect(`/sandbox/checkout?session=${encodeURIComponent(token)}&error=${error.code === "CONFLICT" ? "subscribed" : "expired"}`);
  }
  redirect(successUrl);
}
