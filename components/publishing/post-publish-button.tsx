"use client";
// The Post Workspace's main button and its Confirm Post dialog, ready to drop in:
// 'Post Now', or 'Schedule Post' when scheduling is on; disabled while the text is blank.
import { Send } from "lucide-react";
import { useState } from "react";
import type { PostPictures } from "@/components/posts/post-pictures";
import { Button } from "@/components/ui/button";
import type { ChannelOptions } from "@/lib/channels/options";
import type { Post } from "@/lib/client/post-types";
import { ConfirmPostDialog } from "./confirm-post-dialog";
import { usePublishSettings } from "./use-publish-settings";

export function PostPublishButton({
  postId,
  content,
  brandName,
  pictures,
  keptOptions,
  onPublished,
  onImageAdded,
  onOpenChange,
  disabled = false,
  className,
  scheduleAt,
}: {
  postId: number | null;
  content: string;
  brandName: string;
  /** The post's photos, in order, or its AI image. */
  pictures: PostPictures;
  /** What the post was last sent or scheduled with beside its text. */
  keptOptions?: ChannelOptions | null;
  onPublished?: (post: Post) => void;
  onImageAdded?: (post: Post, remainingCreditAmount: number | null) => void;
  /** The Confirm Post dialog opened or closed. */
  onOpenChange?: (open: boolean) => void;
  /** Extra reasons to wait, e.g. a post still being written. */
  disabled?: boolean;
  className?: string;
  /** Start with scheduling on at this time (ISO). */
  scheduleAt?: string;
}) {
  const settings = usePublishSettings(scheduleAt);
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <Button className={className ?? "h-11"} disabled={disabled || content.trim() === ""} onClick={() => setOpen(true)}>
        <Send aria-hidden="true" />
        {settings.scheduling ? "Schedule Post" : "Post Now"}
      </Button>
      <ConfirmPostDialog
        open={open}
        onOpenChange={setOpen}
        settings={settings}
        postId={postId}
        content={content}
        brandName={brandName}
        pictures={pictures}
        keptOptions={keptOptions}
        onPublished={onPublished}
        onImageAdded={onImageAdded}
      />
    </>
  );
}
