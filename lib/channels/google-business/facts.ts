// Google Business Profile as a channel: a business's location, whose posts show on its Search and Maps listing.
// Who it is and what it accepts (lib/channels/rules.ts), from the Business Profile API's local posts: a summary of
// at most 1,500 characters, cut on the listing after a few lines; one photo, which Google fetches from a public
// link (JPEG or PNG, at least 250 pixels a side, at most 5 MB); no hashtag means anything there, and a link goes
// only through the post's button. Shared with the browser.
import type { ChannelFacts } from "../rules";

export const GOOGLE_BUSINESS_FACTS = {
  key: "GOOGLE_BUSINESS",
  label: "Google",
  place: "location",
  handlePrefix: "",
  login: "Google Business Profile",
  accountsTitle: "Google Business Profile locations",
  noneConnected: "No Google Business Profile location connected.",
  sandboxFeed: { path: "/sandbox/google", label: "View listing" },
  textName: "post",
  rules: {
    maxCharacters: 1_500,
    feedCharacters: 150,
    maxHashtags: 0,
    maxMentions: null,
    // Google takes any shape of photo; the copy it fetches is the one made for the channels that fetch by link
    // (4:5 to 1.91:1), at a width that keeps the file well under Google's 5 MB and its sides over 250 pixels.
    images: { required: false, max: 1, fetchedByLink: true, aspect: { min: 4 / 5, max: 1.91 }, sameAspect: false, width: { min: 400, max: 1440 } },
    linksInText: "button",
    publishingLimit: null,
  },
  writing: {
    hashtags: "no",
    register:
      "Write for people who found the business on Google Search or Maps: say plainly what is on offer and what to do next, in two or three short paragraphs.",
  },
} as const satisfies ChannelFacts;
