import type { Metadata } from "next";
import Link from "next/link";
import { Logo } from "@/components/marketing/logo";
import { SandboxBadge } from "@/components/sandbox-badge";
import { env } from "@/lib/env";
import { LoginForm, type VerifyNotice } from "./login-form";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

export default async function LoginPage({ searchParams }: PageProps<"/login">) {
  const params = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const verified = first(params.verified);
  return (
    <main className="relative flex min-h-dvh items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_60%)] px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-8 flex items-center justify-center gap-3">
          <Link href="/" className="rounded-md" aria-label="Postloom home">
            <Logo />
          </Link>
          {env.modes.mail === "sandbox" && !env.isDeployment && <SandboxBadge service="mail" label="Mail sandbox" href="/sandbox/mail" />}
        </div>
        <LoginForm
          googleEnabled={env.modes.google === "production"}
          passwordMinLength={env.PASSWORD_MIN_LENGTH}
          verifyNotice={(["verified", "invalid", "expired"] as const).find((v) => v === verified) as VerifyNotice | undefined}
          initialEmail={first(params.email) ?? ""}
          authError={first(params.error)}
          loggedOut={first(params.loggedOut) === "1"}
        />
      </div>
    </main>
  );
}
