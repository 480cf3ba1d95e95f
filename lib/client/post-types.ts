// What the post endpoints send to the browser: the post schema's types (lib/posts/schemas/post.ts).
export type { Post, PostListReply, PostStats, PostTarget as PostPlatformEntry } from "@/lib/posts/schemas/post";

/** Local-storage hand-over from a post to the Post Workspace (docs/product.md §2). */
export const WORKSPACE_POST_KEY = "workspace_post";
export type WorkspaceHandover = { content: string; imageUrl: string | null; id: number | null };
