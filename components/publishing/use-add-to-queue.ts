"use client";
// 'Add to queue' (the workspace, a draft's details, the calendar's drafts tray): schedules a post into the
// next free posting slot (POST /api/calendar/queue), to the targets the Confirm Post dialog would start with.
// Says where it went, or why it could not: no slots yet offers the way to set them.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { ApiClientError, refusalMessage } from "@/lib/api/client";
import { SLOT_MESSAGES } from "@/lib/calendar/calendar-limits";
import { api } from "@/lib/client/api";
import { pictureCount, type PostPictures } from "@/components/posts/post-pictures";
import type { Post } from "@/lib/client/post-types";
import { useRefreshPosts } from "@/lib/client/use-posts";
import { useSocialConnections } from "@/lib/client/use-social-connections";
import { rememberChoice, startingTargets } from "./use-publish-settings";

/** Where the posting slots are set. */
export const SLOTS_HREF = "/calendar?view=queue&slots=edit";

export const NO_TARGET = "Connect a Facebook Page or an Instagram account first: queued posts go out to them.";

export type Queueable = { postId: number | null; content: string; pictures: PostPictures };

export function useAddToQueue() {
  const router = useRouter();
  const social = useSocialConnections();
  const refresh = useRefreshPosts();
  const [busy, setBusy] = useState(false);

  /** Resolves the queued post, or null when it was not queued (the owner has been told why). */
  async function add({ postId, content, pictures }: Queueable): Promise<Post | null> {
    const targets = startingTargets(social.data?.details.accounts ?? [], pictureCount(pictures) > 0);
    if (targets.length === 0) {
      toast.error(NO_TARGET, { action: { label: "Connect", onClick: () => router.push("/dashboard") } });
      return null;
    }
    setBusy(true);
    try {
      const reply = await api.post<Post>("/api/calendar/queue", {
        postID: postId,
        postContent: content,
        targets,
        photoIds: pictures.photos.map((photo) => photo.id),
      });
      rememberChoice(targets);
      toast.success(reply.message ?? "Added to the queue");
      return reply.object;
    } catch (error) {
      // No plan: the client has opened the subscription dialog already.
      if (error instanceof ApiClientError && error.code === "NO_ACTIVE_SUBSCRIPTION") return null;
      const message = refusalMessage(error) ?? "Failed to add the post to the queue. Please try again.";
      toast.error(message, message === SLOT_MESSAGES.noSlots ? { action: { label: "Set slots", onClick: () => router.push(SLOTS_HREF) } } : undefined);
      return null;
    } finally {
      setBusy(false);
      void refresh();
    }
  }

  return { add, busy, ready: social.data !== undefined };
}
