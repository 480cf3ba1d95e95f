"use client";
// One target of a post in Post Details: where it goes, how its delivery stands and why, a link to the post
// once it is out, and, while it waits, a way to take just this target off the schedule.
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import type { Post, PostPlatformEntry } from "@/lib/client/post-types";
import { useRefreshPosts } from "@/lib/client/use-posts";
import { accountLabel, platformLabel } from "./labels";
import { PlatformBadge } from "./post-badges";
import { SendingDelivery } from "./sending-delivery";
import { UnconfirmedDelivery } from "./unconfirmed-delivery";
import { ViewPostLink } from "./view-post-link";

export function TargetRow({ post, entry, onChanged }: { post: Post; entry: PostPlatformEntry; onChanged: () => void }) {
  const refreshPosts = useRefreshPosts();
  const [cancelling, setCancelling] = useState(false);
  const name = entry.accountName ? accountLabel(entry.platform, entry.accountName) : null;
  const pending = post.postPlatforms.filter((p) => p.status === "PENDING").length;
  const cancellable = post.status === "SCHEDULED" && entry.status === "PENDING" && pending > 1;

  async function cancelTarget() {
    setCancelling(true);
    try {
      await api.delete("/api/post/schedule", { postID: post.id, targetId: entry.id });
      toast.success(`${name ?? platformLabel(entry.platform)} taken off the schedule`);
      onChanged();
    } catch {
      toast.error("Failed to cancel post schedule");
    }
    setCancelling(false);
    await refreshPosts();
  }

  return (
    <li className="rounded-md border p-3" data-testid="post-target">
      <div className="flex flex-wrap items-center gap-2">
        <PlatformBadge entry={entry} />
        {name && <span className="font-medium break-words">{name}</span>}
        {entry.status === "SUCCESS" && entry.permalink && <ViewPostLink platform={entry.platform} href={entry.permalink} className="ml-auto" />}
      </div>
      {entry.status === "UNCONFIRMED" ? (
        <UnconfirmedDelivery post={post} entry={entry} onResolved={onChanged} />
      ) : entry.status === "SENDING" ? (
        <SendingDelivery post={post} entry={entry} />
      ) : (
        entry.errorMessage && <p className="mt-2 text-destructive">{entry.errorMessage}</p>
      )}
      {cancellable && (
        <Button variant="outline" className="mt-2 min-h-11" disabled={cancelling} onClick={() => void cancelTarget()}>
          {cancelling ? "Cancelling..." : "Don't post here"}
          <span className="sr-only"> ({name ?? platformLabel(entry.platform)})</span>
        </Button>
      )}
    </li>
  );
}
