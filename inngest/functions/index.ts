import { checkConnectionsFunction } from "./check-connections";
import { lookAfterUnknownsFunction } from "./look-after-unknowns";
import { publishScheduledPostFunction } from "./publish-scheduled-post";
import { sweepOverduePostsFunction } from "./sweep-overdue-posts";

export const functions = [publishScheduledPostFunction, sweepOverduePostsFunction, lookAfterUnknownsFunction, checkConnectionsFunction];
