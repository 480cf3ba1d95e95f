import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AppError } from "@/lib/api/errors";
import { auth } from "@/lib/auth";
import { getBusinessProfileForUser } from "@/lib/business/get-business-profile-for-user";
import { BrandProfileScreen } from "./brand-profile-screen";

export const metadata: Metadata = { title: "Brand Profile" };

export default async function Page() {
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  // The server's reading comes with the page, so the profile is drawn at once (docs/decisions/0002); the
  // screen's own load then confirms it. A profile gone since the layout let the user in leaves that load to say so.
  const profile = await getBusinessProfileForUser(session.user.id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "BUSINESS_NOT_FOUND") return null;
    throw error;
  });
  return <BrandProfileScreen serverProfile={profile} />;
}
