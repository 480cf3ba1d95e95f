// What Postloom needs from Facebook, implemented by the Graph API client and by the sandbox.

export type FacebookPage = { id: string; name: string; accessToken: string };

export type UserToken = { accessToken: string; expiresAt: Date | null };

export type FacebookImage = { data: Uint8Array; contentType: string };

export type FacebookPostInput = {
  message: string;
  /** Shown as a link preview when there is no image. */
  link?: string;
  image?: FacebookImage;
};

export type PublishTarget = { pageId: string; pageToken: string };

export type PublishOptions = { timeoutMs?: number };

export interface FacebookApi {
  readonly mode: "production" | "sandbox";
  /** Where the connect popup goes: Facebook's OAuth dialog (or the sandbox's), ending at /auth/facebook/callback. */
  dialogUrl(state: string): string;
  /** Trades the dialog's code for a (short-lived) user token. */
  exchangeCode(code: string): Promise<UserToken>;
  /** Swaps a short-lived user token for a long-lived one (about 60 days). */
  extendUserToken(userToken: string): Promise<UserToken>;
  /** The pages the user manages, each with its page token. */
  listPages(userToken: string): Promise<FacebookPage[]>;
  /** Posts to the page's feed (or its photos, with an image); resolves to Facebook's post id. */
  publish(target: PublishTarget, post: FacebookPostInput, options?: PublishOptions): Promise<{ id: string }>;
  /** Live reactions, comments and shares of a post Postloom delivered. */
  engagement(target: PublishTarget, postId: string): Promise<Engagement>;
}

export type Engagement = { reactions: number; comments: number; shares: number };

/** Where Facebook (and the sandbox dialog) sends the popup back to, on Postloom's own origin. */
export const FACEBOOK_CALLBACK_PATH = "/auth/facebook/callback";

export const FACEBOOK_SCOPES = ["public_profile", "email", "pages_show_list", "pages_manage_posts"] as const;
