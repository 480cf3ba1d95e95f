"use client";
// docs/product.md §2 login screen: sign in and sign up on one screen, plus Google in a popup.
import { MailCheck } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { GoogleIcon } from "@/components/social/google-icon";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Separator } from "@/components/ui/separator";
import { ApiClientError } from "@/lib/api/client";
import { api } from "@/lib/client/api";
import { clearClientCaches } from "@/lib/client/session-caches";
import { LOGIN_NOTICES, type LoginNotice } from "./notices";
import { useGooglePopup } from "./use-google-popup";
import { EmailField } from "../_components/auth-parts";

export type VerifyNotice = "verified" | "invalid" | "expired";

const VERIFY_MESSAGES: Record<VerifyNotice, [kind: "success" | "error", text: string]> = {
  verified: ["success", "Your email is verified. You can sign in now."],
  invalid: ["error", "That verification link is invalid or has already been used."],
  expired: ["error", "That verification link has expired. We can send you a new one."],
};

type Props = {
  googleEnabled: boolean;
  passwordMinLength: number;
  verifyNotice?: VerifyNotice;
  initialEmail: string;
  authError?: string;
  notice?: LoginNotice;
  /** The form the address asks for (`?mode=signup` opens the create-account form). */
  initialMode: LoginMode;
};

export type LoginMode = "signin" | "signup";

/** Switches the form and keeps the address in step, so a reload or a shared link opens the same form. */
function showModeInAddress(mode: LoginMode) {
  const url = new URL(window.location.href);
  if (mode === "signup") url.searchParams.set("mode", "signup");
  else url.searchParams.delete("mode");
  window.history.replaceState(null, "", url);
}

