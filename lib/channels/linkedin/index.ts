// LinkedIn: its REST API when LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET are set; otherwise the sandbox, or,
// on a deployment (where no sandbox runs), nothing: every call is refused as not configured.
import "server-only";
import { env } from "@/lib/env";
import { createRestApi } from "./rest-api";
import { createSandboxApi } from "./sandbox-api";
import { LINKEDIN_CALLBACK_PATH, type LinkedInApi } from "./types";
import { unconfiguredApi } from "./unconfigured-api";

export type { LinkedInApi } from "./types";
export { LINKEDIN_CALLBACK_PATH, LINKEDIN_NOT_CONFIGURED } from "./types";

const globalForLinkedIn = globalThis as unknown as { __postloomLinkedIn?: LinkedInApi };

export function linkedinApi(): LinkedInApi {
  return (globalForLinkedIn.__postloomLinkedIn ??=
    env.modes.linkedin === "production"
      ? createRestApi({
          apiUrl: env.LINKEDIN_API_URL,
          oauthUrl: env.LINKEDIN_OAUTH_URL,
          clientId: env.LINKEDIN_CLIENT_ID!,
          clientSecret: env.LINKEDIN_CLIENT_SECRET!,
          redirectUri: `${env.APP_URL}${LINKEDIN_CALLBACK_PATH}`,
          organizations: env.LINKEDIN_ORGANIZATIONS === "true",
        })
      : env.modes.linkedin === "sandbox"
        ? createSandboxApi(env.APP_URL)
        : unconfiguredApi);
}
