// Google Business Profile as a channel (lib/channels/channel.ts): a business location whose posts show on its
// Search and Maps listing. A connection's token is the grant's refresh token (its `pageId` the account the location
// belongs to, its `accountId` the location's v4 name). A post goes out with its type (an update, an offer or an
// event) and button, as the owner chose them (./post-options.ts), and its one photo, which Google fetches by link; Google reviews each post after taking it, so the post is read back, and one its review rejected
// is failed with the reason. A post whose answer never came is found among the location's posts; health is the
// grant, the location still being the owner's and verified, and the project's access to the API.
import "server-only";
import { postProblem } from "../rules";
import type { Channel, Destination, SendOptions } from "../channel";
import { whileLinkFetched } from "../link-fetches";
import { GOOGLE_BUSINESS_FACTS } from "./facts";
import { GOOGLE_HEALTH_REASONS, GoogleError, healthFromGoogleError } from "./google-error";
import { googlePostOptionsSchema, PLAIN_UPDATE } from "./post-options";
import { BUSINESS_SCOPE, GOOGLE_BUSINESS_NOT_CONFIGURED, type GoogleBusinessApi, type GoogleLocalPost } from "./types";

/** How often, and how far apart, a new post is read back while Google still reviews it. */
const REVIEW_READS = 5;
const REVIEW_PAUSE_MS = 2_000;

/** Said of a post Google's review took down (after "Google rejected this post: "). */
export const REJECTED_BY_REVIEW =
  "after accepting it, Google's review found it doesn't meet the content policy for Business Profile posts. Change the text or photo and post again.";

export function googleBusinessChannel(google: GoogleBusinessApi): Channel {
  /**
   * The post's review as far as it got within a few reads: LIVE, REJECTED, or still PROCESSING (then it counts as
   * made). A read that fails changes nothing: the post is there either way.
   */
  async function reviewed(to: Destination, post: GoogleLocalPost, options: SendOptions): Promise<GoogleLocalPost["state"]> {
    let state = post.state;
    for (let read = 0; read < REVIEW_READS && state === "PROCESSING"; read++) {
      if (read > 0) {
        if (options.now().getTime() + REVIEW_PAUSE_MS > options.deadline) break;
        await options.sleep(REVIEW_PAUSE_MS);
      }
      const now = await google.getPost(to.token, post.name, options.timeoutMs).catch(() => null);
      state = now?.state ?? state;
    }
    return state;
  }

  return {
    facts: GOOGLE_BUSINESS_FACTS,
    connect: { lists: "the Business Profile locations you manage", scopes: [BUSINESS_SCOPE] },
    notConfigured: () => (google.mode === "off" ? GOOGLE_BUSINESS_NOT_CONFIGURED : null),

    async publish(to, post, options) {
      // What Google's listing would show wrongly (hashtags) or refuse is refused here, before anything is sent.
      const problem = postProblem(GOOGLE_BUSINESS_FACTS, post.text, post.pictures.length);
      if (problem) throw new GoogleError("rejected", problem);
      // Its type and button, as the post keeps them; a plain update when none were chosen.
      const chosen = googlePostOptionsSchema.safeParse(post.options ?? PLAIN_UPDATE);
      if (!chosen.success) throw new GoogleError("rejected", chosen.error.issues[0]!.message);
      const picture = post.pictures[0];
      const photoUrl = picture && "url" in picture ? picture.url : null;
      const create = () => google.createPost(to.token, to.accountId, { summary: post.text, photoUrl, options: chosen.data }, options);
      // Google fetches the photo from Postloom's link while the call is open.
      const made = await (photoUrl ? whileLinkFetched(create) : create());
      if ((await reviewed(to, made, options)) === "REJECTED") throw new GoogleError("rejected", REJECTED_BY_REVIEW);
      return { id: made.name, permalink: made.searchUrl };
    },
    publishingLimit: async () => null,
    limitReached: () => false,

    async recentPosts(to, since, atMost) {
      const posts = await google.recentPosts(to.token, to.accountId, since, atMost);
      return posts.map((p) => ({ id: p.name, text: p.summary, createdTime: p.createdAt, permalink: p.searchUrl }));
    },

    async checkHealth({ token, accountId }) {
      try {
        if (!(await google.grantedScopes(token)).includes(BUSINESS_SCOPE)) return { health: "MISSING_PERMISSION", reason: GOOGLE_HEALTH_REASONS.scope };
        const location = await google.findLocation(token, accountId);
        if (!location) return { health: "NEEDS_RECONNECT", reason: GOOGLE_HEALTH_REASONS.unmanaged };
        if (!location.canPost) return { health: "MISSING_PERMISSION", reason: GOOGLE_HEALTH_REASONS.unverified };
        return { health: "HEALTHY", reason: null };
      } catch (error) {
        const finding = healthFromGoogleError(error);
        if (finding) return finding;
        console.warn("[health] Google Business Profile check failed", error instanceof Error ? error.message : error);
        return null;
      }
    },
    healthOfFailure: healthFromGoogleError,
    // Google reports a post's views on Search and Maps and its button's clicks; nothing like reactions or comments.
    engagement: async (to, postId) => ({
      reach: null,
      reactions: null,
      comments: null,
      shares: null,
      saves: null,
      ...(await google.insights(to.token, to.accountId, postId)),
    }),
    // Google reports no followers of a listing.
    followers: null,
  };
}
