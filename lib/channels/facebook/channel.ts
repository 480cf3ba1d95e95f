// A Facebook Page as a channel (lib/channels/channel.ts): connected through Facebook Login, posted to with the
// page's token (the pictures' bytes uploaded with the post, or the text's first link shown as its preview),
// found again in the page's feed, and read back for its reactions, comments and shares.
import "server-only";
import type { Channel, OutgoingPost } from "../channel";
import { FACEBOOK_FACTS } from "./facts";
import { checkMetaHealth, healthFromGraphError, withoutInsights } from "./meta-health";
import { FACEBOOK_NOT_CONFIGURED, type FacebookApi, type FacebookImage } from "./types";

/** The first http(s) address in the text, posted as the link so Facebook shows its preview. */
export function firstLink(message: string): string | undefined {
  return message.match(/https?:\/\/[^\s<>"')\]]+/)?.[0]?.replace(/[.,!?;:]+$/, "");
}

/** The pictures' bytes: Facebook is sent them (it fetches nothing). */
const imagesOf = (post: OutgoingPost): FacebookImage[] =>
  post.pictures.flatMap((picture) => ("data" in picture ? [{ data: picture.data, contentType: picture.contentType, altText: picture.altText }] : []));

/** The page's own publishing permissions (Meta's Pages publishing guide). */
const SCOPES = ["pages_manage_posts", "pages_read_engagement"] as const;

export function facebookChannel(facebook: FacebookApi): Channel {
  const page = (to: { pageId: string; token: string }) => ({ pageId: to.pageId, pageToken: to.token });
  return {
    facts: FACEBOOK_FACTS,
    connect: { lists: "the Facebook Pages you manage, your own and your Business Portfolios'", scopes: SCOPES },
    notConfigured: () => (facebook.mode === "off" ? FACEBOOK_NOT_CONFIGURED : null),

    async publish(to, post, options) {
      const images = imagesOf(post);
      const { id, permalink } = await facebook.publish(
        page(to),
        { message: post.text, link: images.length ? undefined : firstLink(post.text), images },
        { timeoutMs: options.timeoutMs, beforePublish: options.beforePublish },
      );
      return { id, permalink };
    },
    publishingLimit: async () => null,
    limitReached: () => false,

    async recentPosts(to, since, atMost) {
      const posts = await facebook.recentPosts(page(to), since, atMost);
      return posts.map((p) => ({ id: p.id, text: p.message, createdTime: p.createdTime, permalink: null }));
    },
    checkHealth: (connection, now) => checkMetaHealth(facebook, SCOPES, connection, now),
    healthOfFailure: healthFromGraphError,
    async engagement(to, postId) {
      const [figures, insights] = await Promise.all([facebook.engagement(page(to), postId), withoutInsights(facebook.postInsights(page(to), postId))]);
      return { reach: insights?.reach ?? null, ...figures, saves: null, views: null, clicks: insights?.clicks ?? null };
    },
    followers: (to) => facebook.followers(to.token, to.accountId),
  };
}
