"use client";
// Connecting Facebook: a 600x700 popup runs the OAuth dialog; the callback posts the code back once
// (same origin only); the code and its signed state go to POST /api/social/connect, which answers
// the pages to choose from. Pop-ups blocked: the login runs in this window and the dashboard picks
// the code up when it comes back.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { FACEBOOK_FACTS } from "@/lib/channels/facebook/facts";
import { api } from "@/lib/client/api";
import {
  FACEBOOK_LOGIN_CANCELLED,
  FACEBOOK_LOGIN_FAILURE,
  FACEBOOK_LOGIN_SUCCESS,
  isCancelledLogin,
  takeStoredFacebookLogin,
  type FacebookLoginMessage,
} from "@/lib/client/facebook-login";
import type { PageChoice } from "@/lib/social/schemas";

const START_URL = "/api/social/facebook/start";
const WIDTH = 600;
const HEIGHT = 700;
const CLOSE_GRACE_MS = 1_500;

export function useFacebookConnect(onPages: (pages: PageChoice[]) => void) {
  const [pending, setPending] = useState(false);
  const cleanup = useRef<() => void>(() => {});
  const onPagesRef = useRef(onPages);
  useEffect(() => {
    onPagesRef.current = onPages;
  }, [onPages]);

  const exchange = useCallback(async (code: string, state: string | null) => {
    setPending(true);
    try {
      const reply = await api.post<PageChoice[]>("/api/social/connect", {
        platform: FACEBOOK_FACTS.key,
        code,
        userId: "",
        accessToken: "",
        state: state ?? "",
      });
      // Not connected yet: that is said once a page is chosen (facebook-page-dialog.tsx).
      onPagesRef.current(reply.object);
    } catch {
      toast.error("Failed to connect Facebook account");
    } finally {
      setPending(false);
    }
  }, []);

  // Back from a login that ran in this window (pop-ups were blocked).
  useEffect(() => {
    const stored = takeStoredFacebookLogin();
    if (stored) void exchange(stored.code, stored.state);
  }, [exchange]);

  useEffect(() => () => cleanup.current(), []);

  const connect = useCallback(() => {
    cleanup.current();
    const left = Math.max(0, window.screenX + (window.outerWidth - WIDTH) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - HEIGHT) / 2);
    const popup = window.open(START_URL, "postloom-facebook", `popup,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`);
    if (!popup) {
      window.location.assign(START_URL);
      return;
    }
    setPending(true);
    let settled = false;
    const finish = () => {
      settled = true;
      cleanup.current();
    };
    const onMessage = (event: MessageEvent<FacebookLoginMessage>) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      if (event.data?.type === FACEBOOK_LOGIN_SUCCESS && typeof event.data.code === "string") {
        finish();
        void exchange(event.data.code, event.data.state);
      } else if (event.data?.type === FACEBOOK_LOGIN_FAILURE) {
        finish();
        setPending(false);
        if (isCancelledLogin(event.data.error)) toast(FACEBOOK_LOGIN_CANCELLED);
        else toast.error("Failed to connect Facebook account");
      }
    };
    // Closed without a message: the user changed their mind; nothing to report. The callback closes the
    // popup right after posting its message, which may still be on its way: give it a moment first.
    let closedAt = 0;
    const timer = window.setInterval(() => {
      if (!popup.closed || settled) return;
      closedAt ||= Date.now();
      if (Date.now() - closedAt < CLOSE_GRACE_MS) return;
      finish();
      setPending(false);
    }, 250);
    window.addEventListener("message", onMessage);
    cleanup.current = () => {
      window.clearInterval(timer);
      window.removeEventListener("message", onMessage);
    };
  }, [exchange]);

  return { connect, pending };
}
