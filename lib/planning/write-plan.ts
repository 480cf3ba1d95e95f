// A plan's drafts (issue 21, step 2): a durable job. 'Write' queues the outline's items; writers (the embedded
// worker locally, an Inngest run in production) claim them and write each into a PROPOSED post at its slot.
// - Exactly once: a writer claims an item with a conditional update (SKIP LOCKED), and saves its post in one
//   transaction with the item marked WRITTEN only while its claim (the attempt it took) still holds. A writer
//   that died leaves its item to be claimed again once its hold lapses; a late one finds its claim gone and
//   saves nothing.
// - Charged once: each attempt reserves its credits under its own reference and settles them with the post
//   (prepareDraftPost); a new attempt first returns what an earlier, dead one still held.
// - Out of credits: the plan stops cleanly. What was written stays; the items not yet written are marked so.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { releaseReservation } from "@/lib/credits/ledger";
import { db, PREPARED, type DbTransaction } from "@/lib/db";
import type { ImageMaker } from "@/lib/integrations/image";
import type { PostWriter } from "@/lib/integrations/ai";
import { DRAFT_DEADLINE_MS, loadBriefContext, prepareDraftPost, type BriefContext } from "@/lib/posts/create-draft-post";
import type { planConnections } from "./plan-targets";
import { loadPlan } from "./load-plan";
import { itemBriefExtras, itemDraftRequest, type ItemToWrite } from "./plan-drafts";
import { announcePlanWriting } from "@/lib/jobs/signals";
import { planSettingsSchema, type Plan } from "@/lib/planning/schemas";
import { PLAN_MESSAGES } from "./plan-limits";
import { finishPlanIfDone, lockPlan, lockPlanOfItem } from "./plan-state";
import { APPROVED_BEFORE_REWRITE, ApprovedMeanwhile, ClaimLost, savePlanned } from "./save-planned";

/** Drafts one runner writes at the same time: a plan of 20 is written in two rounds. */
export const PLAN_WRITERS = 10;
/** How long a writer's hold on an item lasts: longer than a draft may take. */
export const PLAN_CLAIM_LEASE_MS = DRAFT_DEADLINE_MS + 60_000;

export const OUT_OF_CREDITS = "Not written: out of credits";
export const NOT_REWRITTEN = "Not rewritten: out of credits";
export const NOT_SUBSCRIBED = "Not written: your subscription isn't active";

type Target = Awaited<ReturnType<typeof planConnections>>[number];

/** An item a writer holds (the attempt is its claim), with what it is to write. */
export type ItemClaim = {
  id: number;
  planId: number;
  userId: string;
  attempt: number;
  runner: string;
  item: ItemToWrite & { at: Date; rewrite: boolean; settings: unknown; /** The post's text, for a rewrite. */ rewriteOf: string | null };
  /** Where the post goes: the plan's connections still there. */
  targets: Target[];
};

export type PlanWriterDeps = {
  writer?: PostWriter;
  imageMaker?: ImageMaker;
  /** The owner's brief context, shared by a worker's drafts of one owner. */ context?: Promise<BriefContext>;
};

const reservationOf = ({ id, attempt }: Pick<ItemClaim, "id" | "attempt">) => `plan-item:${id}:${attempt}`;

/** 'Write N posts': the outline's items are queued for the writers; nothing can change the outline after. */
export async function startWriting(userId: string, planId: number): Promise<Plan> {
  await db.$transaction(async (tx) => {
    const plan = await lockPlan(tx, userId, planId);
    if (plan.status !== "OUTLINE") throw new AppError("CONFLICT", PLAN_MESSAGES.notOutline);
    const { count } = await tx.planItem.updateMany({ where: { planId, status: "OUTLINED" }, data: { status: "QUEUED" } });
    if (count === 0) throw new AppError("CONFLICT", PLAN_MESSAGES.empty);
    await tx.contentPlan.update({ where: { id: planId }, data: { status: "WRITING" } });
  });
  await announcePlanWriting(planId, userId);
  return (await loadPlan(userId, planId))!;
}

/**
 * 'Regenerate' (or 'Try again' on an item not written): the item goes back to the writers; a written one's
 * post is rewritten in place, at the cost of the new draft.
 */
export async function regenerateItem(userId: string, itemId: number): Promise<Plan> {
  const planId = await db.$transaction(async (tx) => {
    const { id: planId } = await lockPlanOfItem(tx, userId, itemId);
    const item = await tx.planItem.findUniqueOrThrow({ where: { id: itemId }, select: { status: true, postId: true, post: { select: { status: true } } } });
    if (item.status === "QUEUED" || item.status === "WRITING") throw new AppError("CONFLICT", "This post is being written already.");
    if (item.status === "OUTLINED") throw new AppError("CONFLICT", "Write the plan first.");
    if (item.post && item.post.status !== "PROPOSED") throw new AppError("CONFLICT", PLAN_MESSAGES.approved);
    await tx.planItem.update({ where: { id: itemId }, data: { status: "QUEUED", rewrite: item.post !== null, error: null } });
    await tx.contentPlan.update({ where: { id: planId }, data: { status: "WRITING" } });
    return planId;
  });
  await announcePlanWriting(planId, userId);
  return (await loadPlan(userId, planId))!;
}

