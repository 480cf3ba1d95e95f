"use client";
// The branded error page: an unexpected failure on our side, said plainly, with a retry and a way home.
import Link from "next/link";
import { useEffect } from "react";
import { Logo } from "@/components/marketing/logo";
import { Button, buttonVariants } from "@/components/ui/button";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("[page] unexpected error", error.digest ?? error.message);
  }, [error]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <Link href="/" aria-label="Postloom home" className="rounded-md">
        <Logo />
      </Link>
      <div className="max-w-md space-y-3">
        <h1 className="text-3xl font-semibold tracking-tight text-balance">Something went wrong on our side</h1>
        <p className="text-muted-foreground text-pretty">
          Nothing you saved is lost. Try again in a moment; if it keeps happening, tell us through Feedback.
        </p>
        {error.digest && <p className="font-mono text-xs text-muted-foreground">Reference: {error.digest}</p>}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" className="px-6" onClick={reset}>
          Try again
        </Button>
        <Link href="/" className={buttonVariants({ variant: "outline", size: "lg", className: "px-6" })}>
          Back to the home page
        </Link>
      </div>
    </main>
  );
}
