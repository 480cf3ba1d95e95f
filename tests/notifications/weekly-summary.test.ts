// The weekly summary: raised on the brand's Monday from 08:00 in its zone, once per week whatever runs it
// again; it counts last week's posts that went out, names the top one by engagement (read from Facebook),
// and says what the week ahead holds.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import * as facebookModule from "@/lib/channels/facebook";
import { raiseWeeklySummaries } from "@/lib/calendar/weekly-summary";
import { weeklySuggestion } from "@/lib/insights/weekly-suggestion";
import { runDuePosts } from "@/lib/publishing/run-due-posts";
import type { GraphDouble } from "../support/facebook-graph-double";
import { createConnectedUser, createScheduledPost, graphApiFor, startPublishingDouble } from "../support/publishing";

let graph: GraphDouble;
beforeAll(async () => {
  ({ graph } = await startPublishingDouble());
  // Engagement is read with the app's Facebook client: point it at the double.
  vi.spyOn(facebookModule, "facebookApi").mockReturnValue(graphApiFor(graph));
});
afterAll(() => graph.stop());

/** The Monday after today, at `hour`:30 in Lisbon (UTC+0 in winter). */
function nextMonday(hour: number) {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + ((8 - at.getUTCDay()) % 7 || 7));
  at.setUTCHours(hour, 30, 0, 0);
  return at;
}

const summariesOf = (userId: string) =>
  db.notification.findMany({ where: { userId, kind: "WEEKLY_SUMMARY" }, select: { key: true, title: true, body: true, link: true } });

describe("the weekly summary", () => {
  it("on Monday morning in the brand's zone, once: last week's posts, the top one, and the week ahead", async () => {
    const user = await createConnectedUser(graph, "summary", "Crumb & Co");
    await db.businessProfile.create({
      data: {
        userId: user.id,
        businessName: "Crumb & Co",
        industry: "other",
        description: "A bakery",
        targetAudience: "Neighbours",
        painPoints: "Time",
        timeZone: "Europe/Lisbon",
      },
    });
    // Two posts go out now (this week, which is last week on Monday); the double's figures grow with the text.
    await createScheduledPost(user.id, new Date(Date.now() - 1000), "Short one");
    await createScheduledPost(user.id, new Date(Date.now() - 1000), "Cinnamon knots are back for autumn: come early, they go by ten");
    await runDuePosts("summary", { batchSize: 10, facebook: graphApiFor(graph) });
    const monday = nextMonday(9);
    await createScheduledPost(user.id, new Date(monday.getTime() + 26 * 3600_000), "Tuesday's special");

    expect(await raiseWeeklySummaries({ now: nextMonday(7) })).toBe(0); // 07:30: not yet
    expect(await raiseWeeklySummaries({ now: monday })).toBeGreaterThanOrEqual(1);
    await raiseWeeklySummaries({ now: monday });
    await raiseWeeklySummaries({ now: new Date(monday.getTime() + 3600_000) });

    const summaries = await summariesOf(user.id);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toMatchObject({
      title: "Your week on Postloom: 2 posts went out",
      link: "/calendar",
      key: expect.stringMatching(/^weekly-summary:\d{4}-W\d\d$/),
    });
    const lines = summaries[0]!.body.split("\n");
    expect(lines[0]).toMatch(/^Last week \(\d+ \w+ to \d+ \w+\), 2 posts went out\.$/);
    expect(lines[1]).toMatch(
      /^Your top post was "Cinnamon knots are back for autumn: come early, they go by ten", with \d+ reactions?, \d+ comments?, \d+ shares? and \d+ clicks?\.$/,
    );
    expect(lines[2]).toBe("The week ahead: 1 post scheduled and 0 open slots.");
  });

  it("a brand with nothing last week and nothing ahead is nudged towards its posting slots, and given a time to try", async () => {
    const user = await createConnectedUser(graph, "summary-quiet");
    await db.businessProfile.create({
      data: {
        userId: user.id,
        businessName: "Quiet",
        industry: "other",
        description: "A shop",
        targetAudience: "All",
        painPoints: "Time",
        timeZone: "Asia/Tokyo",
      },
    });
    // 09:30 Lisbon is 18:30 in Tokyo, Monday there too.
    // Insights' suggestion, as the jobs hand it in: with no posts of theirs yet, a general time for small businesses.
    await raiseWeeklySummaries({ now: nextMonday(9), suggest: weeklySuggestion });
    expect((await summariesOf(user.id))[0]?.body).toMatch(
      /^No posts went out last week \(\d+ \w+ to \d+ \w+\)\.\nA time to try: Monday at 9 am suits many small businesses\. Insights will show your own best times as your posts go out\.\nNothing is scheduled for the week ahead\. Set your posting slots on the calendar and Postloom keeps a queue for you\.$/,
    );
  });
});
