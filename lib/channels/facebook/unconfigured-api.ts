// Facebook on a deployment without FACEBOOK_APP_ID and FACEBOOK_APP_SECRET: no sandbox runs there, so every
// call is refused with the same plain message, and the dashboard says Facebook is not set up.
import "server-only";
import { FacebookError } from "./facebook-error";
import { FACEBOOK_NOT_CONFIGURED, type FacebookApi } from "./types";

const refuse = (): never => {
  throw new FacebookError("rejected", FACEBOOK_NOT_CONFIGURED);
};

export const unconfiguredApi: FacebookApi = {
  mode: "off",
  dialogUrl: refuse,
  exchangeCode: async () => refuse(),
  extendUserToken: async () => refuse(),
  listPages: async () => refuse(),
  publish: async () => refuse(),
  engagement: async () => refuse(),
  postInsights: async () => refuse(),
  followers: async () => refuse(),
  recentPosts: async () => refuse(),
  inspectToken: async () => refuse(),
  readAccount: async () => refuse(),
};
