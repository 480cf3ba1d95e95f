"use client";
// The branded error page: an unexpected failure on our side, said plainly, with a retry and a way home.
// As the root error boundary it ships with every page, the landing included, so it is plain markup: no
// UI kit, no class merging (those would add about 16 kB to the landing's JavaScript).
import Link from "next/link";
import { useEffect } from "react";

const ACTION =
  "inline-flex h-11 items-center justify-center rounded-md px-6 text-sm font-medium transition-colors duration-150 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("[page] unexpected error", error.digest ?? error.message);
  }, [error]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <p className="text-xl font-semibold tracking-tight text-primary">Postloom</p>
      <div className="max-w-md space-y-3">
        <h1 className="text-3xl font-semibold tracking-tight text-balance">Something went wrong on our side</h1>
        <p className="text-muted-foreground text-pretty">Nothing you saved is lost. Try again in a moment; if it keeps happening, tell us through Feedback.</p>
        {error.digest && <p className="font-mono text-xs text-muted-foreground">Reference: {error.digest}</p>}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" className={`${ACTION} bg-primary text-primary-foreground hover:bg-primary/90`} onClick={reset}>
          Try again
        </button>
        <Link href="/" className={`${ACTION} border bg-background hover:bg-accent`}>
          Back to the home page
        </Link>
      </div>
    </main>
  );
}
