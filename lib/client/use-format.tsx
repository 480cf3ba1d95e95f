"use client";
// The owner's formatter for client components: the locale the root layout read from the request, and on the
// pages of a brand (the (with-profile) layout) the brand's time zone, so every date reads in the brand's day.
import { createContext, useContext } from "react";
import { DEFAULT_LOCALE, formatterFor, type Format } from "@/lib/format";
import { DEFAULT_TIME_ZONE } from "@/lib/time/zoned-time";

const LocaleContext = createContext(DEFAULT_LOCALE);
/** Null outside a brand's pages (the account page, onboarding): dates there read in the browser's zone. */
const TimeZoneContext = createContext<string | null>(null);

export function FormatProvider({ locale, children }: { locale: string; children: React.ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function BrandTimeZoneProvider({ timeZone, children }: { timeZone: string; children: React.ReactNode }) {
  return <TimeZoneContext value={timeZone}>{children}</TimeZoneContext>;
}

/**
 * Formatters made so far, by locale and zone: Intl's formatters are slow to make (a page's first ones cost
 * milliseconds each), and every component that formats asks for one. A page uses one locale and a zone or two.
 */
const formatters = new Map<string, Format>();
const FORMATTERS_KEPT = 8;

function sharedFormatter(locale: string, timeZone: string | null): Format {
  const key = `${locale} ${timeZone ?? ""}`;
  let format = formatters.get(key);
  if (!format) {
    if (formatters.size >= FORMATTERS_KEPT) formatters.clear();
    format = formatterFor(locale, timeZone ?? undefined);
    formatters.set(key, format);
  }
  return format;
}

export function useFormat(): Format {
  return sharedFormatter(useContext(LocaleContext), useContext(TimeZoneContext));
}

/** The brand's time zone, in which every time is shown and picked (UTC outside a brand's pages). */
export function useBrandTimeZone(): string {
  return useContext(TimeZoneContext) ?? DEFAULT_TIME_ZONE;
}
