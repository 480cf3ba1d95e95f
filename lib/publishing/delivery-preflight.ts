// What may stop a delivery right before its publish call, once per run: a usage budget at its limit (a "Post
// Now" is refused with the reason, a scheduled delivery waits unsent), or, for a scheduled delivery, its
// connection found to need reconnecting (check-connections.ts), its turn on a busy budget too far off
// (usage-throttle.ts), or its account at its publishing limit. A paced delivery waits for its turn here.
// Each connection is checked, and each account's publishing limit read, at most once per run. The run keeps each
// finding for its later deliveries: checkBeforeDelivery shares only a check still in flight, and once it is done
// the connection reads as checked, so asking again would find nothing and let a delivery to a dead page go ahead.
import "server-only";
import type { ChannelClients, PublishingLimit } from "@/lib/channels";
import { checkBeforeDelivery } from "@/lib/social/check-connections";
import type { HealthFinding } from "@/lib/social/connection-health";
import { overLimit, usageBusy, usageWait, type DeliveryMode, type Outcome } from "./delivery-outcome";
import { deliveryMessages } from "./delivery-policy";
import type { Job } from "./delivery-triage";
import { takeTurn, usageHold } from "./usage-throttle";

export function deliveryPreflight({
  mode,
  now,
  sleep,
  clients,
}: {
  mode: DeliveryMode;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  clients: ChannelClients;
}) {
  const checks = new Map<number, Promise<HealthFinding | null>>();
  const limits = new Map<string, Promise<PublishingLimit | null>>();

  /** Usage, then for a scheduled delivery its connection's health and its turn on the budget. */
  async function holdBack({ delivery, to }: Job): Promise<Outcome | null> {
    const held = usageHold(to, now());
    if (held) return mode.kind === "immediate" ? usageBusy(to, now(), held) : usageWait(to, now(), held);
    if (mode.kind !== "scheduled") return null;
    const connection = delivery.connection!;
    if (!checks.has(connection.id)) {
      checks.set(
        connection.id,
        checkBeforeDelivery(connection, clients, now()).catch((error) => {
          console.error(`[publishing] checking connection ${connection.id} before delivery failed`, error);
          return null;
        }),
      );
    }
    const finding = await checks.get(connection.id)!;
    if (finding?.health === "NEEDS_RECONNECT") {
      return {
        status: "FAILED",
        errorMessage: deliveryMessages(to.platform).reconnect(finding.reason?.replace(/\.$/, "")),
        externalPostId: null,
        failure: "reconnect",
      };
    }
    const turn = takeTurn(to, now());
    if (!turn.go) return usageWait(to, now(), turn.until);
    if (turn.waitMs > 0) {
      await sleep(turn.waitMs);
      // Usage read while this one waited may have reached the limit.
      const since = usageHold(to, now());
      if (since) return usageWait(to, now(), since);
    }
    return null;
  }

  /** An account already at its publishing limit: the delivery waits, unsent. A limit that can't be read is left to the publish call. */
  async function waitForLimit({ channel, to }: Job): Promise<Outcome | null> {
    if (!channel.facts.rules.publishingLimit) return null;
    if (!limits.has(to.accountId)) limits.set(to.accountId, channel.publishingLimit(to));
    const limit = await limits.get(to.accountId)!;
    return limit && limit.used >= limit.total ? overLimit(to, now(), limit) : null;
  }

  /** What stops the job before its publish call, if anything. */
  return async (job: Job): Promise<Outcome | null> => (await holdBack(job)) ?? (await waitForLimit(job));
}