export type ClaimOptions = {
  limit: number;
  now?: Date;
  leaseMs?: number;
  planId?: number;
  itemId?: number;
  /** Also takes back what this runner holds (an Inngest step run again after its request died). */
  ownAgain?: boolean;
};

/** Claims items ready to write: queued ones, and those whose writer's hold lapsed. Each claim is a new attempt. */
export async function claimPlanItems(
  runner: string,
  { limit, now = new Date(), leaseMs = PLAN_CLAIM_LEASE_MS, planId, itemId, ownAgain = false }: ClaimOptions,
): Promise<ItemClaim[]> {
  if (limit <= 0) return [];
  const lapsed = new Date(now.getTime() - leaseMs);
  type Row = Omit<ItemClaim, "runner" | "item" | "targets"> & Omit<ItemClaim["item"], "kind"> & { kind: ItemToWrite["kind"]; targets: Target[] | null };
  // What the writer needs comes back with the claim: no second look at the item.
  const rows = await db.$queryRaw<Row[]>`${PREPARED}
    UPDATE "PlanItem" i SET "status" = 'WRITING', "claimedBy" = ${runner}, "claimedAt" = ${now}, "attempt" = i."attempt" + 1, "updatedAt" = ${now}
    FROM "ContentPlan" p
    WHERE p."id" = i."planId" AND i."id" IN (
      SELECT "id" FROM "PlanItem"
      WHERE ("status" = 'QUEUED' OR ("status" = 'WRITING' AND ("claimedAt" < ${lapsed} OR (${ownAgain} AND "claimedBy" = ${runner}))))
        AND (${planId ?? null}::int IS NULL OR "planId" = ${planId ?? null}::int)
        AND (${itemId ?? null}::int IS NULL OR "id" = ${itemId ?? null}::int)
      ORDER BY "at", "id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING i."id", i."planId", i."userId", i."attempt", i."at", i."kind"::text AS "kind", i."theme", i."occasion", i."withImage", i."photoId", i."rewrite", p."settings",
      CASE WHEN i."rewrite" THEN (SELECT "content" FROM "Post" WHERE "id" = i."postId") END AS "rewriteOf",
      -- A target disconnected since the plan was made is left out; the post is written all the same.
      (SELECT json_agg(json_build_object('id', c."id", 'platform', c."platform", 'accountName', c."accountName") ORDER BY c."platform", c."id")
       FROM "SocialConnection" c
       WHERE c."userId" = i."userId" AND c."id" IN (SELECT value::int FROM jsonb_array_elements_text(p."settings" -> 'targets'))) AS "targets"`;
  return rows.map(({ id, planId, userId, attempt, targets, ...item }) => ({ id, planId, userId, attempt, runner, item, targets: targets ?? [] }));
}

/** Returns what earlier attempts at the item still hold (their writers died): only the live attempt may charge. */
async function releaseEarlierAttempts(claim: ItemClaim): Promise<void> {
  if (claim.attempt === 1) return;
  const held = await db.creditReservation.findMany({
    where: { userId: claim.userId, settledAt: null, reference: { startsWith: `plan-item:${claim.id}:`, not: reservationOf(claim) } },
    select: { reference: true },
  });
  for (const { reference } of held) {
    await releaseReservation(claim.userId, reference);
  }
}

/**
 * Marks the item an outcome, if the claim still holds (and, once written, its post); its claim stays on it as a
 * record of who wrote it and when they started, and updatedAt says when it was settled. Null when the claim was lost.
 */
async function settleClaim(
  client: DbTransaction,
  claim: ItemClaim,
  data: { status: "WRITTEN" | "FAILED" | "OUT_OF_CREDITS"; error?: string | null; postId?: number },
): Promise<{ postId: number | null } | null> {
  const [row] = await client.$queryRaw<{ postId: number | null }[]>`
    UPDATE "PlanItem" SET "status" = ${data.status}::"PlanItemStatus", "error" = ${data.error ?? null}, "rewrite" = false,
      "postId" = COALESCE(${data.postId ?? null}::int, "postId"), "updatedAt" = clock_timestamp()
    WHERE "id" = ${claim.id} AND "attempt" = ${claim.attempt} AND "status" = 'WRITING' AND "claimedBy" = ${claim.runner}
    RETURNING "postId"`;
  return row ?? null;
}

