// Instagram where Postloom has no way to reach it: every call is refused with the same plain message, and
// the dashboard says Instagram is not set up.
import "server-only";
import { FacebookError } from "@/lib/channels/facebook";
import { INSTAGRAM_NOT_CONFIGURED, type InstagramApi } from "./types";

const refuse = async (): Promise<never> => {
  throw new FacebookError("rejected", INSTAGRAM_NOT_CONFIGURED);
};

export const unconfiguredInstagramApi: InstagramApi = {
  mode: "off",
  publish: refuse,
  publishingLimit: refuse,
  recentMedia: refuse,
  mediaInsights: refuse,
  mediaCounts: refuse,
};
