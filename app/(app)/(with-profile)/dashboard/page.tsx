import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { OpenSlotsPrompt } from "@/components/dashboard/open-slots-prompt.server";
import { PostsOverview } from "@/components/dashboard/posts-overview";
import { RecentPosts } from "@/components/dashboard/recent-posts";
import { PageHeader } from "@/components/page-header";
import { SocialIntegrationCard } from "@/components/social/social-integration-card";
import { auth } from "@/lib/auth";
import { getBusinessProfileForUser } from "@/lib/business/get-business-profile-for-user";
import { SHARE_COOKIE } from "@/lib/media/shares";
import { getSocialConnections } from "@/lib/social/get-social-connections";
import { ForgetWelcome } from "./forget-welcome";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * The connections card, drawn whole in the page's first answer (docs/decisions/0002): drawn in after it, a new
 * owner's card grew by a block per login and pushed the Posts Overview down. Its own component, so its read
 * runs beside the open-slots prompt's rather than before it.
 */
async function Connections({ userId }: { userId: string }) {
  return <SocialIntegrationCard initial={await getSocialConnections(userId)} />;
}

export default async function DashboardPage({ searchParams }: PageProps<"/dashboard">) {
  // The wizard's last step lands here with `?welcome`: the first visit greets the owner by their brand.
  const welcome = (await searchParams).welcome !== undefined;
  const session = await auth();
  if (!session?.user?.id) redirect("/login");
  // Photos shared from the phone before signing in (app/share/route.ts): where sign-in lands, they open in a new post.
  if ((await cookies()).has(SHARE_COOKIE)) redirect("/post-generator");
  const brand = welcome ? (await getBusinessProfileForUser(session.user.id)).businessName : undefined;
  return (
    <>
      <PageHeader title={brand ? `Welcome, ${brand}` : "Welcome back!"} description="Here's what's happening with your social media" />
      {welcome && <ForgetWelcome />}
      {/* Part of the page's first answer: streamed in after it, the prompt pushed the cards below it down. */}
      <div className="mb-6 empty:hidden">
        <OpenSlotsPrompt userId={session.user.id} />
      </div>
      {/* One column that keeps to the screen (not to its widest content) until there is room for two. */}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <Connections userId={session.user.id} />
          <PostsOverview />
        </div>
        <RecentPosts />
      </div>
    </>
  );
}
