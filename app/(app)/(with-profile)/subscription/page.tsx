import type { Metadata } from "next";
import { planCredits } from "@/lib/billing/plan-credits";
import { env } from "@/lib/env";
import { requestFormat } from "@/lib/http/request-format";
import { PlansAndBilling } from "./plans-and-billing";

export const metadata: Metadata = { title: "Plans & Billing" };
export const dynamic = "force-dynamic";

export default async function Page({ searchParams }: PageProps<"/subscription">) {
  const { checkout } = await searchParams;
  const returnedFrom = checkout === "success" || checkout === "cancelled" ? checkout : undefined;
  return <PlansAndBilling sandbox={env.modes.billing === "sandbox"} checkout={returnedFrom} credits={planCredits(await requestFormat())} />;
}
