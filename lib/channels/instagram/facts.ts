// An Instagram professional account as a channel: who it is and what it accepts (lib/channels/rules.ts), from
// Instagram's content-publishing reference, counted as lib/channels/counting.ts counts (the sandbox Instagram
// refuses alike). Shared with the browser.
import type { ChannelFacts } from "../rules";

export const INSTAGRAM_FACTS = {
  key: "INSTAGRAM",
  label: "Instagram",
  place: "account",
  handlePrefix: "@",
  // Reached through the Facebook Page it is linked to, with that page's token.
  login: "Facebook",
  accountsTitle: "Instagram accounts",
  noneConnected: "No Instagram account connected. Add one linked to your page with 'Add pages or Instagram'.",
  sandboxFeed: { path: "/sandbox/instagram", label: "View account" },
  textName: "caption",
  rules: {
    maxCharacters: 2_200,
    feedCharacters: 125,
    maxHashtags: 30,
    maxMentions: 20,
    // From 4:5 (portrait) to 1.91:1 (landscape), 320 to 1440 pixels wide; a carousel of up to 10, each cut to the
    // first one's ratio.
    images: { required: true, max: 10, fetchedByLink: true, aspect: { min: 4 / 5, max: 1.91 }, sameAspect: true, width: { min: 320, max: 1440 } },
    linksInText: "plain text",
    // Meta's content_publishing_limit reference: 50 posts in a moving 24 hours.
    publishingLimit: { posts: 50, hours: 24 },
  },
  writing: { hashtags: "8 to 15" },
  needsImage: "Instagram needs an image. Add one to this post, or choose only Facebook.",
} as const satisfies ChannelFacts;
