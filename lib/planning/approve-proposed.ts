// Approving a plan's proposed posts (issue 21): a proposed post is scheduled into its slot with the targets it
// was written for, through schedulePost (its deliveries made anew, the scheduler told), so it goes out exactly
// once like any scheduled post. A post whose slot has passed stays proposed, to be scheduled by hand.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { PostView } from "@/lib/posts/post-view";
import { schedulePost } from "@/lib/publishing/schedule-post";
import { BEING_WRITTEN } from "./edit-outline";
import { PLAN_NOT_FOUND } from "./plan-state";
import { loadPlan } from "./load-plan";
import { approveAllReplySchema, type ApproveAllReply } from "@/lib/planning/schemas";
import { PLAN_MESSAGES } from "./plan-limits";

export const APPROVED_MESSAGE = "Approved: it goes out at its time.";

export async function approveProposedPost(userId: string, postId: number, now: () => Date = () => new Date()): Promise<PostView> {
  const post = await db.post.findFirst({
    where: { id: postId, userId },
    select: { status: true, content: true, scheduledTime: true, platforms: { select: { connectionId: true } }, planItem: { select: { status: true } } },
  });
  if (!post) throw new AppError("NOT_FOUND", "We couldn't find that post.");
  if (post.status !== "PROPOSED") throw new AppError("CONFLICT", PLAN_MESSAGES.notProposed);
  if (post.planItem?.status === "QUEUED" || post.planItem?.status === "WRITING") throw new AppError("CONFLICT", BEING_WRITTEN);
  if (!post.scheduledTime || post.scheduledTime <= now()) throw new AppError("CONFLICT", PLAN_MESSAGES.passed);
  const targets = post.platforms.flatMap((p) => (p.connectionId === null ? [] : [p.connectionId]));
  if (targets.length === 0) throw new AppError("CONFLICT", PLAN_MESSAGES.noTargets);
  return schedulePost(userId, { postID: postId, postContent: post.content, platforms: [], targets, scheduledAt: post.scheduledTime }, now);
}

/** 'Approve all': each proposed post of the plan in slot order; those that can't be approved are named, with why. */
export async function approvePlan(userId: string, planId: number, now: () => Date = () => new Date()): Promise<ApproveAllReply> {
  if (!(await db.contentPlan.count({ where: { id: planId, userId } }))) throw new AppError("NOT_FOUND", PLAN_NOT_FOUND);
  const items = await db.planItem.findMany({
    where: { planId, userId, post: { status: "PROPOSED" } },
    select: { postId: true },
    orderBy: [{ at: "asc" }, { id: "asc" }],
  });
  let approved = 0;
  const skipped: ApproveAllReply["skipped"] = [];
  for (const { postId } of items) {
    try {
      await approveProposedPost(userId, postId!, now);
      approved++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({ postId: postId!, reason: error.message });
    }
  }
  return approveAllReplySchema.parse({ approved, skipped, plan: await loadPlan(userId, planId) });
}
