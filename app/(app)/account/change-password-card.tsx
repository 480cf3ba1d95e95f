"use client";
// Change the password (the current one is required; other devices are signed out), or, for an account that
// signs in with Google only, get a link to choose one.
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiClientError } from "@/lib/api/client";
import { api } from "@/lib/client/api";

type Props = { email: string; hasPassword: boolean; passwordMinLength: number };

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function ChangePasswordCard({ email, hasPassword, passwordMinLength }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [pending, setPending] = useState(false);
  const mismatch = values.confirmPassword.length > 0 && values.confirmPassword !== values.newPassword;

  const set = (name: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mismatch) return;
    setPending(true);
    try {
      const reply = await api.put("/api/account/password", { currentPassword: values.currentPassword, newPassword: values.newPassword });
      toast.success(reply.message);
      setValues(EMPTY);
    } catch (error) {
      const fields = error instanceof ApiClientError ? error.fieldErrors : {};
      setErrors({ currentPassword: fields.currentPassword?.[0], newPassword: fields.newPassword?.[0] });
      if (!fields.currentPassword && !fields.newPassword)
        toast.error(error instanceof Error ? error.message : "We couldn't change your password. Please try again.");
    }
    setPending(false);
  }

  async function sendLink() {
    setPending(true);
    try {
      await api.post("/api/account/forgot-password", { email });
      toast.success("Check your email for a link to choose a password.");
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "We couldn't send the mail. Please try again.");
    }
    setPending(false);
  }

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string, hint?: string) => {
    const error = name === "confirmPassword" ? (mismatch ? "The passwords don't match." : undefined) : errors[name];
    const describedBy = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(" ") || undefined;
    return (
      <div className="space-y-2">
        <Label htmlFor={name}>{label}</Label>
        <Input
          id={name}
          type="password"
          autoComplete={autoComplete}
          required
          value={values[name]}
          onChange={set(name)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
        {hint && (
          <p id={`${name}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${name}-error`} className="text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Password
        </CardTitle>
        <CardDescription>
          {hasPassword
            ? "Changing it signs you out on your other devices. This one stays signed in."
            : "You sign in with Google. To sign in with your email and a password as well, choose a password through a link we mail you."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {hasPassword ? (
          <form onSubmit={submit} className="grid gap-4 sm:max-w-sm">
            {field("currentPassword", "Current password", "current-password")}
            {field("newPassword", "New password", "new-password", `At least ${passwordMinLength} characters.`)}
            {field("confirmPassword", "Confirm new password", "new-password")}
            <Button type="submit" className="w-fit" disabled={pending || mismatch}>
              {pending ? "Changing..." : "Change password"}
            </Button>
          </form>
        ) : (
          <Button variant="outline" onClick={() => void sendLink()} disabled={pending}>
            {pending ? "Sending..." : "Email me a link to choose a password"}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
