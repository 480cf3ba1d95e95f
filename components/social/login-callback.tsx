"use client";
// Where a login's OAuth page returns (docs/product.md §2): hands the code to the dashboard, which connects: to the
// popup's opener, or, when the login ran in this window, through session storage on the way back to the dashboard.
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Spinner } from "@/components/ui/spinner";
import { isCancelledLogin, loginCancelled, loginMessages, type LoginMessage } from "@/lib/client/channel-login";

const RETURN_DELAY_MS = 1200;

export function LoginCallback({ login, label }: { login: string; label: string }) {
  const router = useRouter();
  const [status, setStatus] = useState<"processing" | "failed" | "cancelled" | "succeeded">("processing");
  const [inPopup, setInPopup] = useState(false);

  useEffect(() => {
    const messages = loginMessages(login);
    const params = new URLSearchParams(window.location.search);
    const code = params.get("code");
    const error = params.get("error");
    const opener = window.opener && window.opener !== window ? (window.opener as Window) : null;
    const tell = (message: LoginMessage) => opener?.postMessage(message, window.location.origin);
    setInPopup(Boolean(opener));

    if (error || !code) {
      const cancelled = isCancelledLogin(error);
      setStatus(cancelled ? "cancelled" : "failed");
      // A cancel is a choice: the status line says it, and the dashboard hears it without alarm.
      if (!cancelled) toast.error(`${label} authentication failed.`);
      else if (!opener) toast(loginCancelled(label));
      if (opener) {
        // The dashboard that opened the popup says what happened; the popup just goes away.
        tell({ type: messages.failure, error });
        window.setTimeout(() => window.close(), RETURN_DELAY_MS);
        return;
      }
      const timer = window.setTimeout(() => router.replace("/dashboard"), RETURN_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (opener) {
      tell({ type: messages.success, code, state: params.get("state") });
      window.close();
      return;
    }
    setStatus("succeeded");
    sessionStorage.setItem(messages.storageKey, JSON.stringify({ code, state: params.get("state") }));
    const timer = window.setTimeout(() => router.replace("/dashboard"), RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [router, login, label]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-8 text-center">
      {status === "processing" && <Spinner className="size-6 text-muted-foreground" />}
      <p role="status" className={status === "failed" ? "font-medium text-destructive" : "text-muted-foreground"}>
        {status === "processing" && `Processing ${label} login...`}
        {status === "failed" && `${label} authentication failed`}
        {status === "cancelled" && loginCancelled(label)}
        {status === "succeeded" && `${label} authentication successful`}
      </p>
      {status !== "processing" && (
        <p className="text-sm text-muted-foreground">{inPopup ? "This window closes by itself." : "Taking you back to your dashboard..."}</p>
      )}
    </main>
  );
}
