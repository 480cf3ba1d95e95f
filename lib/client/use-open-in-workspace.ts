"use client";
// 'Open in Workspace' (docs/product.md §2): the post goes to the workspace through local storage (content, imageUrl, id).
import { useRouter } from "next/navigation";
import { WORKSPACE_POST_KEY, type WorkspaceHandover } from "./post-types";

export function useOpenInWorkspace() {
  const router = useRouter();
  return (post: WorkspaceHandover) => {
    localStorage.setItem(WORKSPACE_POST_KEY, JSON.stringify({ content: post.content, imageUrl: post.imageUrl, id: post.id } satisfies WorkspaceHandover));
    router.push(`/post-generator?post=${post.id}`);
  };
}
