// GET /api/calendar and PATCH /api/post/{id}/schedule as the browser calls them, on PGlite and PostgreSQL:
// the posts of a range with their targets and statuses (drafts and other users' posts left out), ranges
// refused in the envelope, and a move through the route.
import { describe, expect, it } from "vitest";
import { actAs, call, createUser, noParams } from "../support/session";
import { GET } from "@/app/api/calendar/route";
import { PATCH } from "@/app/api/post/[id]/schedule/route";
import { calendarReplySchema, excerptOf } from "@/lib/calendar/calendar-schema";
import { db } from "@/lib/db";

const DEC = (day: number, hour = 12) => new Date(Date.UTC(2026, 11, day, hour));

async function calendarOf(from: string, to: string) {
  const reply = await GET(call(`/api/calendar?${new URLSearchParams({ from, to })}`), noParams);
  return { status: reply.status, body: await reply.json() };
}

describe("GET /api/calendar", () => {
  it("answers the dated posts of the range, oldest first, with each target's status; drafts and other months stay out", async () => {
    const owner = await createUser("calendar");
    const page = await db.socialConnection.create({ data: { userId: owner.id, platform: "FACEBOOK", accountId: "1001", accountName: "Corner Bakery", pageId: "1001", accessToken: "x" } });
    const account = await db.socialConnection.create({ data: { userId: owner.id, platform: "INSTAGRAM", accountId: "17841400000001", accountName: "cornerbakery", pageId: "1001", accessToken: "x" } });
    const make = (content: string, data: object, targets: { status: "PENDING" | "SUCCESS" | "FAILED" | "UNCONFIRMED"; platform?: "FACEBOOK" | "INSTAGRAM" }[] = []) =>
      db.post.create({
        data: {
          userId: owner.id,
          content,
          ...data,
          platforms: { create: targets.map((t) => ({ platform: t.platform ?? "FACEBOOK", status: t.status, connectionId: t.platform === "INSTAGRAM" ? account.id : page.id, accountName: t.platform === "INSTAGRAM" ? "cornerbakery" : "Corner Bakery" })) },
        },
      });
    const scheduled = await make("Cinnamon buns every Saturday from eight, while they last", { status: "SCHEDULED", scheduledTime: DEC(12) }, [{ status: "PENDING" }, { status: "PENDING", platform: "INSTAGRAM" }]);
    const published = await make("Published now, never scheduled", { status: "PUBLISHED", publishedAt: DEC(3) }, [{ status: "SUCCESS" }]);
    const partly = await make("Partly", { status: "PARTLY_PUBLISHED", scheduledTime: DEC(5), publishedAt: DEC(5) }, [{ status: "SUCCESS" }, { status: "FAILED", platform: "INSTAGRAM" }]);
    const failed = await make("Failed", { status: "FAILED", scheduledTime: DEC(7) }, [{ status: "FAILED" }]);
    const unconfirmed = await make("Unconfirmed", { status: "UNCONFIRMED", scheduledTime: DEC(9) }, [{ status: "UNCONFIRMED" }]);
    await make("A draft", { status: "GENERATED" });
    await make("Next month", { status: "SCHEDULED", scheduledTime: new Date(Date.UTC(2027, 0, 2)) }, [{ status: "PENDING" }]);
    const stranger = await createUser("stranger");
    await db.post.create({ data: { userId: stranger.id, content: "Not mine", status: "SCHEDULED", scheduledTime: DEC(10) } });

    actAs(owner);
    const { status, body } = await calendarOf("2026-12-01T00:00:00Z", "2027-01-01T00:00:00Z");
    expect(status).toBe(200);
    const reply = calendarReplySchema.parse(body.object);
    expect(reply.posts.map((p) => p.id)).toEqual([published.id, partly.id, failed.id, unconfirmed.id, scheduled.id]);
    expect(reply.posts.at(-1)).toEqual({
      id: scheduled.id,
      excerpt: "Cinnamon buns every Saturday from eight, while they last",
      status: "SCHEDULED",
      at: DEC(12).toISOString(),
      imageUrl: null,
      targets: [
        { platform: "FACEBOOK", accountName: "Corner Bakery", status: "PENDING" },
        { platform: "INSTAGRAM", accountName: "cornerbakery", status: "PENDING" },
      ],
    });
    expect(reply.posts[0]).toMatchObject({ status: "PUBLISHED", at: DEC(3).toISOString() });

    actAs(stranger);
    expect((await calendarOf("2026-12-01T00:00:00Z", "2027-01-01T00:00:00Z")).body.object.posts.map((p: { excerpt: string }) => p.excerpt)).toEqual(["Not mine"]);
  });

  it("refuses a range it can't answer in one go, in the envelope", async () => {
    actAs(await createUser("ranges"));
    const cases: [string, string, string][] = [
      ["2026-12-01T00:00:00Z", "2027-03-01T00:00:00Z", "Ask for at most 62 days at a time."],
      ["2026-12-10T00:00:00Z", "2026-12-01T00:00:00Z", "to must be after from."],
      ["yesterday", "2026-12-01T00:00:00Z", "from must be a date and time, e.g. 2026-12-01T00:00:00Z."],
    ];
    for (const [from, to, message] of cases) {
      const { status, body } = await calendarOf(from, to);
      expect(status, message).toBe(422);
      expect(body.statusCode).toBe("VALIDATION_ERROR");
      expect(JSON.stringify(body.object)).toContain(message);
    }
    actAs(null);
    expect((await calendarOf("2026-12-01T00:00:00Z", "2026-12-31T00:00:00Z")).status).toBe(401);
  });

  it("cuts the excerpt at a word", () => {
    expect(excerptOf("Short and sweet")).toBe("Short and sweet");
    const long = excerptOf("Fresh sourdough loaves come out of the oven every morning at seven, and the cinnamon buns follow at eight sharp.");
    expect(long.endsWith("…")).toBe(true);
    expect(long.length).toBeLessThanOrEqual(81);
    expect(long).not.toMatch(/\s…$/);
  });
});

describe("PATCH /api/post/{id}/schedule", () => {
  it("moves the owner's scheduled post, and refuses a bad time or someone else's post", async () => {
    const owner = await createUser("mover");
    const post = await db.post.create({ data: { userId: owner.id, content: "Move me", status: "SCHEDULED", scheduledTime: new Date(Date.now() + 3_600_000) } });
    const to = new Date(Date.now() + 2 * 86_400_000);
    const patch = (id: number, body: unknown) => PATCH(call(`/api/post/${id}/schedule`, { method: "PATCH", body: JSON.stringify(body) }), { params: Promise.resolve({ id: String(id) }) });

    actAs(owner);
    const moved = await patch(post.id, { scheduledAt: to.toISOString() });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ statusCode: "OK", message: "Post moved", object: { id: post.id, scheduledTime: to.toISOString(), status: "SCHEDULED" } });

    const bad = await patch(post.id, { scheduledAt: "next Tuesday" });
    expect(bad.status).toBe(422);
    actAs(await createUser("intruder"));
    expect((await patch(post.id, { scheduledAt: to.toISOString() })).status).toBe(404);
    expect((await db.post.findUniqueOrThrow({ where: { id: post.id } })).scheduledTime).toEqual(to);
  });
});
