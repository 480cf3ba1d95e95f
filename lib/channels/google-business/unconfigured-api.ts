// Google Business Profile on a deployment without its settings: no sandbox runs there, so every call is refused
// with the same plain message (nothing is sent), and the dashboard says it is not set up.
import "server-only";
import { GoogleError } from "./google-error";
import { GOOGLE_BUSINESS_NOT_CONFIGURED, type GoogleBusinessApi } from "./types";

const refuse = (): never => {
  throw new GoogleError("rejected", GOOGLE_BUSINESS_NOT_CONFIGURED);
};

export const unconfiguredApi: GoogleBusinessApi = {
  mode: "off",
  authorizeUrl: refuse,
  exchangeCode: async () => refuse(),
  grantedScopes: async () => refuse(),
  listLocations: async () => refuse(),
  findLocation: async () => refuse(),
  createPost: async () => refuse(),
  getPost: async () => refuse(),
  recentPosts: async () => refuse(),
  insights: async () => refuse(),
};
