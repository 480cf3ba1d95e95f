import { redirect } from "next/navigation";
import { AppShell } from "@/components/app-shell/app-shell";
import { AppProviders } from "@/components/providers/app-providers";
import { auth } from "@/lib/auth";
import { getSubscriptionDetails } from "@/lib/billing/get-subscription-details";
import { requestFormat } from "@/lib/http/request-format";

// The proxy already turned visitors away; this second check runs on the server for every protected page.
export default async function ProtectedLayout({ children }: { children: React.ReactNode }) {
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  return (
    <AppProviders subscription={await getSubscriptionDetails(session.user.id, await requestFormat())}>
      <AppShell email={session.user.email}>{children}</AppShell>
    </AppProviders>
  );
}
