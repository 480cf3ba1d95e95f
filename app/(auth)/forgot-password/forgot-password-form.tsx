"use client";
// "Forgot password?": asks for the address and says the same thing whether or not it has an account.
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/client/api";
import { BackToSignIn, EmailField } from "../_components/auth-parts";

export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      await api.post("/api/account/forgot-password", { email });
      setSentTo(email.trim().toLowerCase());
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "We couldn't send the mail. Please try again.");
    }
    setPending(false);
  }

  return (
    <Card className="shadow-sm">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl" role="heading" aria-level={1}>
          Forgot your password?
        </CardTitle>
        <CardDescription>Tell us your email and we&apos;ll send you a link to choose a new one.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {sentTo && (
          <div role="status" className="flex gap-3 rounded-lg border border-primary/30 bg-accent p-4 text-sm text-accent-foreground">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              If an account uses <span className="font-medium">{sentTo}</span>, we&apos;ve sent it a link to choose a new password. The link works once and
              expires in 1 hour. Nothing there? Check your spam folder.
            </p>
          </div>
        )}
        <form onSubmit={submit} className="space-y-4">
          <EmailField value={email} onChange={setEmail} />
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      </CardContent>
      <BackToSignIn />
    </Card>
  );
}
