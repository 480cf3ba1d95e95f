"use client";
// A post in a list (docs/product.md §2 post cards): image or placeholder, badges, dates, 2-line preview, View;
// and, for a scheduled post that won't go out until a connection is reconnected, the warning.
import { CalendarClock, ImageIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/lib/client/use-format";
import type { Post } from "@/lib/client/post-types";
import type { AtRiskTarget } from "@/lib/posts/schemas/post";
import { AtRiskNotice } from "./at-risk-warning";
import { PlatformBadge, PostStatusBadge } from "./post-badges";
import { coverOf } from "./post-pictures";

export function PostCard({ post, atRisk, onView }: { post: Post; atRisk?: AtRiskTarget[]; onView: (post: Post) => void }) {
  const format = useFormat();
  const cover = coverOf(post);
  return (
    <Card className="flex-row items-stretch gap-4 p-3 sm:p-4" data-testid="post-card">
      <div className="relative aspect-square w-20 shrink-0 overflow-hidden rounded-md bg-muted sm:w-24">
        {cover ? (
          <img src={cover} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground" aria-hidden="true">
            <ImageIcon className="size-6" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <PostStatusBadge status={post.status} />
          {post.postPlatforms.map((entry) => (
            <PlatformBadge key={entry.id} entry={entry} />
          ))}
        </div>
        <p className="line-clamp-2 text-sm break-words">{post.content}</p>
        {atRisk && <AtRiskNotice targets={atRisk} />}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-muted-foreground">
            Created {format.date(post.createdAt)}
            {post.scheduledTime && (
              <span className="ml-2 inline-flex items-center gap-1">
                <CalendarClock aria-hidden="true" className="size-3" />
                Scheduled {format.dateTime(post.scheduledTime)}
              </span>
            )}
          </p>
          <Button variant="outline" size="sm" className="min-h-11" onClick={() => onView(post)} aria-label={`View post created ${format.date(post.createdAt)}`}>
            View
          </Button>
        </div>
      </div>
    </Card>
  );
}

export function PostCardSkeleton() {
  return (
    <Card className="flex-row gap-4 p-3 sm:p-4" aria-hidden="true" data-testid="post-card-skeleton">
      <Skeleton className="aspect-square w-20 shrink-0 rounded-md sm:w-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-24" />
        </div>
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
        <div className="mt-auto flex justify-between">
          <Skeleton className="h-3 w-32" />
          <Skeleton className="h-11 w-16" />
        </div>
      </div>
    </Card>
  );
}
