// Instagram, through the Facebook app's Graph API: it publishes to the Instagram accounts linked to the
// Facebook Pages a user connected, so it runs when FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set. Without
// them it refuses every call as not configured; the local sandbox is made separately and will be chosen here.
import "server-only";
import { env } from "@/lib/env";
import { createInstagramGraphApi } from "./graph-api";
import type { InstagramApi } from "./types";
import { unconfiguredInstagramApi } from "./unconfigured-api";

export type { InstagramApi, InstagramMedia, InstagramPostInput, InstagramPublishOptions, InstagramTarget, PublishingLimit } from "./types";
export { INSTAGRAM_NOT_CONFIGURED } from "./types";
export { createInstagramGraphApi, type InstagramGraphOptions } from "./graph-api";
export { isPublishingLimitError } from "./instagram-error";

const globalForInstagram = globalThis as unknown as { __postloomInstagram?: InstagramApi };

export function instagramApi(): InstagramApi {
  return (globalForInstagram.__postloomInstagram ??=
    env.modes.facebook === "production" ? createInstagramGraphApi({ graphUrl: env.FACEBOOK_GRAPH_URL, appSecret: env.FACEBOOK_APP_SECRET! }) : unconfiguredInstagramApi);
}
