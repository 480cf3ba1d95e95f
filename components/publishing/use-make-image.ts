"use client";
// 'Generate an image' in the Confirm Post dialog (POST /api/post/{id}/image): makes the AI image Instagram needs
// for a post that has no picture, and hands the post back with the credits left.
import { useState } from "react";
import { toast } from "sonner";
import { ApiClientError } from "@/lib/api/client";
import { api } from "@/lib/client/api";
import type { Post } from "@/lib/client/post-types";
import { useRefreshSubscriptionDetails } from "@/lib/client/subscription-details";

type ImageReply = { post: Post; remainingCreditAmount: number | null };

export function useMakeImage(postId: number | null, onImageAdded?: (post: Post, remainingCreditAmount: number | null) => void) {
  const [making, setMaking] = useState(false);
  const refreshPlan = useRefreshSubscriptionDetails();

  async function makeImage() {
    if (postId === null) return;
    setMaking(true);
    try {
      const reply = await api.post<ImageReply>(`/api/post/${postId}/image`, {});
      onImageAdded?.(reply.object.post, reply.object.remainingCreditAmount);
      void refreshPlan();
      toast.success("Image added. See it in the preview.");
    } catch (error) {
      // No plan or no credits: the client has said so already (the subscription dialog, a toast).
      if (error instanceof ApiClientError && !["NO_ACTIVE_SUBSCRIPTION", "INSUFFICIENT_CREDIT_AMOUNT"].includes(error.code)) toast.error(error.message);
    } finally {
      setMaking(false);
    }
  }

  return { making, makeImage };
}
