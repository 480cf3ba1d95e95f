// Each registered channel's local double, as the conformance suite (conformance.test.ts) drives it: the clients
// pointed at it, an account on it connected to a user as the app stores one, what it holds, and the wire answers
// the real API gives for each kind of failure and each state of a token. A channel added to the registry
// (lib/channels/index.ts) adds its harness here, and the suite runs for it.
import type { ChannelClients, FailureKind } from "@/lib/channels";
import { encrypt } from "@/lib/crypto/encryption";
import { db } from "@/lib/db";
import { graphErrorBody, type GraphDouble } from "../support/facebook-graph-double";
import { IG_ACCOUNT, resetPublishing, startInstagramPublishingDoubles, startPublishingDouble } from "../support/publishing";
import { connectPage } from "../support/users";

/** A post as the double holds it. */
export type HeldPost = { id: string; text: string };

/** What the double says of the account's token when asked (Meta: debug_token). */
export type TokenState = { valid: true; expiresAt?: Date; withoutScope?: string } | { valid: false };

export type ChannelHarness = {
  clients: ChannelClients;
  /** Connects the double's account to the user as the app stores it; the connection's id. */
  connect(userId: string): Promise<number>;
  /** The connected account's id and token there, and who holds the token. */
  account: { accountId: string; accountName: string; pageId: string; token: string };
  /** The posts on the account, oldest first. */
  posts(): HeldPost[];
  /** The next publish fails as the real API fails one of this kind; nothing reaches the account. */
  failPublish(kind: FailureKind): void;
  /** The next publish is carried out, and then its answer never comes (the connection drops). */
  dropPublishAnswer(): void;
  /** What the double answers about the account's token from now on. */
  tokenSays(state: TokenState): void;
  reset(): Promise<void>;
  stop(): Promise<void>;
};

/** Meta's answers: a Graph error body, and debug_token's data for a token. */
const META_FAILURES: Record<FailureKind, { status: number; body: unknown }> = {
  // The token was invalidated (the owner changed their password).
  reconnect: { status: 400, body: graphErrorBody(190, "Error validating access token: The session has been invalidated", { error_subcode: 460 }) },
  // The content itself is refused.
  rejected: { status: 400, body: graphErrorBody(100, "(#100) Invalid parameter", { type: "OAuthException" }) },
  // The app's rate limit: checked before any work, so nothing was done.
  retryable: { status: 400, body: graphErrorBody(4, "(#4) Application request limit reached", { type: "OAuthException", is_transient: true }) },
  // Meta's own servers failed while handling it: it may have gone out all the same.
  unknown: { status: 500, body: graphErrorBody(2, "An unexpected error has occurred. Please retry your request later.", { is_transient: true }) },
};

function metaToken(graph: GraphDouble, token: string, state: TokenState, scopesGranted: readonly string[]) {
  if (!state.valid) {
    graph.setTokenInfo(token, { is_valid: false, error: { code: 190, subcode: 460, message: "The session has been invalidated" } });
    return;
  }
  graph.setTokenInfo(token, {
    is_valid: true,
    expires_at: state.expiresAt ? Math.floor(state.expiresAt.getTime() / 1000) : 0,
    scopes: scopesGranted.filter((scope) => scope !== state.withoutScope),
  });
}

const GRANTED = [
  "public_profile",
  "pages_show_list",
  "pages_manage_posts",
  "pages_read_engagement",
  "instagram_basic",
  "instagram_content_publish",
  "business_management",
];

/**
 * Scripts the next publish request (a POST whose path `at` picks) to fail as `META_FAILURES` says, or to be carried
 * out with its answer dropped; the intercept to give the double, and the two ways to arm it.
 */
function scriptedPublish() {
  let next: { at: (path: string) => boolean; then: FailureKind | "drop" } | null = null;
  return {
    intercept(request: { method: string; path: string }) {
      if (request.method !== "POST" || !next?.at(request.path)) return undefined;
      const { then } = next;
      next = null;
      return then === "drop" ? ({ acceptThen: "drop" } as const) : { reply: META_FAILURES[then] };
    },
    arm(at: (path: string) => boolean, then: FailureKind | "drop") {
      next = { at, then };
    },
    disarm() {
      next = null;
    },
  };
}

async function facebookHarness(): Promise<ChannelHarness> {
  const { graph, facebook } = await startPublishingDouble();
  const token = graph.pageToken("1001");
  const script = scriptedPublish();
  const publishing = (path: string) => /^\/1001\/(feed|photos)$/.test(path);
  graph.setIntercept((request) => script.intercept(request));
  return {
    clients: { facebook },
    connect: async (userId) => (await connectPage(userId, "1001", token, "Corner Bakery")).id,
    account: { accountId: "1001", accountName: "Corner Bakery", pageId: "1001", token },
    posts: () => graph.posts.map((post) => ({ id: post.id, text: post.message })),
    failPublish: (kind) => script.arm(publishing, kind),
    dropPublishAnswer: () => script.arm(publishing, "drop"),
    tokenSays: (state) => metaToken(graph, token, state, GRANTED),
    async reset() {
      await resetPublishing(graph);
      script.disarm();
      graph.setIntercept((request) => script.intercept(request));
    },
    stop: () => graph.stop(),
  };
}

async function instagramHarness(): Promise<ChannelHarness> {
  const { graph, facebook, ig, instagram } = await startInstagramPublishingDoubles();
  const token = graph.pageToken("1001");
  const script = scriptedPublish();
  ig.setIntercept((request) => script.intercept(request));
  // Only media_publish can put a post on the account: an unknown outcome, or a dropped answer, is its; the rest fail at the container.
  const step = (edge: "media" | "media_publish") => (path: string) => path === `/${IG_ACCOUNT}/${edge}`;
  return {
    clients: { facebook, instagram },
    async connect(userId) {
      const fields = { accountName: "cornerbakery", pageId: "1001", accessToken: encrypt(token), isDefault: true };
      return (await db.socialConnection.create({ data: { userId, platform: "INSTAGRAM", accountId: IG_ACCOUNT, ...fields } })).id;
    },
    account: { accountId: IG_ACCOUNT, accountName: "cornerbakery", pageId: "1001", token },
    posts: () => ig.media.map((media) => ({ id: media.id, text: media.caption })),
    failPublish: (kind) => script.arm(step(kind === "unknown" ? "media_publish" : "media"), kind),
    dropPublishAnswer: () => script.arm(step("media_publish"), "drop"),
    tokenSays: (state) => metaToken(graph, token, state, GRANTED),
    async reset() {
      ig.reset();
      await resetPublishing(graph);
      script.disarm();
      ig.setIntercept((request) => script.intercept(request));
    },
    async stop() {
      await Promise.all([graph.stop(), ig.stop()]);
    },
  };
}

/** Every registered channel's harness, by key. */
export const HARNESSES: Record<string, () => Promise<ChannelHarness>> = {
  FACEBOOK: facebookHarness,
  INSTAGRAM: instagramHarness,
};
