// Instagram, through the Facebook app's Graph API: it publishes to the Instagram accounts linked to the
// Facebook Pages a user connected, so it runs when FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set. Without
// them, the sandbox Instagram linked to the sandbox Facebook's pages; or, on a deployment (where no sandbox
// runs), nothing: every call is refused as not configured.
import "server-only";
import { env } from "@/lib/env";
import { createInstagramGraphApi } from "./graph-api";
import { createSandboxInstagramApi } from "./sandbox-api";
import type { InstagramApi } from "./types";
import { unconfiguredInstagramApi } from "./unconfigured-api";

export type { InstagramApi, InstagramMedia, InstagramPostInput, InstagramPublishOptions, InstagramTarget, PublishingLimit } from "./types";
export { INSTAGRAM_NOT_CONFIGURED } from "./types";
export { createInstagramGraphApi, type InstagramGraphOptions } from "./graph-api";
export { isPublishingLimitError } from "./instagram-error";

const globalForInstagram = globalThis as unknown as { __postloomInstagram?: InstagramApi };

export function instagramApi(): InstagramApi {
  return (globalForInstagram.__postloomInstagram ??=
    env.modes.facebook === "production"
      ? createInstagramGraphApi({ graphUrl: env.FACEBOOK_GRAPH_URL, appSecret: env.FACEBOOK_APP_SECRET! })
      : env.modes.facebook === "sandbox"
        ? createSandboxInstagramApi(env.APP_URL)
        : unconfiguredInstagramApi);
}
