// The per-user post counters that the triggers on "Post" keep: they must equal a real count after any
// mix of inserts, status changes and deletes, concurrent ones included (on PostgreSQL they truly overlap).
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getPostStatsJson } from "@/lib/posts/get-post-stats";
import { createUser } from "../support/session";

const STATUSES = ["GENERATED", "SCHEDULED", "PUBLISHED", "FAILED"] as const;

/** The counter row next to a real count of the user's posts. */
async function counterAndTruth(userId: string) {
  const counter = await db.postCounter.findUnique({ where: { userId } });
  const grouped = await db.post.groupBy({ by: ["status"], where: { userId }, _count: true });
  const latest = await db.post.aggregate({ where: { userId }, _max: { createdAt: true } });
  const truth = Object.fromEntries(STATUSES.map((s) => [s.toLowerCase(), grouped.find((g) => g.status === s)?._count ?? 0]));
  return {
    counter: counter && {
      generated: counter.generated,
      scheduled: counter.scheduled,
      published: counter.published,
      failed: counter.failed,
      latestPostAt: counter.latestPostAt,
    },
    truth: { ...truth, latestPostAt: latest._max.createdAt },
  };
}

describe("post counters", () => {
  it("follow inserts, status changes and deletes, and the newest post date", async () => {
    const user = await createUser("counter");
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1) + minutes * 60_000);
    await db.post.createMany({ data: STATUSES.map((status, i) => ({ userId: user.id, content: `p${i}`, status, createdAt: at(i) })) });
    const newest = await db.post.create({ data: { userId: user.id, content: "newest", createdAt: at(10) } });
    let { counter, truth } = await counterAndTruth(user.id);
    expect(counter).toEqual({ generated: 2, scheduled: 1, published: 1, failed: 1, latestPostAt: at(10) });
    expect(counter).toEqual(truth);

    await db.post.update({ where: { id: newest.id }, data: { status: "PUBLISHED" } });
    await db.post.updateMany({ where: { userId: user.id, status: "SCHEDULED" }, data: { status: "GENERATED", scheduledTime: null } });
    // An update that leaves the status alone changes nothing.
    await db.post.updateMany({ where: { userId: user.id }, data: { content: "edited" } });
    ({ counter, truth } = await counterAndTruth(user.id));
    expect(counter).toEqual({ generated: 2, scheduled: 0, published: 2, failed: 1, latestPostAt: at(10) });
    expect(counter).toEqual(truth);

    // Deleting the newest post brings the next newest back as the latest date.
    await db.post.delete({ where: { id: newest.id } });
    ({ counter, truth } = await counterAndTruth(user.id));
    expect(counter).toEqual({ generated: 2, scheduled: 0, published: 1, failed: 1, latestPostAt: at(3) });
    expect(counter).toEqual(truth);
    expect(JSON.parse(await getPostStatsJson(user.id))).toEqual({ postCount: 4, postsPublished: 1, publishRate: 0.25, latestPostDate: at(3).toISOString() });

    await db.post.deleteMany({ where: { userId: user.id } });
    expect((await counterAndTruth(user.id)).counter).toEqual({ generated: 0, scheduled: 0, published: 0, failed: 0, latestPostAt: null });
    expect(JSON.parse(await getPostStatsJson(user.id))).toEqual({ postCount: 0, postsPublished: 0, publishRate: null, latestPostDate: null });
  });

  it("stay exact under concurrent writes from many connections", async () => {
    const users = [await createUser("busy-a"), await createUser("busy-b")];
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.post.create({ data: { userId: users[i % 2]!.id, content: `c${i}`, status: STATUSES[i % 4] }, select: { id: true } }),
      ),
    );
    await Promise.all([
      ...created.slice(0, 20).map(({ id }, i) => db.post.update({ where: { id }, data: { status: STATUSES[(i + 1) % 4] } })),
      ...created.slice(20, 30).map(({ id }) => db.post.delete({ where: { id } })),
      // Statements that touch both users at once, in both orders.
      db.post.updateMany({ where: { id: { in: created.slice(30, 35).map((p) => p.id) } }, data: { status: "PUBLISHED" } }),
      db.post.updateMany({ where: { id: { in: created.slice(35).map((p) => p.id) } }, data: { status: "FAILED" } }),
    ]);
    for (const user of users) {
      const { counter, truth } = await counterAndTruth(user.id);
      expect(counter).toEqual(truth);
    }
  });

  it("go with their user", async () => {
    const user = await createUser("leaving");
    await db.post.create({ data: { userId: user.id, content: "bye" } });
    await db.user.delete({ where: { id: user.id } });
    expect(await db.postCounter.findUnique({ where: { userId: user.id } })).toBeNull();
  });
});
