// Notification emails over SMTP, as the real receiver gets them: one of every kind, each with its button to the
// right page, a plain-text part, and the RFC 8058 headers; the one-click address works once without a session,
// and the Account page's Notifications card shows and changes the choice. Each email is screenshotted as a mail
// client would show it (test-results/email-*.png).
import { expect, mailsTo, test, testDb, userIdOf } from "./support/fixtures";
import { APP_URL } from "./support/ports";

const EMAILS = [
  {
    kind: "POST_FAILED",
    title: "A scheduled post didn't go out",
    body: `"Harbour blend is back on Friday, come early for a fresh bag" didn't reach Harbour Light Coffee. Facebook refused the picture: it is larger than 4 MB. Open the post to send it again.`,
    link: "/your-posts?post=1",
    button: "Open the post",
  },
  {
    kind: "POST_UNCONFIRMED",
    title: "Did this post reach Harbour Light Coffee?",
    body: `"Harbour blend is back on Friday": Facebook didn't answer in time, so we couldn't confirm it went out. In the post's details, choose "It's on my page" or "It's not there, send it again".`,
    link: "/your-posts?post=2",
    button: "Open the post",
  },
  {
    kind: "POSTS_AT_RISK",
    title: "2 scheduled posts to Harbour Light Coffee won't go out",
    body: `Postloom can't post to Harbour Light Coffee any more. Your Facebook password changed. 2 posts are due there in the next 3 days, the first on Friday 27 November at 09:00 (Europe/Lisbon time): "Harbour blend is back on Friday", "Saturday cupping at ten". Reconnect Facebook before then and they go out as planned.`,
    link: "/dashboard#connections",
    button: "Reconnect on the dashboard",
  },
  {
    kind: "CONNECTION_RECONNECT",
    title: "@harbourlight needs reconnecting",
    body: "Postloom can't post to Instagram as @harbourlight any more. You no longer have a role on the Page that lets Postloom post. Reconnect Facebook on the dashboard before you schedule posts there.",
    link: "/dashboard#connections",
    button: "Reconnect on the dashboard",
  },
  {
    kind: "CONNECTION_EXPIRING",
    title: "Harbour Light Coffee: Facebook's access ends soon",
    body: "Postloom's access to Harbour Light Coffee ends within 7 days. Reconnect Facebook on the dashboard to renew it; your scheduled posts stay as they are.",
    link: "/dashboard#connections",
    button: "Renew on the dashboard",
  },
  {
    kind: "CREDITS_LOW",
    title: "Your credits are running low",
    body: "You have 14,000 credits left, under 10% of your Standard plan's 150,000: about 31 more posts. Your credits renew on 24 December.",
    link: "/subscription",
    button: "See your plan and credits",
  },
  {
    kind: "CREDITS_USED_UP",
    title: "You've used your credits",
    body: "Postloom can't write new posts until you have more credits. Your credits renew on 24 December. Your scheduled posts still go out. To keep writing now, move to a larger plan on the Subscription page.",
    link: "/subscription",
    button: "See your plan and credits",
  },
  {
    kind: "PAYMENT_FAILED",
    title: "We couldn't take your payment",
    body: "Your card was declined for your Postloom subscription. We'll try again on Thursday 3 December. Update your payment details on the Subscription page so your plan and credits carry on.",
    link: "/subscription",
    button: "Update your payment details",
  },
  {
    kind: "WEEKLY_SUMMARY",
    title: "Your week on Postloom: 4 posts went out",
    body: `Last week (16 November to 22 November), 4 posts went out.\nYour top post was "Saturday cupping at ten: bring a friend", with 38 reactions, 6 comments and 2 shares.\nThe week ahead: 3 posts scheduled and 2 open slots. Fill them from the calendar.`,
    link: "/calendar",
    button: "Open your calendar",
  },
] as const;

