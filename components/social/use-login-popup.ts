"use client";
// Connecting through a login: a 600x700 popup runs its OAuth page; the callback (components/social/login-callback.tsx)
// posts the code back once (same origin only); the code and its signed state go to the server, which answers what
// there is to choose. Pop-ups blocked: the login runs in this window and the dashboard picks the code up when it
// comes back. Facebook's login (useFacebookConnect) and the logins of channels' own (useChannelLogins) run alike.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { ApiClientError } from "@/lib/api/client";
import { FACEBOOK_FACTS } from "@/lib/channels/facebook/facts";
import { isCancelledLogin, loginCancelled, loginMessages, takeStoredLogin, type LoginMessage } from "@/lib/client/channel-login";
import { api } from "@/lib/client/api";
import type { LoginAccountChoice, LoginView, PageChoice } from "@/lib/social/schemas";

const WIDTH = 600;
const HEIGHT = 700;
const CLOSE_GRACE_MS = 1_500;

type LoginTarget<T> = {
  /** The login's key: its callback's messages and stored code are its own. */
  login: string;
  label: string;
  startUrl: string;
  /** Trades the code for what the owner chooses from. */
  exchange: (code: string, state: string) => Promise<T>;
  /** Said when the exchange fails; with the server's reason after it when `sayWhy`. */
  failure: string;
  sayWhy?: boolean;
};

/** Runs the popups of these logins; `onChoices` hears what one answered. `pending` is the login under way. */
function useLoginPopups<T>(targets: LoginTarget<T>[], onChoices: (login: string, choices: T) => void) {
  const [pending, setPending] = useState<string | null>(null);
  const cleanup = useRef<() => void>(() => {});
  const latest = useRef({ targets, onChoices });
  useEffect(() => {
    latest.current = { targets, onChoices };
  }, [targets, onChoices]);

  const trade = useCallback(async (login: string, code: string, state: string | null) => {
    const target = latest.current.targets.find((candidate) => candidate.login === login);
    if (!target) return;
    setPending(login);
    try {
      // Not connected yet: that is said once the owner has chosen.
      latest.current.onChoices(login, await target.exchange(code, state ?? ""));
    } catch (error) {
      toast.error(target.failure, { description: target.sayWhy && error instanceof ApiClientError && error.status < 500 ? error.message : undefined });
    } finally {
      setPending(null);
    }
  }, []);

  // Back from a login that ran in this window (pop-ups were blocked).
  const keys = targets.map((target) => target.login).join();
  useEffect(() => {
    for (const login of keys ? keys.split(",") : []) {
      const stored = takeStoredLogin(login);
      if (stored) void trade(login, stored.code, stored.state);
    }
  }, [trade, keys]);

  useEffect(() => () => cleanup.current(), []);

  const connect = useCallback(
    (login: string) => {
      const target = latest.current.targets.find((candidate) => candidate.login === login);
      if (!target) return;
      cleanup.current();
      const left = Math.max(0, window.screenX + (window.outerWidth - WIDTH) / 2);
      const top = Math.max(0, window.screenY + (window.outerHeight - HEIGHT) / 2);
      const popup = window.open(target.startUrl, `postloom-${login}`, `popup,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`);
      if (!popup) {
        window.location.assign(target.startUrl);
        return;
      }
      setPending(login);
      const messages = loginMessages(login);
      let settled = false;
      const finish = () => {
        settled = true;
        cleanup.current();
      };
      const onMessage = (event: MessageEvent<LoginMessage>) => {
        if (event.origin !== window.location.origin || event.source !== popup) return;
        if (event.data?.type === messages.success && typeof event.data.code === "string") {
          finish();
          void trade(login, event.data.code, event.data.state ?? null);
        } else if (event.data?.type === messages.failure) {
          finish();
          setPending(null);
          if (isCancelledLogin(event.data.error ?? null)) toast(loginCancelled(target.label));
          else toast.error(target.failure);
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
        setPending(null);
      }, 250);
      window.addEventListener("message", onMessage);
      cleanup.current = () => {
        window.clearInterval(timer);
        window.removeEventListener("message", onMessage);
      };
    },
    [trade],
  );

  return { connect, pending };
}

const FACEBOOK_LOGIN: LoginTarget<PageChoice[]> = {
  login: "facebook",
  label: FACEBOOK_FACTS.login,
  startUrl: "/api/social/facebook/start",
  exchange: async (code, state) =>
    (await api.post<PageChoice[]>("/api/social/connect", { platform: FACEBOOK_FACTS.key, code, userId: "", accessToken: "", state })).object,
  failure: "Failed to connect Facebook account",
};

/** Facebook Login: the pages it lists, each with its linked Instagram account. */
export function useFacebookConnect(onPages: (pages: PageChoice[]) => void) {
  const targets = useMemo(() => [FACEBOOK_LOGIN], []);
  const onChoices = useCallback((_login: string, pages: PageChoice[]) => onPages(pages), [onPages]);
  const { connect, pending } = useLoginPopups(targets, onChoices);
  return { connect: useCallback(() => connect(FACEBOOK_LOGIN.login), [connect]), pending: pending !== null };
}

export type LoginChoices = { accounts: LoginAccountChoice[]; limitation: string | null };

/** The logins of channels' own (LinkedIn's): the accounts each lists. `pending` is the login under way. */
export function useChannelLogins(logins: LoginView[], onChoices: (login: string, choices: LoginChoices) => void) {
  const targets = useMemo(
    () =>
      logins.map((login): LoginTarget<LoginChoices> => ({
        login: login.key,
        label: login.label,
        startUrl: `/api/social/logins/${login.key}/start`,
        exchange: async (code, state) => (await api.post<LoginChoices>(`/api/social/logins/${login.key}/connect`, { code, state })).object,
        failure: `Failed to connect ${login.label}`,
        sayWhy: true,
      })),
    [logins],
  );
  return useLoginPopups(targets, onChoices);
}
