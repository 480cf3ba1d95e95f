// An Instagram professional account as a channel: who it is and what it accepts (lib/channels/rules.ts), from
// Instagram's content-publishing reference, counted as lib/writing/instagram-caption.ts counts (the sandbox
// Instagram refuses alike). Shared with the browser.
import { INSTAGRAM_MAX_CHARACTERS, INSTAGRAM_MAX_HASHTAGS, INSTAGRAM_MAX_MENTIONS } from "@/lib/writing/instagram-caption";
import type { ChannelFacts } from "../rules";

export const INSTAGRAM_FACTS = {
  key: "INSTAGRAM",
  label: "Instagram",
  place: "account",
  handlePrefix: "@",
  // Reached through the Facebook Page it is linked to, with that page's token.
  login: "Facebook",
  textName: "caption",
  rules: {
    maxCharacters: INSTAGRAM_MAX_CHARACTERS,
    feedCharacters: 125,
    maxHashtags: INSTAGRAM_MAX_HASHTAGS,
    maxMentions: INSTAGRAM_MAX_MENTIONS,
    images: { required: true, max: 1, fetchedByLink: true },
    linksInText: "plain text",
    // Meta's content_publishing_limit reference: 50 posts in a moving 24 hours.
    publishingLimit: { posts: 50, hours: 24 },
  },
  writing: { hashtags: "8 to 15" },
  needsImage: "Instagram needs an image. Add one to this post, or choose only Facebook.",
} as const satisfies ChannelFacts;
