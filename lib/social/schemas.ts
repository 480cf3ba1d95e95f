// Social connection inputs (PRODUCT-SPEC §3, §7), shared by the dashboard and the API.
import { z } from "zod";
import { serialIdFrom } from "@/lib/validation/ids";
import { text } from "@/lib/validation/text";

export const PLATFORMS = ["FACEBOOK", "INSTAGRAM", "TWITTER", "LINKEDIN"] as const;
export type PlatformName = (typeof PLATFORMS)[number];

/** Facebook Pages and Instagram accounts can be connected, several of each; the others exist as labels. */
export const CONNECTABLE_PLATFORMS = ["FACEBOOK", "INSTAGRAM"] as const;
export type ConnectablePlatform = (typeof CONNECTABLE_PLATFORMS)[number];

/** What a post can be sent to: every platform that can be connected. */
export const PUBLISHABLE_PLATFORMS = CONNECTABLE_PLATFORMS;

export const PLATFORM_LABELS: Record<PlatformName, string> = {
  FACEBOOK: "Facebook",
  INSTAGRAM: "Instagram",
  TWITTER: "Twitter",
  LINKEDIN: "LinkedIn",
};

const connectable = z.enum(CONNECTABLE_PLATFORMS, { error: "Only Facebook and Instagram can be connected." });

export const connectSchema = z.object({
  platform: connectable,
  code: text({ error: "The Facebook login code is missing." }).trim().min(1, "The Facebook login code is missing.").max(2048),
  state: text({ error: "The Facebook login state is missing." }).min(1, "The Facebook login state is missing.").max(2048),
  // Sent empty by the client (PRODUCT-SPEC §3); the session decides who connects.
  userId: text().max(200).optional(),
  accessToken: text().max(4096).optional(),
});
export type ConnectInput = z.infer<typeof connectSchema>;

export const NOTHING_CHOSEN = "Please select a page or an Instagram account";

const accountId = text({ error: NOTHING_CHOSEN }).trim().min(1, NOTHING_CHOSEN).max(100);
const accountIds = z.array(accountId, { error: "Send a list of account ids." }).max(100);

/**
 * What to connect after a Meta login: pages (`pageIds`) and Instagram accounts (`instagramIds`), at least
 * one. A single page may also come as query `pageID` or body `pageId` (PRODUCT-SPEC §10).
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

export const platformQuerySchema = z.object({ platform: connectable });

/** The chooser's form (client): the pages and Instagram accounts ticked. */
export const connectionChoiceSchema = z
  .object({ pageIds: z.array(z.string()), instagramIds: z.array(z.string()) })
  .refine((choice) => choice.pageIds.length + choice.instagramIds.length > 0, { message: NOTHING_CHOSEN, path: ["pageIds"] });

export const CONNECTION_NOT_FOUND = "We couldn't find that connection.";

/** Where the owner reconnects or checks a connection: the dashboard's Social Media Integration card. */
export const CONNECTIONS_LINK = "/dashboard#connections";

/** The connection id of /api/social/connections/{id}; 404 when it cannot be one. */
export const connectionIdFromParams = ({ id }: { id: string }) => serialIdFrom(id, CONNECTION_NOT_FOUND);

/** PATCH /api/social/connections/{id}: make it the one a bare platform means. */
export const connectionUpdateSchema = z.object({ isDefault: z.literal(true, { error: "Only isDefault: true can be set." }) });

/** An Instagram account as the chooser lists it. */
export const instagramChoiceSchema = z.object({ id: z.string(), username: z.string(), pictureUrl: z.string().nullable() });

/** A page as the chooser lists it (POST /api/social/connect's `object`), with its linked Instagram account. */
export const pageChoiceSchema = z.object({ id: z.string(), name: z.string(), pictureUrl: z.string().nullable(), instagram: instagramChoiceSchema.nullable() });
export type PageChoice = z.infer<typeof pageChoiceSchema>;

/** A connection's health states, best first. */
export const CONNECTION_HEALTH = ["HEALTHY", "EXPIRING", "MISSING_PERMISSION", "NEEDS_RECONNECT"] as const;
export type ConnectionHealthState = (typeof CONNECTION_HEALTH)[number];

/** Each state in a few words: the dashboard's line under a connection, and 'Check now''s answer. */
export const HEALTH_SUMMARIES: Record<ConnectionHealthState, string> = {
  HEALTHY: "Connected and ready to post",
  EXPIRING: "Access ends soon",
  MISSING_PERMISSION: "A permission is missing",
  NEEDS_RECONNECT: "Reconnect needed",
};

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
  /** The one a bare platform (`platforms: ["FACEBOOK"]`) means. */
  isDefault: z.boolean(),
  connectedAt: z.iso.datetime(),
});
export type ConnectionView = z.infer<typeof connectionViewSchema>;

/** GET /api/social: `object` is the spec's map (a platform is true when one of its accounts is connected), `details` the rest. */
export const socialConnectionsSchema = z.object({
  connections: z.record(z.enum(CONNECTABLE_PLATFORMS), z.boolean()),
  details: z.object({
    accounts: z.array(connectionViewSchema),
    mode: z.object({ facebook: z.enum(["production", "sandbox", "off"]), scheduler: z.enum(["production", "sandbox"]) }),
    scheduler: z.object({ lastRunAt: z.iso.datetime().nullable() }),
  }),
});
export type SocialConnections = z.infer<typeof socialConnectionsSchema>;
