"use client";
// 'Give me 3 options': asks for three texts (POST /api/post/variants), then keeps the one chosen as the
// workspace's post (POST /api/post/variants/{id}/choose).
import { useState } from "react";
import { toast } from "sonner";
import { ApiClientError } from "@/lib/api/client";
import { api } from "@/lib/client/api";
import { useRefreshSubscriptionDetails } from "@/lib/client/subscription-details";
import { useRefreshPosts } from "@/lib/client/use-posts";
import type { GeneratedPost } from "@/lib/posts/create-draft-post";
import type { DraftRequest } from "@/lib/posts/schemas/draft";
import type { VariantOptions } from "@/lib/posts/write-variants";
import type { WorkspacePost } from "./use-post-generation";

type Options = {
  onCredits: (remaining: number) => void;
  onFieldErrors: (fieldErrors: Record<string, string[]>) => void;
  /** The option kept, as saved by the server. */
  onChosen: (post: WorkspacePost) => void;
};

export function useVariants({ onCredits, onFieldErrors, onChosen }: Options) {
  const [busy, setBusy] = useState(false);
  const [options, setOptions] = useState<VariantOptions | null>(null);
  const [choosing, setChoosing] = useState<number | null>(null);
  const refreshPosts = useRefreshPosts();
  const refreshPlanStatus = useRefreshSubscriptionDetails();

  async function ask(request: DraftRequest) {
    setBusy(true);
    setOptions(null);
    try {
      const reply = await api.post<VariantOptions>("/api/post/variants", request);
      setOptions(reply.object);
      onCredits(reply.object.remainingCreditAmount);
      void refreshPlanStatus();
      toast.success(reply.message ?? "Here are your options.");
    } catch (error) {
      if (!(error instanceof ApiClientError)) toast.error("Something went wrong while writing your options. Please try again.");
      else if (error.code === "VALIDATION_ERROR") onFieldErrors(error.fieldErrors);
      else if (!["UNAUTHORIZED", "NO_ACTIVE_SUBSCRIPTION", "INSUFFICIENT_CREDIT_AMOUNT"].includes(error.code)) toast.error(error.message);
    } finally {
      setBusy(false);
    }
  }

  async function choose(index: number) {
    if (!options) return;
    setChoosing(index);
    try {
      const reply = await api.post<{ generatedPost: GeneratedPost }>(`/api/post/variants/${options.id}/choose`, { index });
      const { id, content, imageUrl, writer } = reply.object.generatedPost;
      onChosen({ text: content, imageUrl, photos: [], postId: id, writer });
      setOptions(null);
      void refreshPosts();
      toast.success(reply.message ?? "Kept.");
    } catch (error) {
      toast.error(error instanceof ApiClientError ? error.message : "We couldn't keep that option. Please try again.");
    } finally {
      setChoosing(null);
    }
  }

  return { busy, options, choosing, ask, choose, dismiss: () => setOptions(null) };
}
