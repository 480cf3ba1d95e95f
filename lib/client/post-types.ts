// What the post endpoints send to the browser (dates arrive as ISO strings).
export type PostPlatformEntry = {
  id: number;
  platform: string;
  status: string;
  errorMessage: string | null;
  externalPostId: string | null;
  deliveredAt: string | null;
  /** When the last request to the platform started. */
  sentAt: string | null;
  /** For an unconfirmed delivery: when Postloom looked at the page and did not find the post. */
  checkedAt: string[];
  /** When it will look again; null once the looking is over (then the owner is asked). */
  nextCheckAt: string | null;
};

export type Post = {
  id: number;
  content: string;
  imageUrl: string | null;
  status: string;
  createdAt: string;
  scheduledTime: string | null;
  publishedAt: string | null;
  cost: number;
  writer: string | null;
  postPlatforms: PostPlatformEntry[];
};

export type PostListReply = { postList: Post[]; numberOfPages: number; numberOfRecords: number };

export type PostStats = { postCount: number; postsPublished: number; publishRate: number | null; latestPostDate: string | null };

/** Local-storage hand-over from a post to the Post Workspace (PRODUCT-SPEC §2). */
export const WORKSPACE_POST_KEY = "workspace_post";
export type WorkspaceHandover = { content: string; imageUrl: string | null; id: number | null };