test("every kind of notification is emailed once, with its button, plain text and one-click unsubscribe that works once without signing in", async ({
  page,
  user,
  playwright,
}) => {
  test.setTimeout(120_000);
  const userId = await userIdOf(user);
  await testDb().notification.createMany({ data: EMAILS.map(({ button: _button, ...email }, i) => ({ ...email, userId, key: `e2e:${i}` })) });

  let mails: Awaited<ReturnType<typeof mailsTo>> = [];
  await expect
    .poll(
      async () => {
        mails = (await mailsTo(user)).filter((mail) => EMAILS.some((email) => email.title === mail.subject));
        return mails.length;
      },
      { timeout: 30_000 },
    )
    .toBe(EMAILS.length);

  await page.setViewportSize({ width: 640, height: 900 });
  for (const email of EMAILS) {
    const mail = mails.find((m) => m.subject === email.title)!;
    const url = `${APP_URL}${email.link}`;
    expect(mail.text, email.kind).toContain(`${email.button} ${url}`);
    expect(mail.headers["list-unsubscribe"], email.kind).toMatch(new RegExp(`^<${APP_URL}/api/unsubscribe\\?token=[\\w.-]+>$`));
    expect(mail.headers["list-unsubscribe-post"], email.kind).toBe("List-Unsubscribe=One-Click");
    // The HTML part, as a mail client shows it: the heading, the text, the button to the right page, the footer.
    await page.setContent(mail.html);
    await expect(page.getByRole("heading", { level: 1, name: email.title })).toBeVisible();
    await expect(page.getByRole("link", { name: email.button })).toHaveAttribute("href", url);
    await expect(page.getByRole("link", { name: "Unsubscribe from these emails" })).toHaveAttribute("href", /\/unsubscribe\?token=/);
    await page.screenshot({ path: `test-results/email-${email.kind.toLowerCase().replaceAll("_", "-")}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(mails.find((m) => m.subject === EMAILS[2].title)!.html);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/email-posts-at-risk-390.png", fullPage: true });
  // Sent once: the outbox does not send them again. A later notice's mail arriving shows the outbox has made
  // rounds since, and each round would have sent a repeat before it.
  const later = { ...EMAILS[0], title: "A later notice", link: "/your-posts?post=3" };
  const { button: _button, ...laterNotice } = later;
  await testDb().notification.create({ data: { ...laterNotice, userId, key: "e2e:later" } });
  await expect.poll(async () => (await mailsTo(user)).some((mail) => mail.subject === later.title), { timeout: 30_000 }).toBe(true);
  expect((await mailsTo(user)).filter((mail) => EMAILS.some((email) => email.title === mail.subject))).toHaveLength(EMAILS.length);

  // A mail client's one-click unsubscribe: a POST with no cookie, from no page of Postloom's.
  const oneClick = mails.find((m) => m.subject === EMAILS[5].title)!.headers["list-unsubscribe"]!.slice(1, -1);
  const mailClient = await playwright.request.newContext();
  const first = await mailClient.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
  expect(first.status()).toBe(200);
  expect((await first.json()).message).toBe("You won't get emails about your credits any more.");
  const again = await mailClient.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
  expect(again.status()).toBe(409);
  await mailClient.dispose();

  // The owner sees it on the Account page, and turns it back on.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/account#notifications");
  const card = page.locator("#notifications");
  const credits = card.getByRole("switch", { name: /Credits are running low/ });
  await expect(credits).toHaveAttribute("aria-checked", "false");
  await expect(card.getByRole("switch")).toHaveCount(7);
  await expect(card.getByRole("switch", { name: /A post didn't go out/ })).toHaveAttribute("aria-checked", "true");
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/account-notifications-1280.png", fullPage: true });
  await credits.click();
  await expect(page.getByText("We'll email you about your credits.")).toBeVisible();
  await expect(credits).toHaveAttribute("aria-checked", "true");
  await page.reload();
  await expect(page.locator("#notifications").getByRole("switch", { name: /Credits are running low/ })).toHaveAttribute("aria-checked", "true");
  // And off again from the keyboard.
  await page
    .locator("#notifications")
    .getByRole("switch", { name: /Weekly summary/ })
    .focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("We won't email you about your weekly summary any more.")).toBeVisible();
  expect(await testDb().emailPreference.findMany({ where: { userId }, orderBy: { topic: "asc" }, select: { topic: true, enabled: true } })).toEqual([
    { topic: "CREDITS", enabled: true },
    { topic: "WEEKLY_SUMMARY", enabled: false },
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator("#notifications").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/account-notifications-390.png" });
});
