"use client";
// Recent Posts on the dashboard: always fetched fresh, 3 skeletons while loading.
import { PenSquare } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { PostCard, PostCardSkeleton } from "@/components/posts/post-card";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { Post } from "@/lib/client/post-types";
import { useOpenedOnce } from "@/lib/client/use-opened-once";
import { useRecentPosts } from "@/lib/client/use-posts";

const PostDetailsDialog = dynamic(() => import("@/components/posts/post-details-dialog").then((m) => m.PostDetailsDialog));

export function RecentPosts() {
  const { data, isPending, isError } = useRecentPosts();
  const [viewing, setViewing] = useState<Post | null>(null);
  const detailsOpened = useOpenedOnce(viewing !== null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Posts</CardTitle>
        <CardAction>
          <Button asChild variant="outline" size="sm" className="min-h-11">
            <Link href="/your-posts">View All Posts</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-3">
        {isPending ? (
          Array.from({ length: 3 }, (_, i) => <PostCardSkeleton key={i} />)
        ) : isError ? (
          <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive">
            Error loading dashboard
          </p>
        ) : data.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-md border border-dashed p-8 text-center">
            <PenSquare aria-hidden="true" className="size-7 text-muted-foreground" />
            <p className="text-muted-foreground">No posts yet. Your first one takes about a minute.</p>
            <Button asChild>
              <Link href="/post-generator">Create your first post</Link>
            </Button>
          </div>
        ) : (
          data.map((post) => <PostCard key={post.id} post={post} onView={setViewing} />)
        )}
      </CardContent>
      {detailsOpened && <PostDetailsDialog post={viewing} onClose={() => setViewing(null)} />}
    </Card>
  );
}
