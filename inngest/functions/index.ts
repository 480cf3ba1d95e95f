import { checkConnectionsFunction } from "./check-connections";
import { lookAfterUnknownsFunction } from "./look-after-unknowns";
import { publishScheduledPostFunction } from "./publish-scheduled-post";
import { sendNotificationEmailsFunction } from "./send-notification-emails";
import { sweepOverduePostsFunction } from "./sweep-overdue-posts";
import { readMetricsFunction } from "./read-metrics";
import { refreshVoicesFunction } from "./refresh-voices";
import { startWaitingTrialsFunction } from "./start-waiting-trials";
import { sweepPlansFunction } from "./sweep-plans";
import { weeklySummariesFunction } from "./weekly-summaries";
import { writePlanFunction } from "./write-plan";

export const functions = [
  publishScheduledPostFunction,
  sweepOverduePostsFunction,
  lookAfterUnknownsFunction,
  checkConnectionsFunction,
  sendNotificationEmailsFunction,
  weeklySummariesFunction,
  writePlanFunction,
  sweepPlansFunction,
  refreshVoicesFunction,
  readMetricsFunction,
  startWaitingTrialsFunction,
];
