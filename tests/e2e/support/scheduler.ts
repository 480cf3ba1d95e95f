// Proving that the embedded worker did not send something means waiting for it to have looked: it notes each
// pass in "SchedulerHeartbeat" (every second) just before claiming due posts.
import { expect, testDb } from "./fixtures";

async function latestPass(): Promise<number> {
  const latest = await testDb().schedulerHeartbeat.findFirst({ orderBy: { lastRunAt: "desc" }, select: { lastRunAt: true } });
  return latest?.lastRunAt.getTime() ?? 0;
}

/**
 * Resolves once the worker has made a whole pass, claim included, that began after `since`: a pass noted after
 * `since`, then the one after it (a pass notes itself before it claims, so the next note follows the claim).
 */
export async function schedulerLookedSince(since: Date) {
  let first = 0;
  await expect.poll(async () => (first = await latestPass()), { timeout: 30_000, intervals: [250] }).toBeGreaterThan(since.getTime());
  await expect.poll(latestPass, { timeout: 30_000, intervals: [250] }).toBeGreaterThan(first);
}
