"use client";
// Keeps the server's photos of the workspace's post in step with the ones the owner chose (PUT /api/post/{id}/photos):
// at once for a saved post, and, for photos chosen before there was one, as soon as the post is saved (typed text
// saved, a draft written, an option chosen). A publish sends them too, so one that could not be saved is not lost.
import { useEffect, useRef, type Dispatch, type SetStateAction } from "react";
import { toast } from "sonner";
import { refusalMessage } from "@/lib/api/client";
import { api } from "@/lib/client/api";
import type { Post } from "@/lib/posts/schemas/post";
import type { WorkspacePost } from "./use-post-generation";

const idsOf = (post: WorkspacePost) => post.photos.map((photo) => photo.id).join(",");

export function usePostPhotos(post: WorkspacePost, setPost: Dispatch<SetStateAction<WorkspacePost>>) {
  // What the server holds, as far as the workspace knows: the post it opened with has its own photos.
  const saved = useRef({ postId: post.postId, ids: idsOf(post) });
  useEffect(() => {
    const { postId } = post;
    const ids = idsOf(post);
    if (postId === null || (saved.current.postId === postId && saved.current.ids === ids)) return;
    const before = saved.current;
    saved.current = { postId, ids };
    // A post the workspace has just taken, with no photos chosen for it, keeps its own.
    if (before.postId !== postId && !ids) return;
    api.put<Post>(`/api/post/${postId}/photos`, { photoIds: post.photos.map((photo) => photo.id) }).then(
      ({ object }) => setPost((current) => (current.postId === object.id ? { ...current, imageUrl: object.imageUrl, photos: object.photos } : current)),
      // Not tried again on every change: said once, and the photos still go with the post when it is posted.
      (error: unknown) => toast.error(refusalMessage(error) ?? "We couldn't save the photos on this post. They go with it when you post it."),
    );
  }, [post, setPost]);
}
