import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/page-header";
import { auth } from "@/lib/auth";
import { hasBusinessProfile } from "@/lib/business/has-business-profile";
import { OnboardingWizard } from "./onboarding-wizard";

export const metadata: Metadata = { title: "Welcome" };

export default async function Page() {
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  // The wizard creates the one profile a user has; once it exists, the dashboard is the place to be.
  if (await hasBusinessProfile(session.user.id)) redirect("/dashboard");
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title="Welcome to Postloom" description="Let's set up your brand profile to get started." />
      <OnboardingWizard />
    </div>
  );
}
