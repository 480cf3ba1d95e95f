// What each channel takes beside a post's text, by channel key, as that channel's own schema reads it (Google's
// post type and button: lib/channels/google-business/post-options.ts). The publish and schedule requests carry it
// as `channelOptions`; the post keeps it; the channel is sent its own. A channel with nothing of the kind has no
// line here. Shared with the browser.
import { z } from "zod";
import { googlePostOptionsSchema } from "./google-business/post-options";

export const channelOptionsSchema = z.object({ GOOGLE_BUSINESS: googlePostOptionsSchema.optional() }, { error: "channelOptions must be an object." }).strict();

export type ChannelOptions = z.output<typeof channelOptionsSchema>;

/** The options kept on a post for one channel, as they were checked on the way in; the channel reads them with its own schema. */
export function channelOptionsOf(kept: unknown, key: string): unknown {
  return kept && typeof kept === "object" && !Array.isArray(kept) ? (kept as Record<string, unknown>)[key] : undefined;
}

/**
 * The options a post keeps, to start the Confirm Post dialog from when the post is sent or scheduled again (so an
 * offer is not lost to a plain update); null when it keeps none, or none this schema still reads.
 */
export function keptChannelOptions(kept: unknown): ChannelOptions | null {
  if (kept === null || kept === undefined) return null;
  const parsed = channelOptionsSchema.safeParse(kept);
  return parsed.success ? parsed.data : null;
}
