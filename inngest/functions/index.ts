import { checkConnectionsFunction } from "./check-connections";
import { lookAfterUnknownsFunction } from "./look-after-unknowns";
import { publishScheduledPostFunction } from "./publish-scheduled-post";
import { sendNotificationEmailsFunction } from "./send-notification-emails";
import { sweepOverduePostsFunction } from "./sweep-overdue-posts";
import { weeklySummariesFunction } from "./weekly-summaries";

export const functions = [publishScheduledPostFunction, sweepOverduePostsFunction, lookAfterUnknownsFunction, checkConnectionsFunction, sendNotificationEmailsFunction, weeklySummariesFunction];
