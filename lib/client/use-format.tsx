"use client";
// The owner's formatter for client components: the locale the root layout read from the request.
import { createContext, useContext, useMemo } from "react";
import { DEFAULT_LOCALE, formatterFor, type Format } from "@/lib/format";

const LocaleContext = createContext(DEFAULT_LOCALE);

export function FormatProvider({ locale, children }: { locale: string; children: React.ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function useFormat(): Format {
  const locale = useContext(LocaleContext);
  return useMemo(() => formatterFor(locale), [locale]);
}
