import type { Metadata } from "next";

import { LegalDocument } from "@/components/marketing/legal-document";

export const metadata: Metadata = {
  title: "Cookie Policy",
  description: "The cookies and browser storage Postloom uses, and why: only what it needs to keep you signed in.",
};

export default function CookiePolicyPage() {
  return (
    <LegalDocument title="Cookie Policy" pdf="/legal/cookie-policy.pdf" updated="22 November 2026">
      The cookies and browser storage Postloom uses, what each one is for and how long it lasts. No advertising or tracking cookies.
    </LegalDocument>
  );
}
