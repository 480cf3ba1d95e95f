// Whether this request comes from a phone, for what a page renders before the browser can say how wide it is
// (lib/client/use-wide.tsx): the phone hint Chromium sends (Sec-CH-UA-Mobile), else a phone's user agent. A
// wrong guess costs only a second render once the page runs; a right one spares the phone rendering the wide
// layout and then its own.
import "server-only";
import { headers } from "next/headers";

const PHONE_AGENT = /\b(iPhone|iPod|Android.+Mobile|Mobile Safari|Windows Phone)\b/i;

export function isPhone(requestHeaders: Headers): boolean {
  const hint = requestHeaders.get("sec-ch-ua-mobile");
  if (hint !== null) return hint.trim() === "?1";
  return PHONE_AGENT.test(requestHeaders.get("user-agent") ?? "");
}

export async function requestFromPhone(): Promise<boolean> {
  return isPhone(await headers());
}
