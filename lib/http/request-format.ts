// The owner's formatter for server components, pages and route handlers: the locale of this request's
// Accept-Language (a route handler passes its request; a page reads the one it renders for).
import "server-only";
import { headers } from "next/headers";
import { formatterFor, localeFrom, type Format } from "@/lib/format";

export async function requestLocale(request?: Request): Promise<string> {
  return localeFrom((request?.headers ?? (await headers())).get("accept-language"));
}

export async function requestFormat(request?: Request): Promise<Format> {
  return formatterFor(await requestLocale(request));
}
