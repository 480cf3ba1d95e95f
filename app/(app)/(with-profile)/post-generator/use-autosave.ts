"use client";
// Saves the owner's text as they type (debounced): into the workspace's post, or as a new post for text
// typed without generating. Offline, it keeps trying (and again as soon as the browser is back online).
// A post that has gone out keeps its text: a 409 turns the edit into a new draft.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { ApiClientError, refusalMessage } from "@/lib/api/client";
import { api } from "@/lib/client/api";
import type { Post } from "@/lib/client/post-types";
import { useRefreshPosts } from "@/lib/client/use-posts";
import type { WorkspacePost } from "./use-post-generation";

export const SAVE_DELAY_MS = 800;
const RETRY_MS = 5_000;

export type SaveState = { kind: "idle" | "saving" | "saved" } | { kind: "offline" } | { kind: "failed"; message: string };

type Saved = { postId: number | null; text: string };

/** Shows the workspace's post in the address bar, so a reload (or a shared tab) opens the same post. */
export function showPostInAddress(postId: number | null) {
  const url = postId === null ? "/post-generator" : `/post-generator?post=${postId}`;
  if (`${window.location.pathname}${window.location.search}` !== url) window.history.replaceState(null, "", url);
}

export function useAutosave({
  post,
  setPost,
  paused,
}: {
  post: WorkspacePost;
  setPost: (update: (current: WorkspacePost) => WorkspacePost) => void;
  paused: boolean;
}) {
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const saved = useRef<Saved>({ postId: post.postId, text: post.text });
  const inFlight = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const refreshPosts = useRefreshPosts();

  /** What the server holds now (after a generation, a publish or a hand-over): nothing to save. */
  const markSaved = useCallback((postId: number | null, text: string) => {
    saved.current = { postId, text };
    setState({ kind: "idle" });
    showPostInAddress(postId);
  }, []);

  const dirty = post.text.trim() !== "" && (post.postId !== saved.current.postId || post.text !== saved.current.text);

  const save = useCallback(async () => {
    if (inFlight.current) return;
    const snapshot = { postId: post.postId, text: post.text };
    inFlight.current = true;
    setState({ kind: "saving" });
    try {
      const reply =
        snapshot.postId === null
          ? await api.post<Post>("/api/post", { content: snapshot.text })
          : await api.patch<Post>(`/api/post/${snapshot.postId}`, { content: snapshot.text });
      const id = reply.object.id;
      saved.current = { postId: id, text: snapshot.text };
      if (snapshot.postId === null) {
        setPost((current) => (current.postId === null ? { ...current, postId: id } : current));
        showPostInAddress(id);
      }
      setState({ kind: "saved" });
      void refreshPosts();
    } catch (error) {
      const refused = refusalMessage(error);
      if (error instanceof ApiClientError && error.code === "CONFLICT") {
        // The post has gone out (or is going out right now): the edit becomes a draft of its own.
        toast.info("That post has already gone out, so your edit is saved as a new draft.");
        setPost((current) => (current.postId === snapshot.postId ? { ...current, postId: null, writer: null } : current));
        setState({ kind: "idle" });
      } else if (refused !== null) {
        setState({ kind: "failed", message: refused });
      } else {
        setState(navigator.onLine ? { kind: "failed", message: "We couldn't save your edit. We'll keep trying." } : { kind: "offline" });
        window.setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
      }
    } finally {
      inFlight.current = false;
    }
  }, [post.postId, post.text, setPost, refreshPosts]);

  useEffect(() => {
    if (!dirty || paused) return;
    const timer = window.setTimeout(() => void save(), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `attempt` re-arms the save after a failure, even when the text did not change.
  }, [dirty, paused, save, attempt]);

  useEffect(() => {
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener("online", retry);
    return () => window.removeEventListener("online", retry);
  }, []);

  return { state: dirty && state.kind === "saved" ? { kind: "idle" as const } : state, dirty, markSaved, retry: () => void save() };
}
