// The frame of the sign-in screens: the logo above one card, centred on the accent glow.
import Link from "next/link";
import { Logo } from "@/components/marketing/logo";

export function AuthFrame({ badge, children }: { badge?: React.ReactNode; children: React.ReactNode }) {
  return (
    <main className="relative flex min-h-dvh items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_60%)] px-4 py-10">
      <div className="w-full max-w-md">
        <div className="mb-8 flex items-center justify-center gap-3">
          <Link href="/" className="rounded-md" aria-label="Postloom home">
            <Logo />
          </Link>
          {badge}
        </div>
        {children}
      </div>
    </main>
  );
}
