// Facebook: the Graph API when FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set; otherwise the sandbox, or,
// on a deployment (where no sandbox runs), nothing: every call is refused as not configured.
import "server-only";
import { env } from "@/lib/env";
import { createGraphApi } from "./graph-api";
import { createSandboxApi } from "./sandbox-api";
import { FACEBOOK_CALLBACK_PATH, type FacebookApi } from "./types";
import { unconfiguredApi } from "./unconfigured-api";

export type { FacebookApi, FacebookPage, FacebookPostInput, FacebookImage } from "./types";
export { FacebookError, type FacebookErrorKind } from "./facebook-error";
export { FACEBOOK_CALLBACK_PATH };
export { FACEBOOK_NOT_CONFIGURED } from "./types";

const globalForFacebook = globalThis as unknown as { __postloomFacebook?: FacebookApi };

export function facebookApi(): FacebookApi {
  return (globalForFacebook.__postloomFacebook ??=
    env.modes.facebook === "production"
      ? createGraphApi({
          graphUrl: env.FACEBOOK_GRAPH_URL,
          dialogUrl: env.FACEBOOK_DIALOG_URL,
          appId: env.FACEBOOK_APP_ID!,
          appSecret: env.FACEBOOK_APP_SECRET!,
          redirectUri: `${env.APP_URL}${FACEBOOK_CALLBACK_PATH}`,
        })
      : env.modes.facebook === "sandbox"
        ? createSandboxApi(env.APP_URL)
        : unconfiguredApi);
}
