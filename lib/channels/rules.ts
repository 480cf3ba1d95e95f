// What a channel accepts in a post, written as data: the previews' counters, the Confirm Post dialog's check,
// the server's check before a post is sent or scheduled, and the writer's brief all read the same rules. Shared
// with the browser (no server code, no zod). Each channel states its own in lib/channels/<channel>/facts.ts.
import { characterCount, countTags } from "./counting";

export type ChannelRules = {
  /** The most characters a post's text may have, counted as code points (an emoji is one). */
  maxCharacters: number;
  /** How much of the text the feed shows before "… more"; null when it shows it all. */
  feedCharacters: number | null;
  /** The most hashtags, and @-mentions, a post may carry; null for no limit of the channel's own. */
  maxHashtags: number | null;
  maxMentions: number | null;
  /**
   * Pictures: whether a post needs one, how many it may have, and whether the channel fetches it from Postloom's
   * public link (then its copy is made when the post is scheduled, so the fetch at the due time is a read).
   */
  images: {
    required: boolean;
    max: number;
    fetchedByLink: boolean;
    /** The picture's width ÷ height the channel takes (a picture outside is cropped around its focus); null for any. */
    aspect: { min: number; max: number } | null;
    /** Whether a post of several pictures shows them all at the first one's width ÷ height (a carousel). */
    sameAspect: boolean;
    /** The pixel widths the channel takes (a picture outside is scaled into them); null for any. */
    width: { min: number; max: number } | null;
  };
  /**
   * Whether a link in the text can be followed there: Instagram shows it as plain text; Google's listing links
   * only through the post's button.
   */
  linksInText: "clickable" | "plain text" | "button";
  /** How many posts an account may publish in a moving window of hours; null for no limit of the channel's own. */
  publishingLimit: { posts: number; hours: number } | null;
};

/** Who a channel is, as the owner reads it. */
export type ChannelFacts = {
  /** The key stored on connections and deliveries (the Prisma enum `Platform`). */
  key: string;
  /** Its name on screen: "Facebook", "Instagram". */
  label: string;
  /** What the owner connects there: a "page", an "account", or a business's "location". */
  place: "page" | "account" | "location";
  /** What an account's name is shown after: "@" for a handle, nothing for a page's name. */
  handlePrefix: "@" | "";
  /** The login it is connected through: what the owner reconnects ("Reconnect Facebook"). */
  login: string;
  /** The dashboard's words: the heading over its connections, and the line when there are none. */
  accountsTitle: string;
  noneConnected: string;
  /** Where the sandbox shows what Postloom posted to one of its accounts (the account's id follows the path). */
  sandboxFeed: { path: string; label: string };
  /** What its text is called: a post's "post", Instagram's "caption". */
  textName: "post" | "caption";
  rules: ChannelRules;
  /** What the writer is asked for there: how many hashtags a post carries, and the register the channel's readers expect. */
  writing: { hashtags: string; register?: string };
  /** What the owner is told when a post has no picture and the channel needs one. */
  needsImage?: string;
};

/** An account on `channel` as the owner reads it: "@cornerbakery", or a page's name. */
export const accountLabel = (channel: ChannelFacts, accountName: string) => `${channel.handlePrefix}${accountName}`;

/** What the owner is told of a post without the picture `channel` needs. */
export const needsImageMessage = (channel: ChannelFacts) => channel.needsImage ?? `${channel.label} needs an image. Add one to this post.`;

/** Why `channel` would refuse a post of this text with this many pictures, in the owner's words; null when it wouldn't. */
export function postProblem(channel: ChannelFacts, text: string, images: number): string | null {
  const { rules, label, textName } = channel;
  if (rules.images.required && images === 0) return needsImageMessage(channel);
  if (images > rules.images.max) return `${label} takes at most ${rules.images.max} pictures in a post; this one has ${images}.`;
  const characters = characterCount(text);
  if (characters > rules.maxCharacters) {
    return `${label} ${textName}s can be at most ${rules.maxCharacters.toLocaleString("en-US")} characters; this one has ${characters.toLocaleString("en-US")}.`;
  }
  const { hashtags, mentions } = countTags(text);
  if (rules.maxHashtags === 0 && hashtags > 0)
    return `${label} ${textName}s take no hashtags; this one has ${hashtags}. Remove them, or leave ${label} out of this post.`;
  if (rules.maxHashtags !== null && hashtags > rules.maxHashtags)
    return `${label} allows at most ${rules.maxHashtags} hashtags; this ${textName} has ${hashtags}.`;
  if (rules.maxMentions !== null && mentions > rules.maxMentions)
    return `${label} allows at most ${rules.maxMentions} @-mentions; this ${textName} has ${mentions}.`;
  return null;
}
