// The owner's changes to a plan before anything costs credits (issue 21): edit an item (its theme, kind,
// image), ask for another idea, swap two items, drop one. And after writing: discard a proposed post.
// Each runs under the plan's row lock, the lock 'Write' takes, so an outline never changes once writing starts.
import "server-only";
import { picturesNeededBy } from "@/lib/channels/facts";
import { AppError } from "@/lib/api/errors";
import { db, type DbTransaction } from "@/lib/db";
import { everydayIdea, seasonalIdea } from "./build-outline";
import { loadPlan } from "./load-plan";
import { type Plan, type PlanItemPatch, type PlanSettings } from "@/lib/planning/schemas";
import { PLAN_MESSAGES } from "./plan-limits";
import { finishPlanIfDone, ITEM_NOT_FOUND, lockPlan, lockPlanOfItem, type LockedPlan } from "./plan-state";
import { RECENT_THEMES_DAYS } from "./create-plan";
import { planConnections } from "./plan-targets";

export const NEEDS_PICTURE = "Instagram takes no post without a picture, so posts going there keep their image.";
export const BEING_WRITTEN = "This post is being written right now. Please wait a moment and try again.";

function assertOutline(plan: LockedPlan) {
  if (plan.status !== "OUTLINE") throw new AppError("CONFLICT", PLAN_MESSAGES.notOutline);
}

async function itemOf(tx: DbTransaction, planId: number, itemId: number) {
  const item = await tx.planItem.findFirst({
    where: { id: itemId, planId },
    select: {
      id: true,
      kind: true,
      theme: true,
      occasion: true,
      withImage: true,
      photoId: true,
      status: true,
      postId: true,
      post: { select: { status: true } },
    },
  });
  if (!item) throw new AppError("NOT_FOUND", ITEM_NOT_FOUND);
  return item;
}

/** Runs `change` under the lock of the plan the item belongs to; answers the plan as it is after. */
async function changeItem(
  userId: string,
  itemId: number,
  change: (tx: DbTransaction, plan: LockedPlan, item: Awaited<ReturnType<typeof itemOf>>) => Promise<void>,
): Promise<Plan> {
  const planId = await db.$transaction(async (tx) => {
    const plan = await lockPlanOfItem(tx, userId, itemId);
    await change(tx, plan, await itemOf(tx, plan.id, itemId));
    return plan.id;
  });
  return (await loadPlan(userId, planId))!;
}

async function needsPictures(userId: string, settings: PlanSettings) {
  return picturesNeededBy((await planConnections(userId, settings.targets)).map((t) => t.platform)).length > 0;
}

/** What a fresh idea for an item must not repeat: the plan's other themes and the owner's recent ones. */
async function themesToAvoid(tx: DbTransaction, userId: string, planId: number): Promise<string[]> {
  const since = new Date(Date.now() - RECENT_THEMES_DAYS * 86_400_000);
  const items = await tx.planItem.findMany({ where: { userId, OR: [{ planId }, { createdAt: { gte: since } }] }, select: { theme: true } });
  return items.map((item) => item.theme);
}

async function freshIdea(tx: DbTransaction, userId: string, planId: number, item: { kind: string; occasion: string | null }, kind = item.kind) {
  const profile = await tx.businessProfile.findUnique({ where: { userId }, select: { businessName: true, industry: true } });
  if (!profile) throw new AppError("BUSINESS_NOT_FOUND");
  const context = { brandName: profile.businessName, industry: profile.industry, avoid: await themesToAvoid(tx, userId, planId), seed: Date.now() % 997 };
  if (kind === "SEASONAL") return item.occasion ? seasonalIdea(item.occasion, true, context) : null;
  return everydayIdea(kind as Parameters<typeof everydayIdea>[0], context);
}

export function updatePlanItem(userId: string, itemId: number, patch: PlanItemPatch): Promise<Plan> {
  return changeItem(userId, itemId, async (tx, plan, item) => {
    assertOutline(plan);
    if (patch.withImage === false && (await needsPictures(userId, plan.settings))) {
      throw new AppError("VALIDATION_ERROR", NEEDS_PICTURE, { fieldErrors: { withImage: [NEEDS_PICTURE] } });
    }
    // A new kind without a new theme gets an idea of that kind.
    const idea = patch.kind && patch.kind !== item.kind && patch.theme === undefined ? await freshIdea(tx, userId, plan.id, item, patch.kind) : null;
    await tx.planItem.update({
      where: { id: item.id },
      data: {
        kind: patch.kind,
        theme: patch.theme ?? idea?.theme,
        withImage: patch.withImage,
        ...(patch.kind && patch.kind !== "SEASONAL" && { occasion: null }),
      },
    });
  });
}

/** 'Another idea': a new theme of the same kind, unlike any other of the plan's or the owner's recent ones. */
export function anotherIdea(userId: string, itemId: number): Promise<Plan> {
  return changeItem(userId, itemId, async (tx, plan, item) => {
    assertOutline(plan);
    const idea = await freshIdea(tx, userId, plan.id, item);
    if (!idea) throw new AppError("CONFLICT", "There are no more ideas of this kind. Write your own, or choose another kind.");
    await tx.planItem.update({ where: { id: item.id }, data: { theme: idea.theme } });
  });
}

/** Two items of one plan trade what they are about (and the photo it is about); each keeps its slot. */
export function swapPlanItems(userId: string, [a, b]: [number, number] | number[]): Promise<Plan> {
  return changeItem(userId, a!, async (tx, plan, first) => {
    assertOutline(plan);
    const second = await itemOf(tx, plan.id, b!);
    const contents = ({ kind, theme, occasion, withImage, photoId }: typeof first) => ({ kind, theme, occasion, withImage, photoId });
    await tx.planItem.update({ where: { id: first.id }, data: contents(second) });
    await tx.planItem.update({ where: { id: second.id }, data: contents(first) });
  });
}

/**
 * Drops an item: from the outline, or once written, with its proposed post (discarded). A post already approved
 * stays, and one being written is waited for.
 */
export function removePlanItem(userId: string, itemId: number): Promise<Plan> {
  return changeItem(userId, itemId, async (tx, plan, item) => {
    if (item.status === "WRITING") throw new AppError("CONFLICT", BEING_WRITTEN);
    if (item.post && item.post.status !== "PROPOSED") throw new AppError("CONFLICT", PLAN_MESSAGES.approved);
    await tx.planItem.delete({ where: { id: item.id } });
    if (item.postId) await tx.post.delete({ where: { id: item.postId } });
    await finishPlanIfDone(tx, plan.id);
  });
}

/** Drops a whole plan that is still an outline (nothing was written, nothing spent). */
export async function dropOutline(userId: string, planId: number): Promise<void> {
  await db.$transaction(async (tx) => {
    assertOutline(await lockPlan(tx, userId, planId));
    await tx.contentPlan.delete({ where: { id: planId } });
  });
}
