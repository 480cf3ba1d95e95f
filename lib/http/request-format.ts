// The owner's formatter for server components and pages: the locale of this request's Accept-Language.
import "server-only";
import { headers } from "next/headers";
import { formatterFor, localeFrom, type Format } from "@/lib/format";

export async function requestLocale(): Promise<string> {
  return localeFrom((await headers()).get("accept-language"));
}

export async function requestFormat(): Promise<Format> {
  return formatterFor(await requestLocale());
}
