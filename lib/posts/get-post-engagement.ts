// Live reactions, comments and shares of a delivered post, read from Facebook (or the sandbox page).
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { FacebookError, facebookApi } from "@/lib/integrations/facebook";
import type { Engagement } from "@/lib/integrations/facebook/types";
import { connectionSelect, resolvePublishTarget } from "@/lib/publishing/publish-target";

export type PostEngagement = ({ available: true } & Engagement) | { available: false; reason: string };

export async function getPostEngagementForUser(userId: string, postId: number): Promise<PostEngagement> {
  const post = await db.post.findFirst({
    where: { id: postId, userId },
    select: {
      platforms: {
        where: { platform: "FACEBOOK", status: "SUCCESS", externalPostId: { not: null } },
        select: { externalPostId: true, pageId: true, connection: { select: connectionSelect } },
        orderBy: { id: "asc" },
      },
    },
  });
  if (!post) throw new AppError("NOT_FOUND", "We couldn't find that post.");
  const delivery = post.platforms[0];
  if (!delivery?.externalPostId) return { available: false, reason: "This post has not reached Facebook." };
  if (!delivery.connection) return { available: false, reason: "This post went to a page you are no longer connected to." };
  const target = await resolvePublishTarget(userId, delivery.connection);
  if (!target.ok) return { available: false, reason: target.message };
  try {
    return { available: true, ...(await facebookApi().engagement(target, delivery.externalPostId)) };
  } catch (error) {
    if (error instanceof FacebookError) return { available: false, reason: "Facebook didn't share the figures just now. Try again in a moment." };
    throw error;
  }
}
