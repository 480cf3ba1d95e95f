// Every channel's facts, by key: the one list the screens and the server read a channel's name and rules from.
// Shared with the browser. A new channel adds its folder and one line here.
import { FACEBOOK_FACTS } from "./facebook/facts";
import { GOOGLE_BUSINESS_FACTS } from "./google-business/facts";
import { INSTAGRAM_FACTS } from "./instagram/facts";
import { LINKEDIN_FACTS } from "./linkedin/facts";
import { accountLabel, postProblem, type ChannelFacts } from "./rules";

export const CHANNEL_FACTS = [FACEBOOK_FACTS, INSTAGRAM_FACTS, LINKEDIN_FACTS, GOOGLE_BUSINESS_FACTS] as const satisfies readonly ChannelFacts[];

/** A channel's key: what connections and deliveries store. */
export type ChannelKey = (typeof CHANNEL_FACTS)[number]["key"];

/** Every channel's key, in the registry's order (what can be connected and posted to). */
export const CHANNEL_KEYS = CHANNEL_FACTS.map((facts) => facts.key) as [ChannelKey, ...ChannelKey[]];

/** The channels' names as a list a sentence reads: "Facebook and Instagram", or "Facebook or Instagram". */
export const channelNames = (joiner: "and" | "or", keys: readonly string[] = CHANNEL_KEYS) => {
  const labels = keys.map((key) => channelFacts(key).label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(", ")} ${joiner} ${labels.at(-1)}` : (labels[0] ?? "");
};

const BY_KEY = new Map<string, ChannelFacts>(CHANNEL_FACTS.map((facts) => [facts.key, facts]));

/** Whether `key` is a channel's (a stored platform may name one that is not, or no longer). */
export const isChannelKey = (key: string): key is ChannelKey => BY_KEY.has(key);

/** The facts of the channel with this key. */
export function channelFacts(key: string): ChannelFacts {
  const facts = BY_KEY.get(key);
  if (!facts) throw new Error(`No channel ${key}`);
  return facts;
}

/** The first reason one of these channels would refuse the post; null when none would. */
export function firstPostProblem(channels: readonly ChannelFacts[], text: string, images: number): string | null {
  for (const channel of channels) {
    const problem = postProblem(channel, text, images);
    if (problem) return problem;
  }
  return null;
}

/** Which of these channels need a picture on every post: a plan going to them has one for every post. */
/** A connected account as the owner's messages name it ("@bakery" on Instagram, the Page's name on Facebook). */
export const connectionName = (c: { platform: string; accountName: string }) => accountLabel(channelFacts(c.platform), c.accountName);

export const picturesNeededBy = (keys: readonly string[]) => [...new Set(keys)].map(channelFacts).filter((facts) => facts.rules.images.required);

/**
 * The channel a post going to all of these is written for: the one whose text is tightest (a caption suits a page
 * as well; a page's post, links and all, does not suit Instagram). The first channel when there are none.
 */
export function writingChannelFor(keys: readonly string[]): ChannelKey {
  const chosen = [...new Set(keys)].filter(isChannelKey);
  if (chosen.length === 0) return CHANNEL_KEYS[0];
  return chosen.reduce((tightest, key) => (channelFacts(key).rules.maxCharacters < channelFacts(tightest).rules.maxCharacters ? key : tightest));
}

/** The channel that takes the longest text: what a post may hold at all. */
export const ROOMIEST_CHANNEL: ChannelFacts = CHANNEL_FACTS.reduce<ChannelFacts>(
  (most, facts) => (facts.rules.maxCharacters > most.rules.maxCharacters ? facts : most),
  CHANNEL_FACTS[0],
);
