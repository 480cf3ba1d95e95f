import type { Metadata } from "next";

import { LegalDocument } from "@/components/marketing/legal-document";

export const metadata: Metadata = {
  title: "Terms and Conditions",
  description: "The terms for using Postloom: accounts, subscriptions and credits, AI-written posts and Facebook publishing.",
};

export default function TermsPage() {
  return (
    <LegalDocument title="Terms and Conditions" pdf="/legal/terms.pdf" updated="22 November 2026">
      The agreement between you and Postloom: your account, subscriptions and credits, posts written with AI, and publishing to Facebook.
    </LegalDocument>
  );
}
