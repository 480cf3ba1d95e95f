// Publishes one scheduled post if it is due and nobody else holds it (the Inngest per-post run).
import "server-only";
import { clientsOf, type ChannelClients } from "@/lib/channels";
import { claimPost } from "./claim-posts";
import { deliverClaimedPost, type DeliveryReport } from "./deliver-claimed-posts";

export async function publishScheduledPost(
  postId: number,
  runner: string,
  options: ChannelClients & { now?: () => Date } = {},
): Promise<DeliveryReport | { postId: number; skipped: true }> {
  const now = options.now ?? (() => new Date());
  if (!(await claimPost(postId, runner, { now: now() }))) return { postId, skipped: true };
  return deliverClaimedPost(postId, runner, { mode: { kind: "scheduled" }, ...clientsOf(options), now });
}
