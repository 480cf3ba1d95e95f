// Every minute, what the embedded worker does beside its polls when Inngest schedules instead: emails the
// notifications raised since, and those whose earlier try failed and are due again. A step per batch: a retried
// step finds what it already sent marked SENT, and sends only the rest.
import { sendDueEmails } from "@/lib/notifications/send-emails";
import { inngest } from "../client";

/** Emails claimed per step. */
const PER_STEP = 200;
/** Steps per run at most; what is left goes at the next run. */
const MAX_STEPS = 20;

export const sendNotificationEmailsFunction = inngest.createFunction(
  {
    id: "send-notification-emails",
    name: "Email the notifications raised",
    triggers: [{ cron: "TZ=UTC * * * * *" }],
    concurrency: { limit: 1 },
  },
  async ({ step }) => {
    let sent = 0;
    for (let batch = 0; batch < MAX_STEPS; batch++) {
      const { claimed, sent: done } = await step.run(`send-batch-${batch}`, () => sendDueEmails({ stopAfter: PER_STEP }));
      sent += done;
      if (claimed < PER_STEP) break;
    }
    return { sent };
  },
);
