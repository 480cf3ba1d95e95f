// A plan as every reply sends it (planSchema): its items in slot order, each with its post once written, how
// far the writing has got, where the posts go, and while it is an outline, what writing it would cost.
import "server-only";
import { scopeOf, type ReadScope } from "@/lib/sessions/read-scope";
import { getCreditBalance } from "@/lib/credits/ledger";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { loadVoice } from "@/lib/voice/load-voice";
import { planConnections } from "./plan-targets";
import { variantUrl } from "@/lib/media/photo-store";
import { estimatePlanCost } from "./plan-drafts";
import { planListSchema, planSchema, planSettingsSchema, type Plan, type PlanList } from "@/lib/planning/schemas";

const planSelect = {
  id: true,
  userId: true,
  status: true,
  fromDay: true,
  toDay: true,
  settings: true,
  favouredKinds: true,
  createdAt: true,
  items: {
    orderBy: [{ at: "asc" }, { id: "asc" }],
    select: {
      id: true,
      at: true,
      kind: true,
      theme: true,
      occasion: true,
      withImage: true,
      photo: { select: { id: true, altText: true } },
      status: true,
      rewrite: true,
      error: true,
      post: { select: { id: true, content: true, imageUrl: true, status: true, cost: true } },
    },
  },
} satisfies Prisma.ContentPlanSelect;

type PlanRow = Prisma.ContentPlanGetPayload<{ select: typeof planSelect }>;

const day = (date: Date) => date.toISOString().slice(0, 10);

async function toPlan(row: PlanRow): Promise<Plan> {
  const settings = planSettingsSchema.parse(row.settings);
  const [profile, targets] = await Promise.all([
    db.businessProfile.findUnique({ where: { userId: row.userId } }),
    planConnections(row.userId, settings.targets),
  ]);
  const count = (test: (item: PlanRow["items"][number]) => boolean) => row.items.filter(test).length;
  let estimate: Plan["estimate"] = null;
  if (row.status === "OUTLINE" && profile) {
    const [voice, balance] = await Promise.all([loadVoice(row.userId), getCreditBalance(row.userId)]);
    estimate = {
      ...estimatePlanCost(
        row.items.map(({ photo, ...item }) => ({ ...item, photoId: photo?.id ?? null })),
        settings,
        targets.map((t) => t.platform),
        profile,
        voice,
      ),
      balance,
    };
  }
  return planSchema.parse({
    id: row.id,
    status: row.status,
    from: day(row.fromDay),
    to: day(row.toDay),
    timeZone: profile?.timeZone ?? "UTC",
    settings,
    favouredKinds: row.favouredKinds,
    createdAt: row.createdAt.toISOString(),
    targets,
    progress: {
      total: row.items.length,
      written: count((item) => item.status === "WRITTEN"),
      proposed: count((item) => item.post?.status === "PROPOSED"),
      failed: count((item) => item.status === "FAILED"),
      outOfCredits: count((item) => item.status === "OUT_OF_CREDITS"),
    },
    estimate,
    items: row.items.map(({ at, photo, ...item }) => ({
      ...item,
      at: at.toISOString(),
      photo: photo && { ...photo, thumbUrl: variantUrl(photo.id, "thumb") },
    })),
  });
}

/** The user's plan, or null when it is not theirs (or there is none); its first statement holds `who`'s scope. */
export async function loadPlan(who: string | ReadScope, planId: number): Promise<Plan | null> {
  const scope = scopeOf(who);
  const user = await db.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: { contentPlans: { where: { id: planId }, select: planSelect } },
  });
  if (!user) throw scope.gone();
  const [row] = user.contentPlans;
  return row ? toPlan(row) : null;
}

/** How many plans the list answers at most. */
export const PLANS_LISTED = 5;

/**
 * The user's plans still in hand, newest first: an outline, being written, or with posts waiting for approval.
 * The calendar shows the first one's progress and proposals. Its first statement holds `who`'s scope.
 */
export async function listPlans(who: string | ReadScope): Promise<PlanList> {
  const scope = scopeOf(who);
  const user = await db.user.findFirst({
    relationLoadStrategy: "join",
    where: scope.user,
    select: {
      contentPlans: {
        where: {
          OR: [
            { status: { in: ["OUTLINE", "WRITING"] } },
            { items: { some: { post: { status: "PROPOSED" } } } },
            { items: { some: { status: { in: ["QUEUED", "WRITING"] } } } },
          ],
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: PLANS_LISTED,
        select: planSelect,
      },
    },
  });
  if (!user) throw scope.gone();
  return planListSchema.parse({ plans: await Promise.all(user.contentPlans.map(toPlan)) });
}
