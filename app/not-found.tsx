// The branded 404: what happened, in plain words, and the ways back.
import type { Metadata } from "next";
import Link from "next/link";
import { Logo } from "@/components/marketing/logo";
import { buttonVariants } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <Link href="/" aria-label="Postloom home" className="rounded-md">
        <Logo />
      </Link>
      <div className="max-w-md space-y-3">
        <p className="font-mono text-sm text-muted-foreground">404</p>
        <h1 className="text-3xl font-semibold tracking-tight text-balance">We couldn&apos;t find that page</h1>
        <p className="text-muted-foreground text-pretty">The link may be old, or the page may have moved. Your posts and brand profile are safe.</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link href="/dashboard" className={buttonVariants({ size: "lg", className: "px-6" })}>
          Go to Dashboard
        </Link>
        <Link href="/" className={buttonVariants({ variant: "outline", size: "lg", className: "px-6" })}>
          Back to the home page
        </Link>
      </div>
    </main>
  );
}
