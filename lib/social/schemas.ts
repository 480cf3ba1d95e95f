// Social connection inputs (docs/product.md §3, §7), shared by the dashboard and the API.
import { z } from "zod";
import { channelNames } from "@/lib/channels/facts";
import { serialIdFrom } from "@/lib/validation/ids";
import { text } from "@/lib/validation/text";
import { CONNECTABLE_PLATFORMS, CONNECTION_HEALTH, CONNECTION_NOT_FOUND, NOTHING_CHOSEN, NOTHING_CHOSEN_OF_LOGIN } from "./platforms";

const connectable = z.enum(CONNECTABLE_PLATFORMS, { error: `Only ${channelNames("and")} can be connected.` });

export const connectSchema = z.object({
  platform: connectable,
  code: text({ error: "The Facebook login code is missing." }).trim().min(1, "The Facebook login code is missing.").max(2048),
  state: text({ error: "The Facebook login state is missing." }).min(1, "The Facebook login state is missing.").max(2048),
  // Sent empty by the client (docs/product.md §3); the session decides who connects.
  userId: text().max(200).optional(),
  accessToken: text().max(4096).optional(),
});
export type ConnectInput = z.infer<typeof connectSchema>;

const accountId = text({ error: NOTHING_CHOSEN }).trim().min(1, NOTHING_CHOSEN).max(100);
const accountIds = z.array(accountId, { error: "Send a list of account ids." }).max(100);

/**
 * What to connect after a Meta login: pages (`pageIds`) and Instagram accounts (`instagramIds`), at least
 * one. A single page may also come as query `pageID` or body `pageId` (docs/product.md §10).
 */
export const authorizeSchema = z
  .object({ pageID: accountId.optional(), pageId: accountId.optional(), pageIds: accountIds.optional(), instagramIds: accountIds.optional() })
  .transform((input, ctx) => {
    const pageIds = [...new Set([input.pageID, input.pageId, ...(input.pageIds ?? [])].filter((id): id is string => Boolean(id)))];
    const instagramIds = [...new Set(input.instagramIds ?? [])];
    if (pageIds.length + instagramIds.length === 0) {
      ctx.addIssue({ code: "custom", message: NOTHING_CHOSEN, path: ["pageIds"] });
      return z.NEVER;
    }
    return { pageIds, instagramIds };
  });
export type AuthorizeInput = z.infer<typeof authorizeSchema>;

/** POST /api/social/logins/{login}/connect: the popup's code and its signed state. */
export const loginCodeSchema = z.object({
  code: text({ error: "The login code is missing." }).trim().min(1, "The login code is missing.").max(2048),
  state: text({ error: "The login state is missing." }).min(1, "The login state is missing.").max(2048),
});
export type LoginCodeInput = z.infer<typeof loginCodeSchema>;

/** POST /api/social/logins/{login}/authorize: the accounts to connect, at least one. */
export const loginChoiceSchema = z.object({
  accountIds: z
    .array(text({ error: NOTHING_CHOSEN_OF_LOGIN }).trim().min(1, NOTHING_CHOSEN_OF_LOGIN).max(200), { error: "Send a list of account ids." })
    .min(1, NOTHING_CHOSEN_OF_LOGIN)
    .max(100)
    .transform((ids) => [...new Set(ids)]),
});
export type LoginChoiceInput = z.infer<typeof loginChoiceSchema>;

/** An account a login lists for the owner to choose (no token). */
export const loginAccountChoiceSchema = z.object({
  platform: z.enum(CONNECTABLE_PLATFORMS),
  accountId: z.string(),
  accountName: z.string(),
  /** What it is: "Company Page", "Your profile". */
  kind: z.string(),
  pictureUrl: z.string().nullable(),
  /** Why it can't be connected (a location Google hasn't verified); null when it can. */
  unavailable: z.string().nullable(),
});
export type LoginAccountChoice = z.infer<typeof loginAccountChoiceSchema>;

export const platformQuerySchema = z.object({ platform: connectable });

/** The connection id of /api/social/connections/{id}; 404 when it cannot be one. */
export const connectionIdFromParams = ({ id }: { id: string }) => serialIdFrom(id, CONNECTION_NOT_FOUND);

/** PATCH /api/social/connections/{id}: make it the one a bare platform means. */
export const connectionUpdateSchema = z.object({ isDefault: z.literal(true, { error: "Only isDefault: true can be set." }) });

/** An Instagram account as the chooser lists it. */
export const instagramChoiceSchema = z.object({ id: z.string(), username: z.string(), pictureUrl: z.string().nullable() });

/** A page as the chooser lists it (POST /api/social/connect's `object`), with its linked Instagram account. */
export const pageChoiceSchema = z.object({ id: z.string(), name: z.string(), pictureUrl: z.string().nullable(), instagram: instagramChoiceSchema.nullable() });
export type PageChoice = z.infer<typeof pageChoiceSchema>;

/** One connection as GET /api/social lists it (never the token). */
export const connectionViewSchema = z.object({
  id: z.number(),
  platform: z.enum(CONNECTABLE_PLATFORMS),
  accountId: z.string(),
  accountName: z.string(),
  pictureUrl: z.string().nullable(),
  /** The Facebook Page that publishes here: the page itself, or the page an Instagram account is linked to. */
  pageId: z.string().nullable(),
  /** What the last check (or delivery) found: NEEDS_RECONNECT stops deliveries until the owner reconnects. */
  health: z.enum(CONNECTION_HEALTH),
  /** Why it is not healthy, in plain words. */
  healthReason: z.string().nullable(),
  healthCheckedAt: z.iso.datetime().nullable(),
  /** When Facebook's access ends, when it does. */
  expiresAt: z.iso.datetime().nullable(),
  /** The one a bare platform (`platforms: [<its key>]`) means. */
  isDefault: z.boolean(),
  connectedAt: z.iso.datetime(),
});
export type ConnectionView = z.infer<typeof connectionViewSchema>;

/** A login of a channel's own, as the dashboard offers it. */
export const loginViewSchema = z.object({
  key: z.string(),
  label: z.string(),
  platforms: z.array(z.enum(CONNECTABLE_PLATFORMS)),
  /** What it connects, in the owner's words: "your LinkedIn profile and the Company Pages you administer". */
  connects: z.string(),
  mode: z.enum(["production", "sandbox", "off"]),
  /** Why it can't be used on this server; null when it can. */
  notConfigured: z.string().nullable(),
  /** What it can't offer here, and why; null for nothing. */
  limitation: z.string().nullable(),
});
export type LoginView = z.infer<typeof loginViewSchema>;

/** GET /api/social: `object` is the spec's map (a platform is true when one of its accounts is connected), `details` the rest. */
export const socialConnectionsSchema = z.object({
  connections: z.record(z.enum(CONNECTABLE_PLATFORMS), z.boolean()),
  details: z.object({
    accounts: z.array(connectionViewSchema),
    mode: z.object({ facebook: z.enum(["production", "sandbox", "off"]), scheduler: z.enum(["production", "sandbox"]) }),
    /** The logins of channels' own (LinkedIn's), besides Facebook's: how each is connected. */
    logins: z.array(loginViewSchema),
    scheduler: z.object({ lastRunAt: z.iso.datetime().nullable() }),
  }),
});
export type SocialConnections = z.infer<typeof socialConnectionsSchema>;
