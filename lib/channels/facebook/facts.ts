// A Facebook Page as a channel: who it is and what it accepts (lib/channels/rules.ts). Shared with the browser.
import type { ChannelFacts } from "../rules";

export const FACEBOOK_FACTS = {
  key: "FACEBOOK",
  label: "Facebook",
  place: "page",
  handlePrefix: "",
  login: "Facebook",
  accountsTitle: "Facebook Pages",
  noneConnected: "No Facebook Page connected.",
  sandboxFeed: { path: "/sandbox/facebook", label: "View page" },
  textName: "post",
  rules: {
    maxCharacters: 63_206,
    feedCharacters: null,
    maxHashtags: null,
    maxMentions: null,
    // One photo, or a multi-photo post of up to 10.
    images: { required: false, max: 10, fetchedByLink: false, aspect: null, sameAspect: false, width: null },
    linksInText: "clickable",
    publishingLimit: null,
  },
  writing: { hashtags: "3 to 5" },
} as const satisfies ChannelFacts;
