"use client";
// One button that turns off the kind of email the link came in, and what happened.
import { CheckCircle2, MailX } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/client/api";
import { INVALID_UNSUBSCRIBE_LINK } from "@/lib/notifications/unsubscribe-messages";

type State = { kind: "asking" } | { kind: "sending" } | { kind: "done"; message: string } | { kind: "refused"; message: string };

export function UnsubscribeCard({ token, about }: { token: string | null; about: string | null }) {
  const [state, setState] = useState<State>(token ? { kind: "asking" } : { kind: "refused", message: INVALID_UNSUBSCRIBE_LINK });

  async function unsubscribe() {
    setState({ kind: "sending" });
    try {
      const reply = await api.post("/api/unsubscribe", undefined, { token: token! });
      setState({ kind: "done", message: reply.message });
    } catch (error) {
      setState({ kind: "refused", message: error instanceof Error ? error.message : "We couldn't unsubscribe you. Please try again." });
    }
  }

  const settled = state.kind === "done" || state.kind === "refused";
  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={1} className="flex items-center gap-2 text-xl">
          {state.kind === "done" ? (
            <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
          ) : (
            <MailX aria-hidden="true" className="size-5 text-primary" />
          )}
          {state.kind === "done" ? "You're unsubscribed" : settled ? "This link can't be used" : "Unsubscribe"}
        </CardTitle>
        {!settled && <CardDescription>Stop emails about {about}? You'll still see these notifications in Postloom, under the bell.</CardDescription>}
      </CardHeader>
      <CardContent>
        {settled ? (
          <p role="status">{state.message}</p>
        ) : (
          <Button className="w-full" onClick={() => void unsubscribe()} disabled={state.kind === "sending"}>
            {state.kind === "sending" ? "Unsubscribing..." : "Unsubscribe"}
          </Button>
        )}
      </CardContent>
      <CardFooter className="justify-center text-sm">
        <Link href="/account#notifications" className="rounded-md px-2 py-2 text-primary underline-offset-4 hover:underline">
          Choose which emails you get
        </Link>
      </CardFooter>
    </Card>
  );
}
