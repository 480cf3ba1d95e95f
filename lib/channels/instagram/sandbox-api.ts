// The sandbox Instagram (no FACEBOOK_APP_ID): an account linked to each sandbox Facebook page, reached with
// that page's token, with its feed at /sandbox/instagram/<accountId>. A publish goes through Instagram's
// steps as the real client takes them (sandbox-media.ts): the container is made from the image Instagram
// fetches from its public address, looked at on the client's back-off until it is processed (about a
// second), then published, within 50 posts in a moving 24 hours. Refusals are Instagram's own error
// replies, sorted as the real client's, so publishing runs the same code paths against it.
import "server-only";
import { FacebookError } from "@/lib/channels/facebook";
import { sandboxObjectNotFound, sandboxPageTokenOwner } from "@/lib/channels/facebook/sandbox-api";
import { sandboxPageIdOfInstagram } from "@/lib/channels/facebook/sandbox-pages";
import { sandboxEngagement, sandboxTimeZone } from "@/lib/channels/sandbox-shared";
import { whileLinkFetched } from "@/lib/channels/link-fetches";
import {
  createSandboxCarousel,
  createSandboxContainer,
  publishSandboxContainer,
  sandboxContainerStatus,
  sandboxMediaOf,
  sandboxMediaSince,
  sandboxPostsInWindow,
  type SandboxContainerInput,
} from "./sandbox-media";
import { CONTAINER_POLL_DELAYS_MS, DEFAULT_PUBLISHING_LIMIT, DEFAULT_PUBLISHING_WINDOW_SECONDS, type InstagramApi, type InstagramTarget } from "./types";

/** How long Instagram waits for an image's address to answer, unless the publish asks for its own time-out. */
const FETCH_TIMEOUT_MS = 10_000;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The sandbox account and its owner, when the token is that of the page the account is linked to; Graph's 190 otherwise. */
async function accountOf(target: InstagramTarget) {
  const userId = await sandboxPageTokenOwner(target.pageToken, sandboxPageIdOfInstagram(target.accountId) ?? "");
  return { userId, accountId: target.accountId };
}

/**
 * Time as the client lives it: real time, moved on by each wait its sleep stood for. A test's sleep returns
 * at once, yet the container it waited on has been processing for as long as the back-off says.
 */
function clientClock(sleep: (ms: number) => Promise<void>) {
  const start = Date.now();
  let waited = 0;
  return {
    now: () => new Date(Math.max(Date.now(), start + waited)),
    async sleep(ms: number) {
      await sleep(ms);
      waited += ms;
    },
  };
}

/** The account's media, as its page's token reads it; Graph's "does not exist" for one that isn't there. */
async function ownMedia(target: InstagramTarget, mediaId: string) {
  const account = await accountOf(target);
  const media = await sandboxMediaOf(account, mediaId);
  if (!media) throw sandboxObjectNotFound(mediaId);
  return { media, userId: account.userId };
}

/** Looks at the container on the real client's back-off until Instagram has processed it. */
async function waitUntilProcessed(containerId: number, sleep: (ms: number) => Promise<void>) {
  const clock = clientClock(sleep);
  for (let look = 0; (await sandboxContainerStatus(containerId, clock.now())) === "IN_PROGRESS"; look++) {
    if (look >= CONTAINER_POLL_DELAYS_MS.length) throw new FacebookError("retryable", "Instagram is still processing the image");
    await clock.sleep(CONTAINER_POLL_DELAYS_MS[look]!);
  }
}

export function createSandboxInstagramApi(appUrl: string): InstagramApi {
  const permalinkOf = (accountId: string, mediaId: number) => `${appUrl}/sandbox/instagram/${accountId}#media-${mediaId}`;

  return {
    mode: "sandbox",

    async publish(target, post, options = {}) {
      const account = await accountOf(target);
      const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
      const sleep = options.sleep ?? defaultSleep;
      const [only, ...more] = post.images;
      if (!only) throw new FacebookError("rejected", "Instagram needs an image");
      // Instagram fetches an image container's picture from Postloom's link while the call is open.
      const imageContainer = (input: SandboxContainerInput) => whileLinkFetched(() => createSandboxContainer(account, input, timeoutMs));
      let containerId: number;
      if (more.length === 0) containerId = await imageContainer({ caption: post.caption, image: only });
      else {
        // A carousel, as the real client makes it: the children made, each waited for, then the carousel of them.
        const children: number[] = [];
        for (const image of post.images) children.push(await imageContainer({ image, isCarouselItem: true }));
        for (const child of children) await waitUntilProcessed(child, sleep);
        containerId = await createSandboxCarousel(account, post.caption, children);
      }
      await waitUntilProcessed(containerId, sleep);
      options.beforePublish?.();
      const mediaId = await publishSandboxContainer(account, containerId);
      return { id: String(mediaId), permalink: permalinkOf(account.accountId, mediaId) };
    },

    async publishingLimit(target) {
      return { used: await sandboxPostsInWindow(await accountOf(target)), total: DEFAULT_PUBLISHING_LIMIT, windowSeconds: DEFAULT_PUBLISHING_WINDOW_SECONDS };
    },

    async recentMedia(target, since) {
      const media = await sandboxMediaSince(await accountOf(target), since);
      return media.map((m) => ({ id: String(m.id), caption: m.caption, timestamp: m.createdAt, permalink: permalinkOf(target.accountId, m.id) }));
    },

    async mediaInsights(target, mediaId) {
      const { media, userId } = await ownMedia(target, mediaId);
      const { reach, reactions, comments, saves, shares, views } = sandboxEngagement(media, new Date(), await sandboxTimeZone(userId));
      return { reach, likes: reactions, comments, saved: saves, shares, views };
    },

    async mediaCounts(target, mediaId) {
      const { media, userId } = await ownMedia(target, mediaId);
      const { reactions, comments } = sandboxEngagement(media, new Date(), await sandboxTimeZone(userId));
      return { likes: reactions, comments };
    },
  };
}
