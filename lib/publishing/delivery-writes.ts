// How a run's deliveries are written: each marked SENDING right before its own publish call, under its post's row
// lock and only while the runner holds the claim (and, for a scheduled post, while it is still scheduled); each
// outcome saved as soon as the channel answers, with the post's new status and the claim's release when it was
// the post's last. Marks and answers of calls running side by side are written in groups (group-commit.ts), so a
// batch costs a handful of statements, not several per post (docs/decisions/0005-group-commits.md).
import "server-only";
import { db } from "@/lib/db";
import { Prisma, type DeliveryStatus, type PostStatus } from "@/lib/generated/prisma/client";
import type { Outcome } from "./delivery-outcome";
import { settledStatus } from "./delivery-status";
import { groupCommit } from "./group-commit";

const ts = (date: Date | null | undefined) => Prisma.sql`${date ?? null}::timestamp(3)`;

export type SendingMark = { deliveryId: number; postId: number; pageId: string };

/**
 * SENDING for each (delivery, page), under the posts' row locks (taken in id order: no deadlocks). Returns
 * each delivery's attempt count, for the deliveries that may go ahead.
 */
async function markSending(jobs: SendingMark[], runner: string, scheduled: boolean, now: Date) {
  if (jobs.length === 0) return new Map<number, number>();
  const stillScheduled = scheduled ? Prisma.sql`AND "status" = 'SCHEDULED'` : Prisma.empty;
  const rows = await db.$queryRaw<{ id: number; attempts: number }[]>`
    UPDATE "PostPlatform" AS pp
    SET "status" = 'SENDING', "attempts" = pp."attempts" + 1, "pageId" = v.page_id, "nextAttemptAt" = NULL,
        "sentAt" = ${ts(now)}, "updatedAt" = ${ts(now)}
    FROM unnest(${jobs.map((j) => j.deliveryId)}::int[], ${jobs.map((j) => j.pageId)}::text[]) AS v(id, page_id),
         (SELECT "id" FROM "Post" WHERE "id" = ANY(${[...new Set(jobs.map((j) => j.postId))]}::int[]) AND "claimedBy" = ${runner} ${stillScheduled}
          ORDER BY "id" FOR UPDATE) AS p
    WHERE pp."id" = v.id AND pp."postId" = p."id" AND pp."status" = 'PENDING'
    RETURNING pp."id", pp."attempts"`;
  return new Map(rows.map((row) => [row.id, row.attempts]));
}

/** Marks deliveries SENDING, in groups: each resolves to its attempt count, or null when its post is no longer the runner's to send. */
export function sendingMarker(runner: string, scheduled: boolean, now: () => Date) {
  return groupCommit<SendingMark, number | null>(async (marks) => {
    const marked = await markSending(marks, runner, scheduled, now());
    return marks.map((mark) => marked.get(mark.deliveryId) ?? null);
  });
}

function outcomeValues(outcome: Outcome, now: Date) {
  return Prisma.sql`
    "status" = ${outcome.status}::"DeliveryStatus", "errorMessage" = ${outcome.errorMessage},
    "externalPostId" = COALESCE(${outcome.externalPostId}, "externalPostId"), "permalink" = COALESCE(${outcome.permalink ?? null}, "permalink"),
    "nextAttemptAt" = ${ts(outcome.nextAttemptAt)},
    "deliveredAt" = COALESCE(${ts(outcome.deliveredAt)}, "deliveredAt"), "nextCheckAt" = ${ts(outcome.nextCheckAt)}, "updatedAt" = ${ts(now)}`;
}

