"use client";
// Where Facebook's OAuth dialog returns (docs/product.md §2): hands the code to the dashboard, which connects.
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Spinner } from "@/components/ui/spinner";
import {
  FACEBOOK_LOGIN_CANCELLED,
  FACEBOOK_LOGIN_FAILURE,
  FACEBOOK_LOGIN_STORAGE_KEY,
  FACEBOOK_LOGIN_SUCCESS,
  isCancelledLogin,
  type FacebookLoginMessage,
} from "@/lib/client/facebook-login";

const RETURN_DELAY_MS = 1200;

export default function FacebookCallbackPage() {
  const router = useRouter();
  const [status, setStatus] = useState<"processing" | "failed" | "cancelled" | "succeeded">("processing");
  const [inPopup, setInPopup] = useState(false);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const code = params.get("code");
    const error = params.get("error");
    const opener = window.opener && window.opener !== window ? (window.opener as Window) : null;
    const tell = (message: FacebookLoginMessage) => opener?.postMessage(message, window.location.origin);
    setInPopup(Boolean(opener));

    if (error || !code) {
      const cancelled = isCancelledLogin(error);
      setStatus(cancelled ? "cancelled" : "failed");
      // A cancel is a choice: the status line says it, and the dashboard hears it without alarm.
      if (!cancelled) toast.error("Facebook authentication failed.");
      else if (!opener) toast(FACEBOOK_LOGIN_CANCELLED);
      if (opener) {
        // The dashboard that opened the popup says what happened; the popup just goes away.
        tell({ type: FACEBOOK_LOGIN_FAILURE, error });
        window.setTimeout(() => window.close(), RETURN_DELAY_MS);
        return;
      }
      const timer = window.setTimeout(() => router.replace("/dashboard"), RETURN_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (opener) {
      tell({ type: FACEBOOK_LOGIN_SUCCESS, code, state: params.get("state") });
      window.close();
      return;
    }
    setStatus("succeeded");
    sessionStorage.setItem(FACEBOOK_LOGIN_STORAGE_KEY, JSON.stringify({ code, state: params.get("state") }));
    const timer = window.setTimeout(() => router.replace("/dashboard"), RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [router]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-8 text-center">
      {status === "processing" && <Spinner className="size-6 text-muted-foreground" />}
      <p role="status" className={status === "failed" ? "font-medium text-destructive" : "text-muted-foreground"}>
        {status === "processing" && "Processing Facebook login..."}
        {status === "failed" && "Facebook authentication failed"}
        {status === "cancelled" && FACEBOOK_LOGIN_CANCELLED}
        {status === "succeeded" && "Facebook authentication successful"}
      </p>
      {status !== "processing" && (
        <p className="text-sm text-muted-foreground">{inPopup ? "This window closes by itself." : "Taking you back to your dashboard..."}</p>
      )}
    </main>
  );
}
