"use client";
// 'Add to queue': the post goes into the next free posting slot (use-add-to-queue.ts).
import { ListPlus } from "lucide-react";
import type { PostPictures } from "@/components/posts/post-pictures";
import { Button } from "@/components/ui/button";
import type { Post } from "@/lib/client/post-types";
import { cn } from "@/lib/utils";
import { useAddToQueue } from "./use-add-to-queue";

export function AddToQueueButton({
  post,
  onQueued,
  disabled = false,
  className,
  label = "Add to queue",
  size,
}: {
  /** The post: its id (null for text not saved yet), its text, and its photos, in order, or its AI image. */
  post: { postId: number | null; content: string; pictures: PostPictures };
  onQueued?: (post: Post) => void;
  disabled?: boolean;
  className?: string;
  /** The accessible name, where one button among many needs to say which post it queues. */
  label?: string;
  size?: "sm" | "default";
}) {
  const queue = useAddToQueue();
  return (
    <Button
      variant="outline"
      size={size}
      className={cn("min-h-11", className)}
      disabled={disabled || queue.busy || !queue.ready || post.content.trim() === ""}
      aria-label={label}
      onClick={async () => {
        const queued = await queue.add(post);
        if (queued) onQueued?.(queued);
      }}
    >
      <ListPlus aria-hidden="true" />
      {queue.busy ? "Adding…" : "Add to queue"}
    </Button>
  );
}