/** Credits ran out (or the subscription ended): this item and every one still queued are not written; the plan stops. */
async function stopPlan(claim: ItemClaim, rewriting: boolean, reason: string): Promise<void> {
  await db.$transaction(async (tx) => {
    // A post being rewritten keeps its text: it was written, just not again.
    const stopped = await settleClaim(tx, claim, rewriting ? { status: "WRITTEN", error: NOT_REWRITTEN } : { status: "OUT_OF_CREDITS", error: reason });
    if (!stopped) return;
    await tx.planItem.updateMany({ where: { planId: claim.planId, status: "QUEUED", postId: null }, data: { status: "OUT_OF_CREDITS", error: reason } });
    await tx.planItem.updateMany({
      where: { planId: claim.planId, status: "QUEUED", postId: { not: null } },
      data: { status: "WRITTEN", rewrite: false, error: NOT_REWRITTEN },
    });
    await tx.contentPlan.update({ where: { id: claim.planId }, data: { status: "STOPPED" } });
  });
}

export type ItemOutcome = "written" | "failed" | "out-of-credits" | "lost";

/** Writes one claimed item into its post. Never throws for the writer's own failures: they are the item's. */
export async function writeClaimedItem(claim: ItemClaim, deps: PlanWriterDeps = {}): Promise<ItemOutcome> {
  const { item } = claim;
  try {
    await releaseEarlierAttempts(claim);
    const settings = planSettingsSchema.parse(item.settings);
    const request = itemDraftRequest(
      item,
      settings,
      claim.targets.map((t) => t.platform),
    );
    try {
      const draft = await prepareDraftPost(claim.userId, request, {
        ...deps,
        reference: reservationOf(claim),
        extend: { ...itemBriefExtras(item), ...(item.rewriteOf && { rewriteOf: item.rewriteOf }) },
        save: savePlanned(claim),
      });
      await draft.generate();
      return "written";
    } catch (error) {
      if (error instanceof ClaimLost) return "lost";
      if (error instanceof ApprovedMeanwhile) {
        await settleClaim(db, claim, { status: "WRITTEN", error: APPROVED_BEFORE_REWRITE });
        return "failed";
      }
      if (error instanceof AppError && (error.code === "INSUFFICIENT_CREDIT_AMOUNT" || error.code === "NO_ACTIVE_SUBSCRIPTION")) {
        await stopPlan(claim, item.rewrite, error.code === "INSUFFICIENT_CREDIT_AMOUNT" ? OUT_OF_CREDITS : NOT_SUBSCRIBED);
        return "out-of-credits";
      }
      const reason = error instanceof AppError ? error.message : "The writer is not answering right now. Nothing was charged; try again.";
      if (!(error instanceof AppError)) console.error("[plan] writing an item failed", error);
      // A writer whose claim was taken meanwhile (its credits returned by the one that took it) leaves it be.
      const settled = await settleClaim(
        db,
        claim,
        item.rewrite ? { status: "WRITTEN", error: `Not rewritten: ${reason}` } : { status: "FAILED", error: reason },
      );
      return settled ? "failed" : "lost";
    }
  } finally {
    await finishPlanIfDone(db, claim.planId, claim);
  }
}

/** How long a worker's drafts of one owner share the owner's brief context: the rounds of a plan. */
export const SHARED_CONTEXT_MS = 30_000;

/**
 * The owner's brief context (entitlement, profile, voice) for a worker's drafts: loaded once and shared by those
 * it starts within `ttlMs`, so a plan's drafts do not each ask again. A refusal (no subscription) reaches the
 * drafts that asked together and is not kept: the next one asks afresh.
 */
export function briefContexts(ttlMs = SHARED_CONTEXT_MS): (userId: string) => Promise<BriefContext> {
  const loaded = new Map<string, { at: number; context: Promise<BriefContext> }>();
  return (userId) => {
    const now = Date.now();
    for (const [id, { at }] of loaded) if (now - at >= ttlMs) loaded.delete(id);
    const kept = loaded.get(userId);
    if (kept) return kept.context;
    const entry = { at: now, context: loadBriefContext(userId) };
    entry.context.catch(() => loaded.get(userId) === entry && loaded.delete(userId));
    loaded.set(userId, entry);
    return entry.context;
  };
}

/** Claims and writes one item (an Inngest step): the same claim, so a step run again takes its own item back. */
export async function writeQueuedItem(itemId: number, runner: string, deps: PlanWriterDeps = {}): Promise<ItemOutcome | "not-queued"> {
  const [claim] = await claimPlanItems(runner, { limit: 1, itemId, ownAgain: true });
  return claim ? writeClaimedItem(claim, deps) : "not-queued";
}
