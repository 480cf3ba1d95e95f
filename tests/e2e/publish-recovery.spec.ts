// Publishing that did not end cleanly: a post whose delivery nobody could confirm (Postloom looks for it on
// the page, then the owner answers), and one whose publishing stopped halfway (a crash). (Publishing from the
// workspace: publish.spec.ts.)
import type { Page } from "@playwright/test";
import { arrangeFacebookPage, BAKERY, facebookPosts } from "./support/facebook";
import { expect, test, testDb } from "./support/fixtures";

test.describe("a post whose delivery nobody could confirm", () => {
  /** A post sent to Facebook whose answer never came: what the scheduler leaves behind. */
  async function arrangeUnconfirmed(email: string, content: string, looked: Date[], nextCheckAt: Date | null) {
    const { userId, connectionId } = await arrangeFacebookPage(email);
    return testDb().post.create({
      data: {
        userId,
        content,
        status: "UNCONFIRMED",
        platforms: {
          create: {
            platform: "FACEBOOK",
            connectionId,
            accountName: BAKERY!.name,
            status: "UNCONFIRMED",
            pageId: BAKERY!.id,
            attempts: 1,
            sentAt: new Date(Date.now() - 40 * 60_000),
            checkedAt: looked,
            nextCheckAt,
            errorMessage: "Facebook didn't confirm this post in time, so we can't tell whether it went out.",
          },
        },
      },
    });
  }

  async function openDetails(page: Page, content: string) {
    await page.goto("/your-posts");
    const card = page.getByTestId("post-card").filter({ hasText: content });
    await expect(card.getByText("Unconfirmed: check your page")).toBeVisible();
    await expect(card.getByText("Published", { exact: true })).toHaveCount(0);
    await card.getByRole("button", { name: /^View/ }).click();
    return { card, details: page.getByRole("dialog", { name: "Post Details" }) };
  }

  test("while Postloom looks for it on the page, it says so and asks nothing", async ({ page, user }) => {
    const content = `Still looking ${Date.now()}`;
    await arrangeUnconfirmed(user, content, [new Date(Date.now() - 30 * 60_000)], new Date(Date.now() + 10 * 60_000));
    const { details } = await openDetails(page, content);
    await expect(details.getByTestId("unconfirmed-checking")).toContainText("we're looking for this post on your Facebook page");
    await expect(details.getByRole("button", { name: "It's on my page" })).toHaveCount(0);
  });

  test("after looking, the owner answers: sent again once, or marked as published without sending", async ({ page, user }) => {
    const looked = [new Date(Date.now() - 35 * 60_000), new Date(Date.now() - 10 * 60_000)];
    const resend = `Send me again ${Date.now()}`;
    await arrangeUnconfirmed(user, resend, looked, null);
    const { card, details } = await openDetails(page, resend);
    const times = await page.evaluate(
      (dates) => dates.map((d) => new Date(d).toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" })),
      looked.map((d) => d.toISOString()),
    );
    await expect(details.getByTestId("unconfirmed-ask")).toContainText(`We looked at your Facebook page at ${times[0]} and ${times[1]} and did not find it.`);
    await details.getByRole("button", { name: "It's not there, send it again" }).click();
    await expect(page.getByText("Post published to Facebook")).toBeVisible();
    await expect(card.getByText("Published", { exact: true })).toBeVisible();
    expect((await facebookPosts()).filter((p) => p.message === resend)).toHaveLength(1);

    const onPage = `Already there ${Date.now()}`;
    const arranged = await arrangeUnconfirmed(user, onPage, looked, null);
    const second = await openDetails(page, onPage);
    await second.details.getByRole("button", { name: "It's on my page" }).click();
    await expect(page.getByText("Marked as published")).toBeVisible();
    await expect(second.card.getByText("Published", { exact: true })).toBeVisible();
    expect((await facebookPosts()).filter((p) => p.message === onPage)).toHaveLength(0);
    expect(await testDb().post.findUniqueOrThrow({ where: { id: arranged.id } })).toMatchObject({ status: "PUBLISHED" });
  });
});

test.describe("a post whose publishing stopped halfway", () => {
  test("Post Details says it is being sent, then that publishing went quiet and from when the owner can act; a cancel before then says how long to wait; then it is looked for on the page", async ({
    page,
    user,
  }) => {
    const { userId, connectionId } = await arrangeFacebookPage(user);
    const content = `Sent when the server died ${Date.now()}`;
    // A server claimed it and started sending it to Facebook, then died: its last heartbeat was 5 s ago.
    const heardAt = new Date(Date.now() - 5_000);
    const runner = `crashed-server-${Date.now()}`;
    await testDb().runnerHeartbeat.create({ data: { runner, beatAt: heardAt } });
    await testDb().post.create({
      data: {
        userId,
        content,
        status: "SCHEDULED",
        scheduledTime: new Date(Date.now() - 60_000),
        claimedBy: runner,
        claimedAt: new Date(heardAt.getTime() - 1_000),
        platforms: {
          create: { platform: "FACEBOOK", connectionId, accountName: BAKERY!.name, status: "SENDING", pageId: BAKERY!.id, attempts: 1, sentAt: heardAt },
        },
      },
    });
    const { timeZone } = await testDb().businessProfile.findUniqueOrThrow({ where: { userId } });
    const clock = (date: Date) => date.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit", timeZone });
    const stopsAt = new Date(heardAt.getTime() + 30_000);

    await page.goto("/your-posts");
    const card = page.getByTestId("post-card").filter({ hasText: content });
    await card.getByRole("button", { name: /^View/ }).click();
    const details = page.getByRole("dialog", { name: "Post Details" });
    await expect(details.getByTestId("delivery-sending")).toHaveText("Sending to your Facebook page now.");
    // Unheard from for 12 s, it may have stopped: the owner learns until when to wait.
    await expect(details.getByTestId("delivery-stalled")).toHaveText(
      `We haven't heard from publishing since ${clock(heardAt)}, so it may have stopped before Facebook answered. If it hasn't finished by ${clock(stopsAt)}, you can cancel or change this post then, and we'll check your Facebook page for it.`,
    );
    await details.getByRole("button", { name: "Cancel Schedule" }).click();
    await page.getByRole("alertdialog", { name: "Cancel Schedule" }).getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("Failed to cancel post schedule")).toBeVisible();
    await expect(
      page.getByText(
        /^Publishing this post has gone quiet, so it may have stopped\. If it doesn't pick up again, you can try again in \d+ seconds?, and we'll check your page for anything that went out\.$/,
      ),
    ).toBeVisible();

    // Once it is known to have stopped, the worker takes it over: what it was sending is looked for on the page.
    await page.waitForTimeout(Math.max(0, stopsAt.getTime() - Date.now()));
    await expect(async () => {
      await page.reload();
      await expect(card.getByText("Unconfirmed: check your page")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await card.getByRole("button", { name: /^View/ }).click();
    await expect(details.getByTestId("unconfirmed-checking")).toContainText("we're looking for this post on your Facebook page");
    expect((await facebookPosts()).filter((p) => p.message === content)).toEqual([]);
  });
});
