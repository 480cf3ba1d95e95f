// The Post Workspace's side of the local-storage hand-over (docs/product.md §2): read once, then removed.
import { WORKSPACE_POST_KEY, type WorkspaceHandover } from "./post-types";

/** The handed-over post, if any; the entry is removed either way, and a malformed one is ignored. */
export function takeWorkspaceHandover(): WorkspaceHandover | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(WORKSPACE_POST_KEY);
    window.localStorage.removeItem(WORKSPACE_POST_KEY);
  } catch {
    return null; // storage unavailable (private mode)
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof WorkspaceHandover, unknown>>;
    if (typeof value?.content !== "string") return null;
    const id = typeof value.id === "number" ? value.id : typeof value.id === "string" && /^\d+$/.test(value.id) ? Number(value.id) : null;
    return { content: value.content, imageUrl: typeof value.imageUrl === "string" && value.imageUrl ? value.imageUrl : null, id };
  } catch {
    return null;
  }
}
