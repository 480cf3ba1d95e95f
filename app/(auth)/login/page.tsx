import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SandboxBadge } from "@/components/sandbox-badge";
import { auth } from "@/lib/auth";
import { env } from "@/lib/env";
import { isSandboxOpen } from "@/lib/integrations/sandbox";
import { AuthFrame } from "../_components/auth-frame";
import { LoginForm, type VerifyNotice } from "./login-form";
import { isLoginNotice } from "./notices";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  // Someone already signed in goes on to the app (and from there to the wizard while it is unfinished).
  if (await auth()) redirect("/dashboard");
  const params = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const verified = first(params.verified);
  const notice = first(params.notice);
  return (
    <AuthFrame badge={isSandboxOpen("mail") && <SandboxBadge service="mail" label="Mail sandbox" href="/sandbox/mail" />}>
      <LoginForm
        googleEnabled={env.modes.google === "production"}
        passwordMinLength={env.PASSWORD_MIN_LENGTH}
        verifyNotice={(["verified", "invalid", "expired"] as const).find((v) => v === verified) as VerifyNotice | undefined}
        initialEmail={first(params.email) ?? ""}
        authError={first(params.error)}
        notice={isLoginNotice(notice) ? notice : undefined}
        initialMode={first(params.mode) === "signup" ? "signup" : "signin"}
      />
    </AuthFrame>
  );
}
