import type { Metadata } from "next";
import { env } from "@/lib/env";
import { AuthFrame } from "../_components/auth-frame";
import { ResetPasswordForm } from "./reset-password-form";

export const metadata: Metadata = { title: "Choose a new password" };
export const dynamic = "force-dynamic";

export default async function ResetPasswordPage({ searchParams }: PageProps<"/reset-password">) {
  const { token } = await searchParams;
  return (
    <AuthFrame>
      <ResetPasswordForm token={typeof token === "string" ? token : ""} passwordMinLength={env.PASSWORD_MIN_LENGTH} />
    </AuthFrame>
  );
}
