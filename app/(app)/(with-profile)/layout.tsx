import { redirect } from "next/navigation";
import { auth } from "@/lib/auth";
import { hasBusinessProfile } from "@/lib/business/has-business-profile";

// PRODUCT-SPEC §2: every protected page but /onboarding needs a brand profile; without one the user
// is sent to the wizard. Layouts render in parallel, so this one reads the (request-cached) session itself.
export default async function WithProfileLayout({ children }: { children: React.ReactNode }) {
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  if (!(await hasBusinessProfile(session.user.id))) redirect("/onboarding");
  return children;
}
