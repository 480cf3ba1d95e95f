"use client";
// The Post Workspace's main button and its Confirm Post dialog, ready to drop in:
// 'Post Now', or 'Schedule Post' when scheduling is on; disabled while the text is blank.
import { Send } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/lib/client/use-opened-once";
import type { ConfirmPostDialogProps } from "./confirm-post-dialog";
import { usePublishSettings } from "./use-publish-settings";

// The dialog, its channels' option fields and the schema that checks them load on their own: the workspace shows
// without them, and a pointer or focus on the button starts loading them before the click.
const loadDialog = () => import("./confirm-post-dialog");
const ConfirmPostDialog = dynamic(() => loadDialog().then((m) => m.ConfirmPostDialog));

/** The post and what to tell about it, as the dialog takes them. */
type PostToPublish = Pick<ConfirmPostDialogProps, "postId" | "content" | "brandName" | "pictures" | "keptOptions" | "onPublished" | "onImageAdded">;

export function PostPublishButton({
  onOpenChange,
  disabled = false,
  className,
  scheduleAt,
  ...post
}: PostToPublish & {
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
  const opened = useOpenedOnce(open);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <Button
        className={className ?? "h-11"}
        disabled={disabled || post.content.trim() === ""}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        <Send aria-hidden="true" />
        {settings.scheduling ? "Schedule Post" : "Post Now"}
      </Button>
      {opened && <ConfirmPostDialog open={open} onOpenChange={setOpen} settings={settings} {...post} />}
    </>
  );
}
