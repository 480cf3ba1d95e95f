// An Instagram professional account as a channel (lib/channels/channel.ts): connected through the Facebook Login
// of the page it is linked to, and reached with that page's token. Instagram fetches the picture itself from a
// link, makes a media container, and publishes it when it is processed; an account has a publishing limit over
// a moving 24 hours. Its media is read back to find a post whose sending went unanswered, and its insights (reach,
// likes, comments, saves, shares, views) for Insights.
import "server-only";
import type { Channel } from "../channel";
import { FacebookError } from "../facebook/facebook-error";
import { checkMetaHealth, healthFromGraphError, withoutInsights } from "../facebook/meta-health";
import type { FacebookApi } from "../facebook/types";
import { INSTAGRAM_FACTS } from "./facts";
import { isPublishingLimitError } from "./instagram-error";
import { INSTAGRAM_NOT_CONFIGURED, type InstagramApi } from "./types";

/** Instagram's publishing permissions, and the page's that reaches it (Meta's Instagram publishing guide). */
const SCOPES = ["instagram_basic", "instagram_content_publish", "pages_read_engagement"] as const;

/** Instagram's clients: its own, and Facebook's, through which its token is inspected. */
export function instagramChannel(instagram: InstagramApi, facebook: FacebookApi): Channel {
  const account = (to: { accountId: string; token: string }) => ({ accountId: to.accountId, pageToken: to.token });
  return {
    facts: INSTAGRAM_FACTS,
    connect: { lists: "the Instagram accounts linked to your Facebook Pages", scopes: SCOPES },
    notConfigured: () => (instagram.mode === "off" ? INSTAGRAM_NOT_CONFIGURED : null),

    async publish(to, post, options) {
      const images = post.pictures.flatMap((picture) => ("url" in picture ? [{ url: picture.url, altText: picture.altText }] : []));
      if (images.length === 0) throw new FacebookError("rejected", INSTAGRAM_FACTS.needsImage);
      // The waits for the container give up, as nothing sent, rather than run past the deadline.
      const sleep = async (ms: number) => {
        if (options.now().getTime() + ms > options.deadline) throw new FacebookError("retryable", "Instagram is still processing the image");
        await options.sleep(ms);
      };
      return instagram.publish(account(to), { caption: post.text, images }, { timeoutMs: options.timeoutMs, sleep, beforePublish: options.beforePublish });
    },
    publishingLimit: (to) => instagram.publishingLimit(account(to)).catch(() => null),
    limitReached: isPublishingLimitError,

    async recentPosts(to, since) {
      const media = await instagram.recentMedia(account(to), since);
      return media.map((m) => ({ id: m.id, text: m.caption, createdTime: m.timestamp, permalink: m.permalink }));
    },
    checkHealth: (connection, now) => checkMetaHealth(facebook, SCOPES, connection, now),
    healthOfFailure: healthFromGraphError,
    async engagement(to, postId) {
      const insights = await withoutInsights(instagram.mediaInsights(account(to), postId));
      if (insights) {
        const { reach, likes, comments, saved, shares, views } = insights;
        return { reach, reactions: likes, comments, shares, saves: saved, clicks: null, views };
      }
      // Without instagram_manage_insights (a connection made before Postloom asked for it), the media's counts.
      const { likes, comments } = await instagram.mediaCounts(account(to), postId);
      return { reach: null, reactions: likes, comments, shares: null, saves: null, clicks: null, views: null };
    },
    followers: (to) => facebook.followers(to.token, to.accountId),
  };
}
