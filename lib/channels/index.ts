// Every channel the server can post to, by key: the one list the domains reach a channel through
// (lib/channels/channel.ts). A new channel adds its folder, one line here, and its facts' line in ./facts.ts.
// Each is built over its clients: the configured ones (production, the sandbox, or off), or the ones a test
// or benchmark points at its doubles.
import "server-only";
import type { Platform } from "@/lib/generated/prisma/client";
import type { Channel, ChannelLogin } from "./channel";
import { CHANNEL_KEYS, isChannelKey, type ChannelKey } from "./facts";
import { facebookApi, type FacebookApi } from "./facebook";
import { facebookChannel } from "./facebook/channel";
import { googleBusinessApi, type GoogleBusinessApi } from "./google-business";
import { googleBusinessChannel } from "./google-business/channel";
import { googleBusinessLogin } from "./google-business/login";
import { instagramApi, type InstagramApi } from "./instagram";
import { instagramChannel } from "./instagram/channel";
import { linkedinApi, type LinkedInApi } from "./linkedin";
import { linkedInChannel } from "./linkedin/channel";
import { linkedInLogin } from "./linkedin/login";

/** The platforms' clients; each left out is the configured one. */
export type ChannelClients = { facebook?: FacebookApi; instagram?: InstagramApi; linkedin?: LinkedInApi; googleBusiness?: GoogleBusinessApi };

/** The channels' clients among other options (each left out stays out: the configured one). */
export const clientsOf = ({ facebook, instagram, linkedin, googleBusiness }: ChannelClients): ChannelClients => ({
  facebook,
  instagram,
  linkedin,
  googleBusiness,
});

// Keyed by every channel's facts (./facts.ts): a channel with facts and no server side does not compile.
const REGISTRY: Record<ChannelKey, (clients: Required<ChannelClients>) => Channel> = {
  FACEBOOK: ({ facebook }) => facebookChannel(facebook),
  INSTAGRAM: ({ instagram, facebook }) => instagramChannel(instagram, facebook),
  LINKEDIN: ({ linkedin }) => linkedInChannel(linkedin),
  GOOGLE_BUSINESS: ({ googleBusiness }) => googleBusinessChannel(googleBusiness),
};

/** The logins of their own (ChannelLogin), by key: a channel connected through one adds a line here. */
const LOGINS: Record<string, (clients: Required<ChannelClients>) => ChannelLogin> = {
  linkedin: ({ linkedin }) => linkedInLogin(linkedin),
  "google-business": ({ googleBusiness }) => googleBusinessLogin(googleBusiness),
};

export const LOGIN_KEYS = Object.keys(LOGINS);

export { CHANNEL_KEYS };

/** The channels, over these clients (the configured ones where left out): `of(key)` for one. */
export function channels(clients: ChannelClients = {}) {
  const resolved = {
    get facebook() {
      return clients.facebook ?? facebookApi();
    },
    get instagram() {
      return clients.instagram ?? instagramApi();
    },
    get linkedin() {
      return clients.linkedin ?? linkedinApi();
    },
    get googleBusiness() {
      return clients.googleBusiness ?? googleBusinessApi();
    },
  };
  const made = new Map<Platform, Channel>();
  function of(key: Platform): Channel {
    let channel = made.get(key);
    if (!channel) {
      const make = isChannelKey(key) ? REGISTRY[key] : undefined;
      if (!make) throw new Error(`No channel ${key}`);
      made.set(key, (channel = make(resolved)));
    }
    return channel;
  }
  return {
    of,
    /** The login of its own with this key; null for none. */
    login: (key: string): ChannelLogin | null => (Object.hasOwn(LOGINS, key) ? LOGINS[key]!(resolved) : null),
    /** The keys of the channels that pass `test`. */
    keysWhere: (test: (channel: Channel) => boolean): ChannelKey[] => CHANNEL_KEYS.filter((key) => test(of(key))),
  };
}

export type Channels = ReturnType<typeof channels>;

export type {
  Channel,
  ChannelLogin,
  LoginAccount,
  LoginToken,
  Destination,
  Engagement,
  FailureKind,
  FoundPost,
  HealthFinding,
  OutgoingPicture,
  OutgoingPost,
  Published,
  PublishingLimit,
} from "./channel";
export { ChannelError } from "./channel";
