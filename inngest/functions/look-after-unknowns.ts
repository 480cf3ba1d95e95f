// Every minute, what the embedded worker does on each poll when Inngest schedules instead: looks for unknown
// deliveries on their pages (never resending), returns credit reservations that nothing settled, and drops photo
// uploads that were never completed, and photos shared from a phone that nobody claimed.
import { releaseExpiredReservations } from "@/lib/credits/ledger";
import { dropAbandonedUploads } from "@/lib/media/photos";
import { dropExpiredShares } from "@/lib/media/shares";
import { reconcileUnknownDeliveries } from "@/lib/publishing/reconcile-deliveries";
import { inngest } from "../client";

export const lookAfterUnknownsFunction = inngest.createFunction(
  {
    id: "look-after-unknowns",
    name: "Look for unconfirmed posts and return abandoned credit reservations",
    triggers: [{ cron: "TZ=UTC * * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    const deliveries = await step.run("reconcile-unknown-deliveries", () => reconcileUnknownDeliveries());
    const reservations = await step.run("release-expired-reservations", () => releaseExpiredReservations());
    const uploads = await step.run("drop-abandoned-uploads", () => dropAbandonedUploads());
    const shares = await step.run("drop-expired-shares", () => dropExpiredShares());
    return { deliveries, reservations, uploads, shares };
  },
);
