import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { FeedbackForm } from "./feedback-form";

export const metadata: Metadata = { title: "Feedback" };

export default function FeedbackPage() {
  return (
    <>
      <PageHeader title="Feedback" description="Tell us what works, what doesn't, and what you'd love Postloom to do next." />
      <FeedbackForm />
    </>
  );
}
