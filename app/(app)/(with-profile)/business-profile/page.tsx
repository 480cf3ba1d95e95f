import type { Metadata } from "next";
import { BrandProfileScreen } from "./brand-profile-screen";

export const metadata: Metadata = { title: "Brand Profile" };

export default function Page() {
  return <BrandProfileScreen />;
}
