// A post's status from its deliveries, one per target: published when all went out, partly published when
// some failed, failed when all did, and as it was (scheduled) while any is waiting. An outcome nobody knows
// is never shown as published: a post with a delivery in doubt is UNCONFIRMED until the page is found to
// have it (or the owner says so).
import "server-only";
import type { DeliveryStatus, PostStatus } from "@/lib/generated/prisma/client";

/** The post's status once its deliveries are known; a post with deliveries still waiting stays as it is. */
export function settledStatus(current: PostStatus, statuses: DeliveryStatus[]): { status: PostStatus; published: boolean } {
  if (statuses.some((s) => s === "PENDING" || s === "SENDING")) return { status: current, published: false };
  if (statuses.includes("UNCONFIRMED")) return { status: "UNCONFIRMED", published: false };
  if (statuses.includes("SUCCESS")) return { status: statuses.includes("FAILED") ? "PARTLY_PUBLISHED" : "PUBLISHED", published: true };
  if (statuses.includes("FAILED")) return { status: "FAILED", published: false };
  return { status: current === "SCHEDULED" ? "GENERATED" : current, published: false };
}
