// Google Business Profile: Google's APIs when GOOGLE_BUSINESS_CLIENT_ID and GOOGLE_BUSINESS_CLIENT_SECRET are set;
// otherwise the sandbox, or, on a deployment (where no sandbox runs), nothing: every call is refused as not configured.
import "server-only";
import { env } from "@/lib/env";
import { createRestApi, GOOGLE_URLS, googleUrlsAt } from "./rest-api";
import { createSandboxApi } from "./sandbox-api";
import { GOOGLE_BUSINESS_CALLBACK_PATH, type GoogleBusinessApi } from "./types";
import { unconfiguredApi } from "./unconfigured-api";

export type { GoogleBusinessApi } from "./types";

const globalForGoogle = globalThis as unknown as { __postloomGoogleBusiness?: GoogleBusinessApi };

export function googleBusinessApi(): GoogleBusinessApi {
  return (globalForGoogle.__postloomGoogleBusiness ??=
    env.modes.googleBusiness === "production"
      ? createRestApi({
          urls: env.GOOGLE_BUSINESS_API_URL ? googleUrlsAt(env.GOOGLE_BUSINESS_API_URL) : GOOGLE_URLS,
          clientId: env.GOOGLE_BUSINESS_CLIENT_ID!,
          clientSecret: env.GOOGLE_BUSINESS_CLIENT_SECRET!,
          redirectUri: `${env.APP_URL}${GOOGLE_BUSINESS_CALLBACK_PATH}`,
        })
      : env.modes.googleBusiness === "sandbox"
        ? createSandboxApi(env.APP_URL)
        : unconfiguredApi);
}
