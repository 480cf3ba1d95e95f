import { redirect } from "next/navigation";
import { auth } from "@/lib/auth";
import { brandTimeZoneOf } from "@/lib/business/has-business-profile";
import { BrandTimeZoneProvider } from "@/lib/client/use-format";

// docs/product.md §2: every protected page but /onboarding needs a brand profile; without one the user
// is sent to the wizard. Layouts render in parallel, so this one reads the (request-cached) session itself.
// The same lookup gives the brand's time zone, in which every page below shows and picks times.
export default async function WithProfileLayout({ children }: { children: React.ReactNode }) {
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  const timeZone = await brandTimeZoneOf(session.user.id);
  if (timeZone === null) redirect("/onboarding");
  return <BrandTimeZoneProvider timeZone={timeZone}>{children}</BrandTimeZoneProvider>;
}
