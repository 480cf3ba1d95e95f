// What the Post Workspace page needs from the server on load, including the post its address names.
import "server-only";
import { keptChannelOptions, type ChannelOptions } from "@/lib/channels/options";
import { getCreditBalance } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { OFFLINE_WRITER_ID } from "@/lib/offline-writer-id";
import type { PostPhoto } from "@/lib/media/schemas";
import { serialIdOrNull } from "@/lib/validation/ids";
import { postPhotosSelect, toPostPhoto } from "./post-photos";

export type WorkspacePostSeed = {
  id: number;
  content: string;
  imageUrl: string | null;
  photos: PostPhoto[];
  writer: string | null;
  /** What it was last sent or scheduled with beside the text: the Confirm Post dialog starts from it. */
  channelOptions: ChannelOptions | null;
};

export type WorkspaceContext = {
  brandName: string | null;
  creditBalance: number;
  /** The writer new posts will come from: "offline" or "openai:<model>". */
  writer: string;
  /** The credits an image adds to a post (the form shows it before generating). */
  imageCost: number;
  /** The post named by `?post=<id>`: the user's post, or "missing" when there is no such post of theirs. */
  post: WorkspacePostSeed | "missing" | null;
};

async function findPost(userId: string, param: string | undefined) {
  if (param === undefined) return null;
  const id = serialIdOrNull(param);
  const post =
    id &&
    (await db.post.findFirst({
      where: { id, userId },
      select: { id: true, content: true, imageUrl: true, writer: true, channelOptions: true, photos: postPhotosSelect },
    }));
  return post ? { ...post, photos: post.photos.map(({ photo }) => toPostPhoto(photo)), channelOptions: keptChannelOptions(post.channelOptions) } : "missing";
}

export async function getWorkspaceContext(userId: string, postParam?: string): Promise<WorkspaceContext> {
  const [profile, creditBalance, post] = await Promise.all([
    db.businessProfile.findUnique({ where: { userId }, select: { businessName: true } }),
    getCreditBalance(userId),
    findPost(userId, postParam),
  ]);
  return {
    brandName: profile?.businessName ?? null,
    creditBalance,
    writer: env.modes.ai === "production" ? `openai:${env.OPENAI_MODEL}` : OFFLINE_WRITER_ID,
    imageCost: env.IMAGE_CREDIT_COST,
    post,
  };
}
