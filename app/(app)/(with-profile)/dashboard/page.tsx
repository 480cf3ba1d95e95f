import type { Metadata } from "next";
import { PostsOverview } from "@/components/dashboard/posts-overview";
import { RecentPosts } from "@/components/dashboard/recent-posts";
import { PageHeader } from "@/components/page-header";
import { SocialIntegrationCard } from "@/components/social/social-integration-card";

export const metadata: Metadata = { title: "Dashboard" };

export default function DashboardPage() {
  return (
    <>
      <PageHeader title="Welcome back!" description="Here's what's happening with your social media" />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <SocialIntegrationCard />
          <PostsOverview />
        </div>
        <RecentPosts />
      </div>
    </>
  );
}
