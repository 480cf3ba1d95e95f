// What the post endpoints send to the browser: the post schema's types (lib/posts/post-schema.ts).
export type { Post, PostListReply, PostTarget as PostPlatformEntry } from "@/lib/posts/post-schema";

export type PostStats = { postCount: number; postsPublished: number; publishRate: number | null; latestPostDate: string | null };

/** Local-storage hand-over from a post to the Post Workspace (PRODUCT-SPEC §2). */
export const WORKSPACE_POST_KEY = "workspace_post";
export type WorkspaceHandover = { content: string; imageUrl: string | null; id: number | null };
