"use client";
// The page a reset link opens: choose the new password (twice), then sign in with it.
import { CircleAlert } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiClientError } from "@/lib/api/client";
import { api } from "@/lib/client/api";
import { BackToSignIn } from "../_components/auth-parts";

export function ResetPasswordForm({ token, passwordMinLength }: { token: string; passwordMinLength: number }) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : "This reset link is incomplete. Please ask for a new one.");
  const mismatch = confirm.length > 0 && confirm !== password;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirm) return;
    setPending(true);
    try {
      await api.post("/api/account/reset-password", { token, password });
      window.location.assign("/login?notice=password-reset");
      return;
    } catch (failure) {
      const fieldError = failure instanceof ApiClientError ? failure.fieldErrors.password?.[0] : undefined;
      if (fieldError) toast.error(fieldError);
      else setError(failure instanceof Error ? failure.message : "Something went wrong. Please try again.");
    }
    setPending(false);
  }

  return (
    <Card className="shadow-sm">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl" role="heading" aria-level={1}>
          Choose a new password
        </CardTitle>
        <CardDescription>You&apos;ll be signed out on every device, then you can sign in with the new one.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {error && (
          <div role="alert" className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            <p>
              {error}{" "}
              <Link href="/forgot-password" className="font-semibold text-primary underline underline-offset-4 hover:no-underline">
                Send me a new link
              </Link>
            </p>
          </div>
        )}
        <form onSubmit={submit} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="new-password">New password</Label>
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              required
              minLength={passwordMinLength}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby="new-password-hint"
            />
            <p id="new-password-hint" className="text-xs text-muted-foreground">
              At least {passwordMinLength} characters.
            </p>
          </div>
          <div className="space-y-2">
            <Label htmlFor="confirm-password">Confirm new password</Label>
            <Input
              id="confirm-password"
              type="password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              aria-invalid={mismatch}
              aria-describedby={mismatch ? "confirm-password-error" : undefined}
            />
            {mismatch && (
              <p id="confirm-password-error" className="text-sm text-destructive">
                The passwords don&apos;t match.
              </p>
            )}
          </div>
          <Button type="submit" className="w-full" disabled={pending || !token || mismatch}>
            {pending ? "Saving..." : "Set new password"}
          </Button>
        </form>
      </CardContent>
      <BackToSignIn />
    </Card>
  );
}
