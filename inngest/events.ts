// Events between the app and its Inngest functions.

/** A post was scheduled (or rescheduled): data { postId, scheduledAt (ISO) }. */
export const POST_SCHEDULED = "postloom/post.scheduled";
/** A scheduled post was moved to another time: data { postId, scheduledAt (ISO, the new time) }. Cancels the run waiting for any other time. */
export const POST_RESCHEDULED = "postloom/post.rescheduled";
/** A schedule was cancelled, or its post published now or deleted: data { postId }. Cancels the waiting run. */
export const POST_SCHEDULE_CANCELLED = "postloom/post.schedule-cancelled";

export type PostScheduledData = { postId: number; scheduledAt: string };
export type PostScheduleCancelledData = { postId: number };

/** A plan's items were queued for writing (or one for rewriting): data { planId, userId }. */
export const PLAN_WRITE = "postloom/plan.write";
export type PlanWriteData = { planId: number; userId: string };