/** SQL: the delivery's post is still `runner`'s: a runner whose claim was taken over writes nothing more of it. */
const heldBy = (runner: string, delivery: Prisma.Sql) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "Post" cp WHERE cp."id" = ${delivery}."postId" AND cp."claimedBy" = ${runner})`;

/** Saves one delivery's outcome, from the status it was read in, while the runner holds its post. */
export async function saveOutcome(deliveryId: number, from: DeliveryStatus, outcome: Outcome, now: Date, runner: string) {
  await db.$executeRaw`
    UPDATE "PostPlatform" pp SET ${outcomeValues(outcome, now)}
    WHERE pp."id" = ${deliveryId} AND pp."status" = ${from}::"DeliveryStatus" AND ${heldBy(runner, Prisma.sql`pp`)}`;
}

/** Releases the claim and sets the post's status (a post none of whose deliveries was sent in this run). */
export async function settlePost(postId: number, current: PostStatus, runner: string, statuses: DeliveryStatus[], now: Date): Promise<PostStatus | null> {
  const { status, published } = settledStatus(current, statuses);
  const rows = await db.$queryRaw<{ status: PostStatus }[]>`
    UPDATE "Post" SET "status" = ${status}::"PostStatus",
      "publishedAt" = CASE WHEN ${published}::boolean THEN COALESCE("publishedAt", ${ts(now)}) ELSE "publishedAt" END,
      "claimedAt" = NULL, "claimedBy" = NULL, "updatedAt" = ${ts(now)}
    WHERE "id" = ${postId} AND "claimedBy" = ${runner}
    RETURNING "status"`;
  return rows[0]?.status ?? null;
}

/** `rescheduled`: a "Post Now" that now waits (for an account's publishing limit) and becomes a scheduled post, due now. */
export type Answer = { deliveryId: number; outcome: Outcome; postId: number; settle: { status: PostStatus; published: boolean; rescheduled: boolean } | null };

/**
 * Saves the channels' answers as they come, in groups. With its post's last answer, the post's status is set
 * and its claim released in the same statement. Resolves with the post's new status when the answer settled
 * it (null when its claim was lost, or when it was not the post's last).
 */
export function answerWriter(runner: string, now: () => Date) {
  return groupCommit<Answer, PostStatus | null>(async (answers) => {
    const at = now();
    const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
    const rows = await db.$queryRaw<{ id: number; status: PostStatus }[]>`
      WITH v AS (
        SELECT * FROM unnest(
          ${answers.map((a) => a.deliveryId)}::int[], ${answers.map((a) => a.outcome.status)}::text[], ${answers.map((a) => a.outcome.errorMessage)}::text[],
          ${answers.map((a) => a.outcome.externalPostId)}::text[], ${answers.map((a) => a.outcome.permalink ?? null)}::text[], ${answers.map((a) => iso(a.outcome.nextAttemptAt))}::text[],
          ${answers.map((a) => iso(a.outcome.deliveredAt))}::text[], ${answers.map((a) => iso(a.outcome.nextCheckAt))}::text[], ${answers.map((a) => a.postId)}::int[],
          ${answers.map((a) => a.settle?.status ?? null)}::text[], ${answers.map((a) => a.settle?.published ?? false)}::boolean[],
          ${answers.map((a) => a.settle?.rescheduled ?? false)}::boolean[]
        ) AS v(delivery_id, status, error, external_id, permalink, next_attempt, delivered_at, next_check, post_id, post_status, published, rescheduled)
      ),
      saved AS (
        UPDATE "PostPlatform" pp SET "status" = v.status::"DeliveryStatus", "errorMessage" = v.error,
          "externalPostId" = COALESCE(v.external_id, pp."externalPostId"), "permalink" = COALESCE(v.permalink, pp."permalink"), "nextAttemptAt" = v.next_attempt::timestamp(3),
          "deliveredAt" = COALESCE(v.delivered_at::timestamp(3), pp."deliveredAt"), "nextCheckAt" = v.next_check::timestamp(3), "updatedAt" = ${ts(at)}
        FROM v WHERE pp."id" = v.delivery_id AND pp."status" = 'SENDING' AND ${heldBy(runner, Prisma.sql`pp`)}
        RETURNING pp."id"
      )
      UPDATE "Post" p SET "status" = v.post_status::"PostStatus",
        "publishedAt" = CASE WHEN v.published THEN COALESCE(p."publishedAt", ${ts(at)}) ELSE p."publishedAt" END,
        "scheduledTime" = CASE WHEN v.rescheduled THEN COALESCE(p."scheduledTime", ${ts(at)}) ELSE p."scheduledTime" END,
        "claimedAt" = NULL, "claimedBy" = NULL, "updatedAt" = ${ts(at)}
      FROM v WHERE p."id" = v.post_id AND v.post_status IS NOT NULL AND p."claimedBy" = ${runner}
      RETURNING p."id", p."status"`;
    const settled = new Map(rows.map((row) => [row.id, row.status]));
    return answers.map((answer) => (answer.settle ? (settled.get(answer.postId) ?? null) : null));
  });
}
