// A scheduled post that did not go out is never silent: the owner is told when its deliveries fail for good,
// and when one stays unconfirmed after Postloom has looked for it, with what to do. (A "Post Now" shows its
// own outcome on screen, so only scheduled deliveries raise these.)
import "server-only";
import { excerptOf } from "@/lib/format";
import { db } from "@/lib/db";
import { channelFacts } from "@/lib/channels/facts";
import { accountLabel } from "@/lib/channels/rules";
import type { Platform } from "@/lib/generated/prisma/client";
import { notify } from "@/lib/notifications/notify";

const postLink = (postId: number) => `/your-posts?post=${postId}`;
const quoted = (content: string) => `"${excerptOf(content).slice(0, 60)}"`;
const placeOf = (d: { platform: Platform; accountName: string | null }) => {
  const channel = channelFacts(d.platform);
  return d.accountName ? accountLabel(channel, d.accountName) : channel.label;
};

/** After a scheduled delivery run: tells the owner of the post's deliveries that failed for good, if any. */
export async function alertPostFailed(postId: number): Promise<boolean> {
  const post = await db.post.findUnique({
    where: { id: postId },
    select: {
      userId: true,
      content: true,
      status: true,
      platforms: {
        where: { status: "FAILED" },
        orderBy: { id: "asc" },
        select: { id: true, platform: true, accountName: true, errorMessage: true, attempts: true },
      },
    },
  });
  if (!post || post.platforms.length === 0 || !["FAILED", "PARTLY_PUBLISHED"].includes(post.status)) return false;
  const failed = post.platforms;
  const partly = post.status === "PARTLY_PUBLISHED";
  return notify(post.userId, {
    kind: "POST_FAILED",
    // The same failure, raised again by a retried job, is the same notification; a later failure of the same post is a new one.
    key: `post-failed:${postId}:${failed.map((d) => `${d.id}.${d.attempts}`).join(",")}`,
    title: partly ? "A scheduled post went out only in part" : "A scheduled post didn't go out",
    body: `${quoted(post.content)} didn't reach ${failed.map(placeOf).join(" and ")}. ${failed[0]!.errorMessage ?? "Open the post to see why and send it again."}`,
    link: postLink(postId),
  });
}

/** The looking is over for an unconfirmed delivery: the owner is asked to say whether the post is there. */
export async function alertPostUnconfirmed(deliveryId: number): Promise<boolean> {
  const delivery = await db.postPlatform.findUnique({
    where: { id: deliveryId },
    select: { status: true, platform: true, accountName: true, errorMessage: true, post: { select: { id: true, userId: true, content: true } } },
  });
  if (!delivery || delivery.status !== "UNCONFIRMED") return false;
  const { post } = delivery;
  return notify(post.userId, {
    kind: "POST_UNCONFIRMED",
    key: `post-unconfirmed:${deliveryId}`,
    title: `Did this post reach ${placeOf(delivery)}?`,
    body: `${quoted(post.content)}: ${delivery.errorMessage ?? "We couldn't confirm it went out."} In the post's details, choose "It's on my page" or "It's not there, send it again".`,
    link: postLink(post.id),
  });
}
