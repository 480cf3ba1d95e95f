"use client";
// The branded error page: an unexpected failure on our side, said plainly, with a retry and a way home.
import Link from "next/link";
import { useEffect } from "react";
import { MessagePage } from "@/components/message-page";
import { Button, buttonVariants } from "@/components/ui/button";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("[page] unexpected error", error.digest ?? error.message);
  }, [error]);

  return (
    <MessagePage
      actions={
        <>
          <Button size="lg" className="px-6" onClick={reset}>
            Try again
          </Button>
          <Link href="/" className={buttonVariants({ variant: "outline", size: "lg", className: "px-6" })}>
            Back to the home page
          </Link>
        </>
      }
    >
      <h1 className="text-3xl font-semibold tracking-tight text-balance">Something went wrong on our side</h1>
      <p className="text-muted-foreground text-pretty">Nothing you saved is lost. Try again in a moment; if it keeps happening, tell us through Feedback.</p>
      {error.digest && <p className="font-mono text-xs text-muted-foreground">Reference: {error.digest}</p>}
    </MessagePage>
  );
}
