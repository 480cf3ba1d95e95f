"use client";
// The wizard's typed answers and current step, kept in sessionStorage so a reload mid-wizard loses nothing.
// Cleared when the profile is created, and on sign-in and logout with the other per-user caches.
import { type BusinessProfileFormValues } from "@/lib/business/schemas";
import { ONBOARDING_DRAFT_KEY } from "@/lib/client/session-caches";
import { INDUSTRIES, type Industry } from "@/lib/writing/vocabulary";

export type OnboardingDraft = { step: number; values: Partial<BusinessProfileFormValues> };

const TEXT_KEYS = ["businessName", "description", "targetAudience", "painPoints"] as const;

const isIndustry = (value: unknown): value is Industry => INDUSTRIES.includes(value as Industry);

/** The saved draft, with anything unexpected in it dropped. */
export function readOnboardingDraft(stepCount: number): OnboardingDraft | null {
  try {
    const raw = window.sessionStorage.getItem(ONBOARDING_DRAFT_KEY);
    const draft: unknown = raw ? JSON.parse(raw) : null;
    if (typeof draft !== "object" || draft === null) return null;
    const saved = draft as { step?: unknown; values?: Record<string, unknown> };
    const values: Partial<BusinessProfileFormValues> = {};
    for (const key of TEXT_KEYS) {
      const value = saved.values?.[key];
      if (typeof value === "string") values[key] = value;
    }
    if (isIndustry(saved.values?.industry)) values.industry = saved.values.industry;
    const step = typeof saved.step === "number" && Number.isInteger(saved.step) ? Math.min(Math.max(saved.step, 0), stepCount - 1) : 0;
    return { step, values };
  } catch {
    return null;
  }
}

export function saveOnboardingDraft(draft: OnboardingDraft) {
  try {
    window.sessionStorage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Without storage the wizard still works; a reload just starts over.
  }
}

export function clearOnboardingDraft() {
  try {
    window.sessionStorage.removeItem(ONBOARDING_DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
