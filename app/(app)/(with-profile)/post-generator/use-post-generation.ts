"use client";
// Writes the workspace's post: streams the new text in, then takes the saved post (text, image, id) from the reply.
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { toast } from "sonner";
import { ApiClientError } from "@/lib/api/client";
import { api } from "@/lib/client/api";
import { useRefreshSubscriptionDetails } from "@/lib/client/subscription-details";
import { useRefreshPosts } from "@/lib/client/use-posts";
import type { DraftResult } from "@/lib/posts/create-draft-post";
import type { PostPhoto } from "@/lib/media/schemas";
import type { DraftRequest } from "@/lib/posts/schemas/draft";

export type WorkspacePost = {
  text: string;
  imageUrl: string | null;
  /** The owner's photos on it, in order (then it has no AI image). */
  photos: PostPhoto[];
  postId: number | null;
  /** Who wrote the current text, when Postloom did. */
  writer: string | null;
};

export const EMPTY_POST: WorkspacePost = { text: "", imageUrl: null, photos: [], postId: null, writer: null };

type Options = {
  post: WorkspacePost;
  setPost: Dispatch<SetStateAction<WorkspacePost>>;
  initialCredits: number;
  writer: string;
  /** Field messages of a 422 reply, for the form. */
  onFieldErrors: (fieldErrors: Record<string, string[]>) => void;
  /** The new post, as saved by the server. */
  onGenerated: (post: WorkspacePost) => void;
};

export function usePostGeneration({ post, setPost, initialCredits, writer, onFieldErrors, onGenerated }: Options) {
  const [busy, setBusy] = useState(false);
  const [imagePending, setImagePending] = useState(false);
  const [credits, setCredits] = useState(initialCredits);
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const refreshPosts = useRefreshPosts();
  const refreshPlanStatus = useRefreshSubscriptionDetails();

  useEffect(() => () => abort.current?.abort(), []);

  const generate = useCallback(
    async (request: DraftRequest) => {
      const previous = post;
      const controller = new AbortController();
      abort.current = controller;
      setFailure(null);
      setBusy(true);
      let streamed = "";
      try {
        const envelope = await api.stream<DraftResult>("/api/post/draft/stream", request, {
          signal: controller.signal,
          onDelta: (delta) => {
            if (!streamed) {
              // The first words replace what was there; until then the old post stays in view.
              // The photos chosen stay: the new post is written for them, and carries them once it is saved.
              setPost((current) => ({ text: "", imageUrl: null, photos: current.photos, postId: null, writer }));
              setImagePending(request.generateImage);
            }
            streamed += delta;
            setPost((current) => ({ ...current, text: current.text + delta }));
          },
        });
        const { generatedPost, remainingCreditAmount, imageFailed } = envelope.object;
        const generated = { text: generatedPost.content, imageUrl: generatedPost.imageUrl, postId: generatedPost.id, writer: generatedPost.writer };
        setPost((current) => ({ ...generated, photos: current.photos }));
        onGenerated({ ...generated, photos: previous.photos });
        setCredits(remainingCreditAmount);
        void refreshPosts();
        void refreshPlanStatus();
        toast.success(envelope.message);
        if (imageFailed) toast.warning("We couldn't create the image this time, so no image credits were used.");
      } catch (error) {
        if ((error as Error)?.name === "AbortError") return;
        // No draft is passed on: the workspace shows what it had before.
        setPost(previous);
        if (error instanceof ApiClientError) {
          const remaining = (error.object as { remainingCreditAmount?: unknown } | null)?.remainingCreditAmount;
          if (typeof remaining === "number") setCredits(remaining);
          if (error.code === "VALIDATION_ERROR") onFieldErrors(error.fieldErrors);
          else if (!["UNAUTHORIZED", "NO_ACTIVE_SUBSCRIPTION", "INSUFFICIENT_CREDIT_AMOUNT"].includes(error.code)) setFailure(error.message);
        } else {
          setFailure("Something went wrong while writing your post. Please try again.");
        }
      } finally {
        if (abort.current === controller) abort.current = null;
        setImagePending(false);
        setBusy(false);
      }
    },
    [post, setPost, writer, onFieldErrors, onGenerated, refreshPosts, refreshPlanStatus],
  );

  return { busy, imagePending, credits, setCredits, failure, generate };
}
