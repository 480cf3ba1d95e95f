"use client";
// Google sign-in in a 500x600 popup: waits for the popup's message, or notices that it was closed.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { clearClientCaches } from "@/lib/client/session-caches";

export const AUTH_MESSAGE_TYPE = "postloom-auth";

export function useGooglePopup() {
  const [pending, setPending] = useState(false);
  const cleanup = useRef<() => void>(() => {});

  useEffect(() => () => cleanup.current(), []);

  const open = useCallback(() => {
    const width = 500;
    const height = 600;
    const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
    const popup = window.open("/api/account/google", "postloom-google", `popup,width=${width},height=${height},left=${left},top=${top}`);
    if (!popup) {
      toast.error("Your browser blocked the sign-in window. Allow pop-ups for this site and try again.");
      return;
    }
    setPending(true);
    let settled = false;
    const finish = () => {
      settled = true;
      cleanup.current();
      setPending(false);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.data?.type !== AUTH_MESSAGE_TYPE) return;
      finish();
      if (event.data.ok) {
        enterApp();
      } else {
        toast.error("Google sign-in didn't complete. Please try again.");
      }
    };
    const timer = window.setInterval(() => {
      if (!popup.closed || settled) return;
      finish();
      // A popup that finished closes itself right after posting its message, and this check can run
      // between the two: the session, not the message, says whether the sign-in went through.
      void hasSession().then((signedIn) => {
        if (signedIn) enterApp();
        else toast.error("The Google sign-in window was closed before you finished.");
      });
    }, 500);
    window.addEventListener("message", onMessage);
    cleanup.current = () => {
      window.clearInterval(timer);
      window.removeEventListener("message", onMessage);
    };
  }, []);

  return { open, pending };
}

function enterApp() {
  clearClientCaches();
  window.location.assign("/dashboard");
}

async function hasSession(): Promise<boolean> {
  try {
    const reply = await fetch("/api/auth/session", { cache: "no-store" });
    return reply.ok && Boolean((await reply.json())?.user);
  } catch {
    return false;
  }
}
