// Moving a scheduled post (PATCH /api/post/{id}/schedule), on PGlite and on PostgreSQL: the post goes at
// its new time and never at its old one; a move that meets the worker claiming the post either wins (the
// post goes once, at the new time) or is refused (it goes once, at the old time), never both; a published
// post can't be moved; a move across Lisbon's clock change keeps the wall time the owner picked.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { claimDuePosts } from "@/lib/publishing/claim-posts";
import { BEING_PUBLISHED } from "@/lib/posts/lock-post-for-user";
import { NOT_SCHEDULED, PUBLISHED_CANNOT_MOVE, reschedulePost } from "@/lib/publishing/reschedule-post";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import { resolveWallTime } from "@/lib/time/zoned-time";
import type { GraphDouble } from "../support/facebook-graph-double";
import { createConnectedUser, createScheduledPost, deliveryOf, graphApiFor, resetPublishing, startPublishingDouble } from "../support/publishing";

let graph: GraphDouble;
let facebook: ReturnType<typeof graphApiFor>;

beforeAll(async () => ({ graph, facebook } = await startPublishingDouble()));
afterEach(() => resetPublishing(graph));
afterAll(() => graph.stop());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/** Runs the worker's pass as if it were `at`, until nothing is left to claim. */
async function runAt(at: Date) {
  for (;;) if ((await runDuePosts(`worker-${at.getTime()}`, { batchSize: 10, facebook, now: () => at })).length === 0) return;
}

describe("moving a scheduled post", () => {
  it("goes at the new time, not the old one, whether moved later or earlier", async () => {
    const user = await createConnectedUser(graph, "move");
    const later = await createScheduledPost(user.id, inHours(1), "Moved later");
    const earlier = await createScheduledPost(user.id, inHours(5), "Moved earlier");

    const target = inHours(3);
    const view = await reschedulePost(user.id, later.id, target);
    expect(view.scheduledTime).toBe(target.toISOString());
    await reschedulePost(user.id, earlier.id, inHours(2));

    await runAt(inHours(1.5)); // the first post's old time: nothing is due
    expect(graph.posts).toHaveLength(0);
    await runAt(inHours(2.5));
    expect(graph.posts.map((p) => p.message)).toEqual(["Moved earlier"]);
    await runAt(inHours(3.5));
    await runAt(inHours(5.5)); // the second post's old time: it went already
    expect(graph.posts.map((p) => p.message)).toEqual(["Moved earlier", "Moved later"]);
    expect(await deliveryOf(later.id)).toMatchObject({ status: "SUCCESS", attempts: 1 });
  });

  it("a move that meets the worker claiming the post: it goes exactly once, and never at its old time after the move", async () => {
    const user = await createConnectedUser(graph, "race");
    for (let round = 0; round < 12; round++) {
      const post = await createScheduledPost(user.id, new Date(Date.now() - 1_000), `Race ${round}`);
      const [claimed, moved] = await Promise.all([claimDuePosts(`claimer-${round}`, 10), rejection(reschedulePost(user.id, post.id, inHours(2)))]);
      const movedOk = moved === null;
      if (movedOk) {
        // The move won the lock: the claim skipped the post (or found it not due any more).
        expect(claimed).not.toContain(post.id);
      } else {
        expect(moved).toMatchObject({ code: "CONFLICT", message: BEING_PUBLISHED });
        expect(claimed).toContain(post.id);
      }
      // The claimer sends what it claimed (as its run would), then the worker runs at the new time.
      await runDuePosts(`claimer-${round}`, { batchSize: 10, facebook, leaseMs: 0 });
      await runAt(inHours(2.5));
      expect(
        graph.posts.filter((p) => p.message === `Race ${round}`),
        `round ${round}`,
      ).toHaveLength(1);
      const sent = await db.post.findUniqueOrThrow({ where: { id: post.id } });
      expect(sent.status).toBe("PUBLISHED");
      if (movedOk) expect((await deliveryOf(post.id)).deliveredAt!.getTime()).toBeGreaterThanOrEqual(inHours(2).getTime() - 60_000);
    }
  });

  it("a post being sent, or already published, can't be moved; nor one that isn't scheduled", async () => {
    const user = await createConnectedUser(graph, "refuse");
    const post = await createScheduledPost(user.id, new Date(Date.now() - 1_000), "Published already");
    await runAt(new Date());
    expect(await rejection(reschedulePost(user.id, post.id, inHours(1)))).toMatchObject({ code: "CONFLICT", status: 409, message: PUBLISHED_CANNOT_MOVE });

    const draft = await db.post.create({ data: { userId: user.id, content: "A draft" } });
    expect(await rejection(reschedulePost(user.id, draft.id, inHours(1)))).toMatchObject({ code: "CONFLICT", message: NOT_SCHEDULED });

    const sending = await createScheduledPost(user.id, inHours(1), "Being sent");
    await db.post.update({ where: { id: sending.id }, data: { claimedBy: "worker", claimedAt: new Date() } });
    await db.postPlatform.updateMany({ where: { postId: sending.id }, data: { status: "SENDING" } });
    expect(await rejection(reschedulePost(user.id, sending.id, inHours(2)))).toMatchObject({ code: "CONFLICT", message: BEING_PUBLISHED });
    expect((await db.post.findUniqueOrThrow({ where: { id: sending.id } })).scheduledTime).toEqual(sending.scheduledTime);

    // Someone else's post is not found; a time in the past is a field error.
    const other = await createConnectedUser(graph, "other");
    const mine = await createScheduledPost(user.id, inHours(1), "Mine");
    expect(await rejection(reschedulePost(other.id, mine.id, inHours(2)))).toMatchObject({ code: "NOT_FOUND" });
    expect(await rejection(reschedulePost(user.id, mine.id, new Date(Date.now() - HOUR)))).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { fieldErrors: { scheduledAt: ["Please select a valid future date and time for scheduling"] } },
    });
  });

  it("a move across Lisbon's spring-forward keeps the wall time picked: 09:00 the day before is 09:00Z, the day after 08:00Z", async () => {
    const user = await createConnectedUser(graph, "dst");
    const at = (date: string) => {
      const resolved = resolveWallTime({ date, time: "09:00" }, "Europe/Lisbon");
      if (resolved.kind !== "exact") throw new Error(resolved.kind);
      return resolved.at;
    };
    const before = at("2027-03-27");
    const after = at("2027-03-29");
    expect([before.toISOString(), after.toISOString()]).toEqual(["2027-03-27T09:00:00.000Z", "2027-03-29T08:00:00.000Z"]);
    const post = await createScheduledPost(user.id, before, "Across the change");
    await reschedulePost(user.id, post.id, after, () => new Date("2027-03-20T00:00:00Z"));

    await runAt(new Date("2027-03-29T07:59:00Z"));
    expect(graph.posts).toHaveLength(0);
    await runAt(new Date("2027-03-29T08:00:00Z"));
    expect(graph.posts.map((p) => p.message)).toEqual(["Across the change"]);
  });
});
