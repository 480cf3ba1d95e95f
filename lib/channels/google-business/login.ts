// Connecting Google Business Profile (lib/channels/channel.ts, ChannelLogin): a consent of its own, apart from
// "Sign in with Google" (the owner may use another Google account), for offline access with the business scope
// only. It lists every location of every account the owner manages; one Google hasn't verified is listed with the
// reason it can't post. Each connection keeps the grant's refresh token, held by the location's account.
import "server-only";
import type { ChannelLogin } from "../channel";
import { GOOGLE_BUSINESS_FACTS } from "./facts";
import { noAccessLately } from "./google-error";
import { GOOGLE_BUSINESS_NO_ACCESS, GOOGLE_BUSINESS_NOT_CONFIGURED, UNVERIFIED_LOCATION, type GoogleBusinessApi } from "./types";

export function googleBusinessLogin(google: GoogleBusinessApi): ChannelLogin {
  return {
    key: "google-business",
    label: GOOGLE_BUSINESS_FACTS.login,
    platforms: [GOOGLE_BUSINESS_FACTS.key],
    connects: "the Business Profile locations you manage",
    mode: google.mode,
    notConfigured: () => (google.mode === "off" ? GOOGLE_BUSINESS_NOT_CONFIGURED : null),
    limitation: () => (noAccessLately() ? GOOGLE_BUSINESS_NO_ACCESS : null),
    authorizeUrl: (state) => google.authorizeUrl(state),
    async exchangeCode(code, forUser) {
      // The refresh token is what posts: each client trades it for an hour's access token as it needs one.
      const { refreshToken } = await google.exchangeCode(code, forUser);
      return { accessToken: refreshToken, refreshToken, expiresAt: null };
    },
    async listAccounts(token) {
      const locations = await google.listLocations(token);
      return locations.map((location) => ({
        platform: GOOGLE_BUSINESS_FACTS.key,
        accountId: location.name,
        accountName: location.title,
        kind: `Location of ${location.account}`,
        pictureUrl: null,
        pageId: location.name.split("/").slice(0, 2).join("/"),
        accessToken: token,
        unavailable: location.canPost ? null : UNVERIFIED_LOCATION,
      }));
    },
  };
}
