// The frame of a page that only says something (404, an error): the logo home, the message, the ways on.
import Link from "next/link";
import { Logo } from "@/components/marketing/logo";

export function MessagePage({ children, actions }: { children: React.ReactNode; actions: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <Link href="/" aria-label="Postloom home" className="rounded-md">
        <Logo />
      </Link>
      <div className="max-w-md space-y-3">{children}</div>
      <div className="flex flex-col gap-3 sm:flex-row">{actions}</div>
    </main>
  );
}
