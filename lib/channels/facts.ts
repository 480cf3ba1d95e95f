// Every channel's facts, by key: the one list the screens and the server read a channel's name and rules from.
// Shared with the browser. A new channel adds its folder and one line here.
import { FACEBOOK_FACTS } from "./facebook/facts";
import { INSTAGRAM_FACTS } from "./instagram/facts";
import { postProblem, type ChannelFacts } from "./rules";

export const CHANNEL_FACTS = [FACEBOOK_FACTS, INSTAGRAM_FACTS] as const satisfies readonly ChannelFacts[];

const BY_KEY = new Map<string, ChannelFacts>(CHANNEL_FACTS.map((facts) => [facts.key, facts]));

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

/** The channel that takes the longest text: what a post may hold at all. */
export const ROOMIEST_CHANNEL: ChannelFacts = CHANNEL_FACTS.reduce<ChannelFacts>(
  (most, facts) => (facts.rules.maxCharacters > most.rules.maxCharacters ? facts : most),
  CHANNEL_FACTS[0],
);
