"use client";
// 'Post Details' (docs/product.md §2): content, its photos or image, cost, deliveries, Open in Workspace, Cancel Schedule; the
// warning when the post is at risk (the list or the calendar that opened it knows); and for a plan's proposed
// post, Approve.
import { Check, ExternalLink } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { AddToQueueButton } from "@/components/publishing/add-to-queue-button";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, STICKY_FOOTER } from "@/components/ui/dialog";
import { api } from "@/lib/client/api";
import { useFormat } from "@/lib/client/use-format";
import type { Post } from "@/lib/client/post-types";
import { useOpenInWorkspace } from "@/lib/client/use-open-in-workspace";
import { useRefreshPosts } from "@/lib/client/use-posts";
import { refusalMessage } from "@/lib/api/client";
import type { PostPhoto } from "@/lib/media/schemas";
import type { AtRiskTarget } from "@/lib/posts/schemas/post";
import { AtRiskNotice } from "./at-risk-warning";
import { PostStatusBadge } from "./post-badges";
import { PostEngagement } from "./post-engagement";
import { TargetRow } from "./target-row";

export function PostDetailsDialog({ post, atRisk, onClose }: { post: Post | null; atRisk?: AtRiskTarget[]; onClose: () => void }) {
  const format = useFormat();
  const openInWorkspace = useOpenInWorkspace();
  const refreshPosts = useRefreshPosts();
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [approving, setApproving] = useState(false);

  async function approve(current: Post) {
    setApproving(true);
    try {
      const reply = await api.post(`/api/post/${current.id}/approve`);
      toast.success(reply.message ?? "Approved");
      onClose();
    } catch (error) {
      toast.error(refusalMessage(error) ?? "We couldn't approve it. Please try again.");
    }
    setApproving(false);
    await refreshPosts();
  }

  async function cancelSchedule(current: Post) {
    setCancelling(true);
    try {
      await api.delete("/api/post/schedule", { postID: current.id });
      toast.success("Post schedule cancelled successfully");
      setConfirming(false);
      onClose();
    } catch (error) {
      // Why, when the server said (a delivery under way: until when); the spec's words either way.
      toast.error("Failed to cancel post schedule", { description: refusalMessage(error) ?? undefined });
    }
    setCancelling(false);
    await refreshPosts();
  }

  return (
    <>
      <Dialog open={post !== null} onOpenChange={(open) => !open && onClose()}>
        <DialogContent className="sm:max-w-lg">
          {post && (
            <>
              <DialogHeader>
                <DialogTitle>Post Details</DialogTitle>
                <DialogDescription className="flex flex-wrap items-center gap-2">
                  <PostStatusBadge status={post.status} />
                  <span>Created {format.dateTime(post.createdAt)}</span>
                </DialogDescription>
              </DialogHeader>
              <div className="space-y-4 text-sm">
                {post.photos.length > 0 ? (
                  <PostPhotos photos={post.photos} />
                ) : (
                  post.imageUrl && <img src={post.imageUrl} alt="" className="aspect-video w-full rounded-md object-cover" />
                )}
                <p className="whitespace-pre-wrap break-words">{post.content}</p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border p-3">
                  <dt className="text-muted-foreground">Cost</dt>
                  <dd className="font-mono">{format.credits(post.cost)}</dd>
                  {post.scheduledTime && (
                    <>
                      <dt className="text-muted-foreground">Scheduled for</dt>
                      <dd>{format.dateTime(post.scheduledTime, true)}</dd>
                    </>
                  )}
                  {post.publishedAt && (
                    <>
                      <dt className="text-muted-foreground">Published</dt>
                      <dd>{format.dateTime(post.publishedAt, true)}</dd>
                    </>
                  )}
                </dl>
                {atRisk && post.status === "SCHEDULED" && <AtRiskNotice targets={atRisk} />}
                {post.status === "PROPOSED" && (
                  <p className="rounded-md border border-dashed border-primary/60 bg-primary/5 p-3">
                    Your plan wrote this for its slot. It won&apos;t go out until you approve it.
                  </p>
                )}
                {(post.status === "PUBLISHED" || post.status === "PARTLY_PUBLISHED") && post.postPlatforms.some((p) => p.status === "SUCCESS") && (
                  <PostEngagement postId={post.id} />
                )}
                {post.postPlatforms.length > 0 && (
                  <section aria-label="Platforms" className="space-y-2">
                    <h3 className="font-medium">Platforms</h3>
                    <ul className="space-y-2">
                      {post.postPlatforms.map((entry) => (
                        <TargetRow key={entry.id} post={post} entry={entry} onChanged={onClose} />
                      ))}
                    </ul>
                  </section>
                )}
              </div>
              <DialogFooter className={cn(STICKY_FOOTER, "sm:justify-between")}>
                {post.status === "SCHEDULED" ? (
                  <Button variant="destructive" className="min-h-11" onClick={() => setConfirming(true)}>
                    Cancel Schedule
                  </Button>
                ) : post.status === "PROPOSED" ? (
                  <Button className="min-h-11" disabled={approving} onClick={() => void approve(post)}>
                    <Check aria-hidden="true" />
                    {approving ? "Approving..." : "Approve"}
                  </Button>
                ) : post.status === "GENERATED" ? (
                  <AddToQueueButton
                    post={{ postId: post.id, content: post.content, pictures: { imageUrl: post.imageUrl, photos: post.photos } }}
                    onQueued={onClose}
                  />
                ) : (
                  <span />
                )}
                <Button className="min-h-11" variant={post.status === "PROPOSED" ? "outline" : "default"} onClick={() => openInWorkspace(post)}>
                  <ExternalLink aria-hidden="true" />
                  Open in Workspace
                </Button>
              </DialogFooter>
            </>
          )}
        </DialogContent>
      </Dialog>
      <AlertDialog open={confirming} onOpenChange={(open) => !cancelling && setConfirming(open)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Cancel Schedule</AlertDialogTitle>
            <AlertDialogDescription>Are you sure you want to cancel this scheduled post? This action cannot be undone.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel className="min-h-11" disabled={cancelling}>
              Cancel
            </AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              className="min-h-11"
              disabled={cancelling}
              onClick={(event) => {
                event.preventDefault();
                if (post) void cancelSchedule(post);
              }}
            >
              {cancelling ? "Cancelling..." : "Confirm"}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

/** The post's photos, in order, small: each as the owner described it. */
function PostPhotos({ photos }: { photos: PostPhoto[] }) {
  return (
    <ul aria-label="Photos" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {photos.map((photo, i) => (
        <li key={photo.id}>
          <img
            src={photo.displayUrl}
            alt={photo.altText || `Photo ${i + 1} of ${photos.length}`}
            className="aspect-square w-full rounded-md bg-muted object-cover"
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}
