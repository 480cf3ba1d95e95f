import Link from "next/link";
import { Logo } from "@/components/marketing/logo";

// Local simulations of outside services. Each page answers 404 when its real service is configured.
export default function SandboxLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b bg-background px-4 py-3">
        <Link href="/" className="rounded-md" aria-label="Postloom home">
          <Logo />
        </Link>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8">{children}</main>
    </div>
  );
}
