// Connecting LinkedIn (lib/channels/channel.ts, ChannelLogin): the member's own profile and the Company Pages they
// administer, each posted to with the member's token (held by the member's URN, the connections' `pageId`).
import "server-only";
import type { ChannelLogin } from "../channel";
import { LINKEDIN_FACTS } from "./facts";
import { LINKEDIN_NOT_CONFIGURED, type LinkedInApi } from "./types";

/** Said on the dashboard while LinkedIn has not approved Postloom's access to Company Pages. */
const PROFILE_ONLY = "LinkedIn hasn't approved Postloom for Company Pages on this server yet, so only your own profile can be connected.";

export function linkedInLogin(linkedin: LinkedInApi): ChannelLogin {
  return {
    key: "linkedin",
    label: LINKEDIN_FACTS.login,
    platforms: [LINKEDIN_FACTS.key],
    connects: "your LinkedIn profile and the Company Pages you administer",
    mode: linkedin.mode,
    notConfigured: () => (linkedin.mode === "off" ? LINKEDIN_NOT_CONFIGURED : null),
    limitation: () => (linkedin.mode !== "off" && !linkedin.organizations ? PROFILE_ONLY : null),
    authorizeUrl: (state) => linkedin.authorizeUrl(state),
    async exchangeCode(code, forUser) {
      const { accessToken, refreshToken, expiresAt } = await linkedin.exchangeCode(code, forUser);
      return { accessToken, refreshToken, expiresAt };
    },
    async listAccounts(token) {
      const authors = await linkedin.listAuthors(token);
      const member = authors.find((author) => author.kind === "person");
      if (!member) return [];
      return authors.map((author) => ({
        platform: LINKEDIN_FACTS.key,
        accountId: author.urn,
        accountName: author.name,
        kind: author.kind === "person" ? "Your profile" : "Company Page",
        pictureUrl: author.pictureUrl,
        pageId: member.urn,
        accessToken: token,
      }));
    },
  };
}
