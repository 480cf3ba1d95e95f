// Live figures of a delivered post, read from the first of its deliveries whose channel reports engagement
// (Facebook, LinkedIn, or their sandboxes), with that channel's name.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { ChannelError, channels as channelsOver, type Engagement } from "@/lib/channels";
import { channelFacts, channelNames } from "@/lib/channels/facts";
import { db } from "@/lib/db";
import { connectionSelect, resolveDestination } from "@/lib/social/destination";

/** The figures, with the name of the channel they are from; or why there are none. */
export type PostEngagement = ({ available: true; channel: string } & Engagement) | { available: false; reason: string };

export async function getPostEngagementForUser(userId: string, postId: number): Promise<PostEngagement> {
  const channels = channelsOver();
  const reporting = channels.keysWhere((channel) => channel.engagement !== null);
  const post = await db.post.findFirst({
    where: { id: postId, userId },
    select: {
      platforms: {
        where: { platform: { in: reporting }, status: "SUCCESS", externalPostId: { not: null } },
        select: { platform: true, externalPostId: true, connection: { select: connectionSelect } },
        orderBy: { id: "asc" },
      },
    },
  });
  if (!post) throw new AppError("NOT_FOUND", "We couldn't find that post.");
  const delivery = post.platforms[0];
  if (!delivery?.externalPostId) return { available: false, reason: `This post has not reached ${channelNames("or", reporting)}.` };
  const facts = channelFacts(delivery.platform);
  if (!delivery.connection) return { available: false, reason: `This post went to a ${facts.place} you are no longer connected to.` };
  const to = await resolveDestination(userId, delivery.platform, delivery.connection, channels);
  if (!to.ok) return { available: false, reason: to.message };
  try {
    return { available: true, channel: facts.label, ...(await channels.of(delivery.platform).engagement!(to, delivery.externalPostId)) };
  } catch (error) {
    if (error instanceof ChannelError) return { available: false, reason: `${facts.label} didn't share the figures just now. Try again in a moment.` };
    throw error;
  }
}
