// Arranging the plan tests: a bakery with posting slots and its sandbox page, a plan over a range, every queued
// item written, and a writer that can be held mid-draft.
import type { LanguageModelV4 } from "@ai-sdk/provider";
import type { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { createOfflineWriter } from "@/lib/integrations/ai/offline-writer";
import { sandboxPagesNamed } from "@/lib/channels/facebook/sandbox-pages";
import { createPlan } from "@/lib/planning/create-plan";
import { createPlanSchema } from "@/lib/planning/schemas";
import { claimPlanItems, startWriting, writeClaimedItem, type PlanWriterDeps } from "@/lib/planning/write-plan";
import { arrangeUser } from "../../posts/arrange";
import { connectPage } from "../../support/users";

export const offline: PlanWriterDeps = { writer: { model: createOfflineWriter(), id: "offline" } };
export const [page] = sandboxPagesNamed("Crumb & Co");
export const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as AppError,
  );

/** A bakery in `zone` with these weekly slots (ISO weekday, HH:mm) and its sandbox page as the default target. */
export async function bakery(zone: string, slots: [number, string][], credits = 150_000) {
  const userId = await arrangeUser({ credits });
  await db.businessProfile.update({ where: { userId }, data: { timeZone: zone, industry: "food_drink" } });
  await db.postingSlot.createMany({ data: slots.map(([weekday, time]) => ({ userId, weekday, time })) });
  await connectPage(userId, page!.id, `sandbox-page:${userId}:${page!.id}`, page!.name);
  return userId;
}

export const plan = (userId: string, from: string, to: string, now: Date, settings: Record<string, unknown> = {}) =>
  createPlan(userId, createPlanSchema.parse({ from, to, settings }), () => now);

/** Every queued item of the plan written by one runner, as the embedded worker's writers would. */
export async function writeAll(planId: number, runner = "test-writer", deps = offline) {
  const claims = await claimPlanItems(runner, { limit: 50, planId });
  return Promise.all(claims.map((claim) => writeClaimedItem(claim, deps)));
}

/** A Lisbon bakery with these slots, its plan for the first week of March 2027 (made on 27 February), and every item written (`outcomes`: each writer's). */
export async function writtenPlan(slots: [number, string][], settings: Record<string, unknown> = {}) {
  const userId = await bakery("Europe/Lisbon", slots);
  const outline = await plan(userId, "2027-03-01", "2027-03-07", new Date("2027-02-27T00:00:00Z"), settings);
  await startWriting(userId, outline.id);
  return { userId, outline, outcomes: await writeAll(outline.id) };
}

/** A writer that holds its draft until released: a writer caught mid-draft when its process dies. */
export function heldWriter() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const startedWriting = new Promise<void>((resolve) => (started = resolve));
  const base = createOfflineWriter();
  const model: LanguageModelV4 = {
    ...base,
    async doGenerate(options) {
      started();
      await released;
      return base.doGenerate(options);
    },
  };
  return { deps: { writer: { model, id: "offline" } } satisfies PlanWriterDeps, release, startedWriting };
}
