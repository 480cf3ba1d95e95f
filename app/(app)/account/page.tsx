import type { Metadata } from "next";
import { PageHeader } from "@/components/page-header";
import { env } from "@/lib/env";
import { AccountSettings } from "./account-settings";

export const metadata: Metadata = { title: "Account" };
export const dynamic = "force-dynamic";

export default function AccountPage() {
  return (
    <>
      <PageHeader title="Account" description="How you sign in, what we email you, where you're signed in, and your account itself." />
      <AccountSettings passwordMinLength={env.PASSWORD_MIN_LENGTH} />
    </>
  );
}
