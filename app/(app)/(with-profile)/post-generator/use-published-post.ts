"use client";
// Whether the workspace's post has gone out, as the server holds it now (its status, where and when), and
// 'Use as a new draft': a new post with its text and picture, which the workspace then holds instead.
import { useState } from "react";
import { toast } from "sonner";
import { refusalMessage } from "@/lib/api/client";
import { api } from "@/lib/client/api";
import type { Post } from "@/lib/client/post-types";
import { usePost, useRefreshPosts } from "@/lib/client/use-posts";

export function usePublishedPost({ postId, onDraft }: { postId: number | null; onDraft: (draft: Post) => void }) {
  const saved = usePost(postId);
  const refreshPosts = useRefreshPosts();
  const [copying, setCopying] = useState(false);
  const published = saved.data?.id === postId && saved.data.status === "PUBLISHED" ? saved.data : null;

  async function copyAsDraft() {
    if (!published) return;
    setCopying(true);
    try {
      const reply = await api.post<Post>(`/api/post/${published.id}/copy`);
      onDraft(reply.object);
      toast.success(reply.message);
      void refreshPosts();
    } catch (error) {
      toast.error(refusalMessage(error) ?? "We couldn't make the draft. Please try again.");
    } finally {
      setCopying(false);
    }
  }

  // Until the post is read, the workspace doesn't offer to publish it.
  return { published, checking: postId !== null && saved.isLoading, copying, copyAsDraft };
}
