// LinkedIn as a channel (lib/channels/channel.ts): a Company Page the owner administers, or their own profile,
// each posted to with the member's token (a connection's `pageId` is the member's URN, its `accountId` the URN
// posted as). The text goes out in LinkedIn's little-text format; pictures are uploaded, one or a multi-image
// post. A post whose answer never came is found among the author's posts; the token's health is LinkedIn's
// introspection of it.
import "server-only";
import { EXPIRING_WITHIN_MS, type Channel, type HealthFinding } from "../channel";
import { LINKEDIN_FACTS } from "./facts";
import { healthFromLinkedInError, LinkedInError } from "./linkedin-error";
import { fromLittleText, toLittleText } from "./little-text";
import { isOrganization, LINKEDIN_NOT_CONFIGURED, type LinkedInApi, type LinkedInTokenState } from "./types";

/** Posting as a Company Page, or as the member (LinkedIn's Posts API). The page's comes first: the one most connections need. */
const SCOPES = ["w_organization_social", "w_member_social"] as const;

/** The state LinkedIn's introspection of the token puts a connection posting as `author` in. */
export function healthFromIntrospection(author: string, state: LinkedInTokenState, now: Date): HealthFinding {
  const expiresAt = state.expiresAt;
  if (!state.active || (expiresAt && expiresAt <= now)) {
    const reason = state.status === "revoked" ? "Postloom's access was removed on LinkedIn." : "LinkedIn's access expired.";
    return { health: "NEEDS_RECONNECT", reason, expiresAt };
  }
  const needed = isOrganization(author) ? SCOPES[0] : SCOPES[1];
  if (!state.scopes.includes(needed)) return { health: "MISSING_PERMISSION", reason: `Postloom is missing the ${needed} permission.`, expiresAt };
  if (expiresAt && expiresAt.getTime() - now.getTime() < EXPIRING_WITHIN_MS)
    return { health: "EXPIRING", reason: "LinkedIn's access ends within 7 days. Reconnect LinkedIn to keep posting.", expiresAt };
  return { health: "HEALTHY", reason: null, expiresAt };
}

/** Statistics LinkedIn refused for want of a permission (403) are left out; any other failure is the read's. */
async function withoutStatistics<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof LinkedInError && error.details.status === 403) return null;
    throw error;
  }
}

export function linkedInChannel(linkedin: LinkedInApi): Channel {
  return {
    facts: LINKEDIN_FACTS,
    connect: { lists: "your LinkedIn profile and the Company Pages you administer", scopes: SCOPES },
    notConfigured: () => (linkedin.mode === "off" ? LINKEDIN_NOT_CONFIGURED : null),

    async publish(to, post, options) {
      // The owner's text, written in little text; LinkedIn counts its limit on the text as shown (rules.maxCharacters).
      const commentary = toLittleText(post.text);
      const images = post.pictures.flatMap((picture) =>
        "data" in picture ? [{ data: picture.data, contentType: picture.contentType, altText: picture.altText }] : [],
      );
      return linkedin.publish(to.token, to.accountId, { commentary, images }, { timeoutMs: options.timeoutMs, beforePublish: options.beforePublish });
    },
    publishingLimit: async () => null,
    limitReached: () => false,

    async recentPosts(to, since, atMost) {
      const posts = await linkedin.recentPosts(to.token, to.accountId, since, atMost);
      return posts.map((p) => ({ id: p.id, text: fromLittleText(p.commentary), createdTime: p.createdAt, permalink: p.permalink }));
    },

    async checkHealth({ token, accountId }, now) {
      try {
        return healthFromIntrospection(accountId, await linkedin.introspect(token), now);
      } catch (error) {
        console.warn("[health] LinkedIn introspection failed", error instanceof Error ? error.message : error);
        return null;
      }
    },
    healthOfFailure: healthFromLinkedInError,
    // Social metadata counts reactions and comments; a Company Page's posts also have statistics (members reached,
    // clicks, reposts), which need the page's admin permission: without it, the counts alone.
    async engagement(to, postId) {
      const [counts, statistics] = await Promise.all([
        linkedin.engagement(to.token, postId),
        withoutStatistics(linkedin.shareStatistics(to.token, to.accountId, postId)),
      ]);
      return { ...counts, reach: statistics?.reach ?? null, clicks: statistics?.clicks ?? null, shares: statistics?.shares ?? null, saves: null, views: null };
    },
    // A Company Page's followers; a member's own profile has none LinkedIn tells apps.
    followers: (to) => linkedin.followers(to.token, to.accountId),
  };
}
