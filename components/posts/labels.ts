// Display rules of docs/product.md §4 for statuses and platforms.
import type { badgeVariants } from "@/components/ui/badge";
import type { VariantProps } from "class-variance-authority";
import { channelFacts, isChannelKey } from "@/lib/channels/facts";
import { accountLabel as accountLabelOf } from "@/lib/channels/rules";

type BadgeVariant = VariantProps<typeof badgeVariants>["variant"];

/** A channel's name on screen (its facts'); a platform no channel has is shown as it is stored. */
export const platformLabel = (platform: string) => (isChannelKey(platform) ? channelFacts(platform).label : platform);

/** A page's name as it is, an Instagram account's as its handle: "@maplestreetbakery". */
export const accountLabel = (platform: string, name: string) => (isChannelKey(platform) ? accountLabelOf(channelFacts(platform), name) : name);

/** PUBLISHED, SCHEDULED and GENERATED each have their own variant, UNCONFIRMED and PARTLY_PUBLISHED a warning; anything else is outline. */
export function postStatusVariant(status: string): BadgeVariant {
  return (
    ({ PUBLISHED: "default", SCHEDULED: "coral", GENERATED: "secondary", UNCONFIRMED: "warning", PARTLY_PUBLISHED: "warning" } as Record<string, BadgeVariant>)[
      status
    ] ?? "outline"
  );
}

export const POST_STATUS_LABELS: Record<string, string> = {
  PUBLISHED: "Published",
  SCHEDULED: "Scheduled",
  GENERATED: "Generated",
  FAILED: "Failed",
  UNCONFIRMED: "Unconfirmed: check your page",
  PARTLY_PUBLISHED: "Partly published",
  PROPOSED: "Proposed",
};

/** Delivery colours: SUCCESS green, FAILED red, PENDING yellow, otherwise neutral. */
export function deliveryVariant(status: string): BadgeVariant {
  return ({ SUCCESS: "success", FAILED: "destructive", PENDING: "warning" } as Record<string, BadgeVariant>)[status] ?? "outline";
}

export const DELIVERY_LABELS: Record<string, string> = {
  SUCCESS: "Posted",
  FAILED: "Failed",
  PENDING: "Pending",
  SENDING: "Sending",
  UNCONFIRMED: "Unconfirmed",
};
