"use client";
// A draft from the tray, in the Confirm Post dialog: scheduling on at the time it was dropped on (or the
// next whole hour), to the targets the dialog starts with. Mounted per draft, so each starts afresh.
import { useState } from "react";
import type { PostPictures } from "@/components/posts/post-pictures";
import { ConfirmPostDialog } from "@/components/publishing/confirm-post-dialog";
import { usePublishSettings } from "@/components/publishing/use-publish-settings";
import { useBrandProfile } from "@/lib/client/use-brand-profile";
import type { Post } from "@/lib/client/post-types";

export type DraftToSchedule = { draft: Post; at: Date };

export function ScheduleDraftDialog({ request, onClose }: { request: DraftToSchedule; onClose: () => void }) {
  const settings = usePublishSettings(request.at.toISOString());
  const brandName = useBrandProfile().data?.businessName?.trim() || "Your Brand";
  const [pictures, setPictures] = useState<PostPictures>({ imageUrl: request.draft.imageUrl, photos: request.draft.photos });
  return (
    <ConfirmPostDialog
      open
      onOpenChange={(open) => !open && onClose()}
      settings={settings}
      postId={request.draft.id}
      content={request.draft.content}
      brandName={brandName}
      pictures={pictures}
      keptOptions={request.draft.channelOptions}
      onImageAdded={(post) => setPictures({ imageUrl: post.imageUrl, photos: post.photos })}
    />
  );
}
