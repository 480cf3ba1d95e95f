// LinkedIn as a channel: a Company Page the owner administers, or their own profile. Who it is and what it
// accepts (lib/channels/rules.ts), from LinkedIn's Posts API: the text ("commentary") holds at most 3,000
// characters, the feed cuts it after about 210 with "…see more", and a post carries one image or a multi-image
// post of 2 to 20 (uploaded by Postloom, not fetched). Shared with the browser.
import type { ChannelFacts } from "../rules";

export const LINKEDIN_FACTS = {
  key: "LINKEDIN",
  label: "LinkedIn",
  place: "page",
  handlePrefix: "",
  login: "LinkedIn",
  accountsTitle: "LinkedIn pages and profile",
  noneConnected: "No LinkedIn page or profile connected.",
  sandboxFeed: { path: "/sandbox/linkedin", label: "View page" },
  textName: "post",
  rules: {
    maxCharacters: 3_000,
    feedCharacters: 210,
    maxHashtags: null,
    maxMentions: null,
    images: { required: false, max: 20, fetchedByLink: false, aspect: null, sameAspect: false, width: null },
    linksInText: "clickable",
    publishingLimit: null,
  },
  writing: {
    hashtags: "3 to 5",
    register: "Write for LinkedIn's professional readers: at most one or two emojis, short paragraphs, and a concrete takeaway.",
  },
} as const satisfies ChannelFacts;
