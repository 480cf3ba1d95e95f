// LinkedIn on a deployment without LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET: no sandbox runs there, so every
// call is refused with the same plain message (nothing is sent), and the dashboard says LinkedIn is not set up.
import "server-only";
import { LinkedInError } from "./linkedin-error";
import { LINKEDIN_NOT_CONFIGURED, type LinkedInApi } from "./types";

const refuse = (): never => {
  throw new LinkedInError("rejected", LINKEDIN_NOT_CONFIGURED);
};

export const unconfiguredApi: LinkedInApi = {
  mode: "off",
  organizations: false,
  authorizeUrl: refuse,
  exchangeCode: async () => refuse(),
  listAuthors: async () => refuse(),
  publish: async () => refuse(),
  recentPosts: async () => refuse(),
  introspect: async () => refuse(),
  engagement: async () => refuse(),
  shareStatistics: async () => refuse(),
  followers: async () => refuse(),
};
