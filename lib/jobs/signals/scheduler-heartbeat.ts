// Each scheduler runner notes when it last looked for due posts; the dashboard shows the latest.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export async function recordHeartbeat(runner: string, details?: Prisma.InputJsonValue, at = new Date()): Promise<void> {
  await db.schedulerHeartbeat.upsert({
    where: { runner },
    create: { runner, lastRunAt: at, details },
    update: { lastRunAt: at, details },
  });
}

export async function latestSchedulerRun(): Promise<Date | null> {
  const latest = await db.schedulerHeartbeat.findFirst({ orderBy: { lastRunAt: "desc" }, select: { lastRunAt: true } });
  return latest?.lastRunAt ?? null;
}
