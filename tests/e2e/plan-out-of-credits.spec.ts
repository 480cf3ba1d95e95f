// A plan whose credits run out part way: the outline warns before anything is spent, the drafts written so far
// stay, the rest are marked 'Not written: out of credits', and the subscription dialog offers more credits.
import { arrangeWriter } from "./support/arrange-writer";
import { expect, test, testDb } from "./support/fixtures";
import { outlineNextWeek } from "./support/planner";

test("a plan that runs out of credits keeps what was written, marks the rest, and offers an upgrade", async ({ page, user }) => {
  test.setTimeout(120_000);
  const { userId } = await arrangeWriter(user, { credits: 1 });
  const slots = await page.request.put("/api/calendar/slots", { data: { slots: [1, 3, 5].map((weekday) => ({ weekday, time: "09:00" })) } });
  expect(slots.status()).toBe(200);

  const plan = await outlineNextWeek(page, 3);

  // Credits for one draft and a little over. The writers run at once, so how many are paid for depends on when
  // the first is settled at its real cost (its unused part comes back) against when the others ask: one or two.
  const estimate = plan.getByTestId("plan-estimate");
  const atMost = Number((await estimate.textContent())!.match(/at most ([\d,]+) credits/)![1]!.replaceAll(",", ""));
  const balance = Math.ceil((atMost / 3) * 1.1);
  await testDb().$transaction([
    testDb().creditAccount.update({ where: { userId }, data: { balance } }),
    testDb().creditLedger.create({ data: { userId, kind: "GRANT", delta: balance - 1, balanceAfter: balance, reference: `e2e-plan-${userId}` } }),
  ]);
  await page.reload();
  await expect(estimate).toContainText(`You have ${balance.toLocaleString("en-US")} credits.`);
  await expect(estimate).toContainText("Your credits may run out first: what is written stays, and you can upgrade for the rest.");

  await plan.getByRole("button", { name: "Write 3 posts" }).click();
  const offer = page.getByRole("dialog", { name: "Out of credits" });
  const ranOut = /Your credits ran out, so (1 post was|2 posts were) not written\. Upgrade your plan for more credits, then try them again\./;
  await expect(offer).toContainText(ranOut, { timeout: 60_000 });
  const refusedWhenOffered = Number((await offer.textContent())!.match(ranOut)![1]!.charAt(0));
  await expect(offer.getByRole("link", { name: "View Subscription Plans" })).toHaveAttribute("href", "/subscription");
  await page.screenshot({ path: "test-results/plan-out-of-credits-1280.png" });
  await page.keyboard.press("Escape");

  const items = plan.getByTestId("plan-item");
  await expect(items).toHaveCount(3);
  // The offer comes with the first refusal: a draft that was paid for may still be being written, and another
  // refused, after it opened; which ones are is the writers' to settle. Every item ends written or marked.
  const working = plan.locator('[data-testid="plan-item"]:is([data-status="QUEUED"], [data-status="WRITING"])');
  await expect(working).toHaveCount(0, { timeout: 60_000 });
  const notWritten = await plan.locator('[data-testid="plan-item"][data-status="OUT_OF_CREDITS"]').count();
  expect(notWritten).toBeGreaterThanOrEqual(refusedWhenOffered);
  expect(notWritten).toBeLessThanOrEqual(2);
  await expect(items.filter({ hasText: "Proposed" })).toHaveCount(3 - notWritten);
  await expect(items.filter({ hasText: "Not written: out of credits" })).toHaveCount(notWritten);
  await expect(plan.getByRole("alert")).toContainText(
    `Your credits ran out: ${notWritten === 1 ? "1 post was" : "2 posts were"} not written. What was written stays.`,
  );
  const { balance: left } = await testDb().creditAccount.findUniqueOrThrow({ where: { userId }, select: { balance: true } });
  expect(left).toBeGreaterThanOrEqual(0);
  expect(left).toBeLessThan(balance);
});

test("out of credits for its pictures, the plan says what the credits left still buy", async ({ page, user }) => {
  test.setTimeout(120_000);
  // Less than one post with a picture: each draft's reservation (its text's at most, and the picture) is refused.
  await arrangeWriter(user, { credits: 5_000 });
  const slots = await page.request.put("/api/calendar/slots", { data: { slots: [1, 3, 5].map((weekday) => ({ weekday, time: "09:00" })) } });
  expect(slots.status()).toBe(200);

  const plan = await outlineNextWeek(page, 3, (setup) => setup.getByRole("switch", { name: "A picture with each post" }).click());
  const estimate = plan.getByTestId("plan-estimate");
  await expect(estimate).toContainText("You have 5,000 credits. That's about 11 posts without pictures.");
  await expect(estimate).toContainText("Your credits may run out first");
  await page.screenshot({ path: "test-results/plan-estimate-credits-1280.png" });

  await plan.getByRole("button", { name: "Write 3 posts" }).click();
  // The offer comes with the first refusal, however many the writers have refused by then; nothing was spent.
  const offer = page.getByRole("dialog", { name: "Out of credits" });
  await expect(offer).toContainText(
    /Your credits ran out, so [1-3] posts? (was|were) not written\. Upgrade your plan for more credits, then try them again\. /,
    { timeout: 60_000 },
  );
  await expect(offer).toContainText("then try them again. You have 5,000 credits left: about 11 posts without pictures.");
  await page.screenshot({ path: "test-results/out-of-credits-buys-1280.png" });
  await expect(page.getByTestId("plan-status").getByTestId("credits-buy")).toHaveText("about 11 posts without pictures");
});