export function LoginForm({ googleEnabled, passwordMinLength, verifyNotice, initialEmail, authError, notice, initialMode }: Props) {
  const [mode, setModeState] = useState<LoginMode>(initialMode);
  const setMode = (next: LoginMode) => {
    setModeState(next);
    showModeInAddress(next);
  };
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(verifyNotice === "expired" ? initialEmail : null);
  // Someone who has just signed up, or just confirmed their address, is new here: not welcomed back.
  const [newcomer, setNewcomer] = useState(verifyNotice === "verified");
  const announced = useRef(false);
  const google = useGooglePopup();
  const signingUp = mode === "signup";

  // Whoever sees this form is signed out (the proxy sends signed-in visitors on to /dashboard), so nothing
  // kept for an earlier session, such as the brand profile copy, may stay for whoever signs in next.
  useEffect(() => {
    clearClientCaches();
  }, []);

  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    // An OAuth failure inside the popup lands here: hand it back to the opener and close.
    if (authError && window.opener && window.opener !== window) {
      window.opener.postMessage({ type: "postloom-auth", ok: false, error: authError }, window.location.origin);
      window.close();
      return;
    }
    if (notice) {
      const [title, description] = LOGIN_NOTICES[notice];
      toast.success(title, { description });
    }
    if (verifyNotice) {
      const [kind, text] = VERIFY_MESSAGES[verifyNotice];
      toast[kind](text);
    } else if (authError) {
      toast.error("Sign-in failed. Please try again.");
    }
    if (verifyNotice || authError || notice) window.history.replaceState(null, "", "/login");
  }, [authError, verifyNotice, notice]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      if (signingUp) {
        const reply = await api.post("/api/account/sign-up", { email, password });
        toast.success(reply.message);
        setUnverifiedEmail(email.trim().toLowerCase());
        setNewcomer(true);
        setPassword("");
        setMode("signin");
      } else {
        const reply = await api.post<{ redirectTo: string }>("/api/account/sign-in", { email, password });
        clearClientCaches();
        window.location.assign(reply.object.redirectTo);
        return;
      }
    } catch (error) {
      if (error instanceof ApiClientError && error.code === "EMAIL_NOT_VERIFIED") {
        toast.error("Please verify your email before signing in");
        setUnverifiedEmail(email.trim().toLowerCase());
      } else {
        toast.error(error instanceof Error ? error.message : "Something went wrong. Please try again.");
      }
    }
    setPending(false);
  }

  async function resend() {
    if (!unverifiedEmail) return;
    setResending(true);
    try {
      const reply = await api.post("/api/account/resend-verification", { email: unverifiedEmail });
      toast.success(reply.message);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "We couldn't send the mail. Please try again.");
    }
    setResending(false);
  }

  const [title, description] = greeting(signingUp, newcomer, Boolean(unverifiedEmail));
  return (
    <Card className="shadow-sm">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl" role="heading" aria-level={1}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {unverifiedEmail && (
          <div role="status" className="flex gap-3 rounded-lg border border-primary/30 bg-accent p-4 text-sm text-accent-foreground">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">Email Verification Required</p>
              <p className="mt-1">
                We sent a link to <span className="font-medium">{unverifiedEmail}</span>. Open it to confirm your address, then sign in. Didn&apos;t get it?
                Check your spam folder or{" "}
                <button
                  type="button"
                  onClick={resend}
                  disabled={resending}
                  className="font-semibold underline underline-offset-4 hover:no-underline disabled:opacity-60"
                >
                  resend it
                </button>
                .
              </p>
            </div>
          </div>
        )}
        <form onSubmit={submit} className="space-y-4" noValidate={false}>
          <EmailField value={email} onChange={setEmail} />
          <div className="space-y-2">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor="password">Password</Label>
              {!signingUp && (
                <Link href="/forgot-password" className="-my-2 rounded-sm py-2 text-sm text-primary underline-offset-4 hover:underline">
                  Forgot password?
                </Link>
              )}
            </div>
            <Input
              id="password"
              name="password"
              type="password"
              autoComplete={signingUp ? "new-password" : "current-password"}
              required
              minLength={signingUp ? passwordMinLength : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={signingUp ? "password-hint" : undefined}
            />
            {signingUp && (
              <p id="password-hint" className="text-xs text-muted-foreground">
                At least {passwordMinLength} characters.
              </p>
            )}
          </div>
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? (signingUp ? "Signing up..." : "Signing in...") : signingUp ? "Sign Up" : "Sign In"}
          </Button>
        </form>
        <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
          <Separator className="flex-1" />
          or
          <Separator className="flex-1" />
        </div>
        <div className="space-y-2">
          <Button
            type="button"
            variant="outline"
            className="w-full"
            onClick={() => (googleEnabled ? google.open() : toast.info(GOOGLE_NOT_CONFIGURED))}
            disabled={google.pending}
            aria-describedby={googleEnabled ? undefined : "google-hint"}
          >
            <GoogleIcon className="size-4" />
            {google.pending ? "Waiting for Google..." : "Continue with Google"}
          </Button>
          {!googleEnabled && (
            <p id="google-hint" className="text-center text-xs text-muted-foreground">
              {GOOGLE_NOT_CONFIGURED}
            </p>
          )}
        </div>
      </CardContent>
      <CardFooter className="justify-center text-sm">
        <button
          type="button"
          className="rounded-md px-2 py-2 text-primary underline-offset-4 hover:underline"
          onClick={() => setMode(signingUp ? "signin" : "signup")}
        >
          {signingUp ? "Already have an account? Sign in" : "Don't have an account? Sign up"}
        </button>
      </CardFooter>
    </Card>
  );
}

/** The card's title and line: a new owner is welcomed, a returning one welcomed back. */
function greeting(signingUp: boolean, newcomer: boolean, awaitingConfirmation: boolean): [title: string, description: string] {
  if (signingUp) return ["Create an account", "Start writing posts that sound like your business."];
  if (!newcomer) return ["Welcome back", "Sign in to keep your posts moving."];
  return [
    "Welcome aboard!",
    awaitingConfirmation ? "Confirm your email, then sign in here to set up your brand." : "Sign in to set up your brand and write your first post.",
  ];
}

const GOOGLE_NOT_CONFIGURED = "Google sign-in is not configured on this server yet. Use your email and password instead.";
