// Connecting Facebook Pages and Instagram accounts (the stack's Graph API double and its OAuth dialog): the
// 600x700 popup, choosing several pages and Instagram accounts, the default, disconnecting one or all, the
// callback's own screens, and the reconnect prompt.
import { BAKERY, BIKES, connectFacebookPage, socialCard } from "./support/facebook";
import { expect, test, testDb, userIdOf } from "./support/fixtures";

test.describe("Social Media Integration", () => {
  test("connect in the popup, choose a page, then disconnect", async ({ page, user }) => {
    await page.goto("/dashboard");
    const card = socialCard(page);
    await expect(card.getByText("More platforms coming soon!")).toHaveCount(0);
    await expect(card.getByTestId("scheduler-status")).toContainText(/Scheduler last checked for due posts|hasn't run yet/);

    // The popup's size and the OAuth request it makes.
    const popupOpened = page.waitForEvent("popup");
    await card.getByRole("button", { name: "Connect Facebook" }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 700]);
    const dialogUrl = new URL(popup.url());
    expect(dialogUrl.pathname).toBe("/dialog/oauth");
    expect(dialogUrl.searchParams.get("scope")).toBe(
      "public_profile,email,pages_show_list,pages_manage_posts,pages_read_engagement,pages_read_user_content,instagram_basic,instagram_content_publish,business_management,read_insights,instagram_manage_insights",
    );
    expect(dialogUrl.searchParams.get("state")).toBeTruthy();
    await expect(popup.getByRole("heading", { name: "Log in with Facebook" })).toBeVisible();
    await popup.close();
    await expect(card.getByRole("button", { name: "Connect Facebook" })).toBeEnabled();

    // Choosing no page is refused.
    const opened = page.waitForEvent("popup");
    await card.getByRole("button", { name: "Connect Facebook" }).click();
    const second = await opened;
    await second.getByRole("link", { name: "Continue as Test Person" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose where Postloom posts" });
    await dialog.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(dialog.getByText("Please select a page or an Instagram account")).toBeVisible();
    // Each page, with the Instagram account linked to it (or a word that there is none).
    await expect(dialog.getByRole("checkbox")).toHaveCount(3);
    await expect(dialog.getByRole("checkbox", { name: "@maplestreetbakery" })).toBeVisible();
    await expect(dialog.getByText("No Instagram account is linked to this page.")).toHaveCount(1);
    await dialog.getByRole("checkbox", { name: BIKES!.name }).check();
    await dialog.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(page.getByText("Facebook account connected successfully")).toBeVisible();
    await expect(page.getByText(`Postloom posts to ${BIKES!.name}.`)).toBeVisible();
    await expect(card.getByText("Connected and ready to post")).toBeVisible();
    await expect(card.getByTestId("connection")).toContainText(BIKES!.name);

    // The page token is stored encrypted.
    const connection = await testDb().socialConnection.findFirstOrThrow({ where: { userId: await userIdOf(user) } });
    expect(connection).toMatchObject({ accountId: BIKES!.id, pageId: BIKES!.id, isDefault: true });
    expect(connection.accessToken).toMatch(/^v1\./);

    // Still connected after a reload.
    await page.reload();
    await expect(card.getByText("Connected and ready to post")).toBeVisible();

    await card.getByRole("button", { name: "Disconnect" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Disconnect Facebook?" });
    await expect(confirm.getByText("This will remove access to your Facebook account. You'll need to reconnect to post content to Facebook.")).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(card.getByText("Connected and ready to post")).toBeVisible();
    await card.getByRole("button", { name: "Disconnect" }).click();
    await confirm.getByRole("button", { name: "Disconnect" }).click();
    await expect(page.getByText("Facebook account disconnected successfully")).toBeVisible();
    await expect(card.getByText("Connect to start posting")).toBeVisible();
    expect(await testDb().socialConnection.count({ where: { userId: await userIdOf(user) } })).toBe(0);
  });

  test("a cancelled Facebook login says so calmly; closing the page chooser says nothing was connected", async ({ page, user }) => {
    await page.goto("/dashboard");
    const card = socialCard(page);
    const popupOpened = page.waitForEvent("popup");
    await card.getByRole("button", { name: "Connect Facebook" }).click();
    const popup = await popupOpened;
    const closed = popup.waitForEvent("close");
    await popup.getByRole("link", { name: "Cancel" }).click();
    await expect(popup.getByText("Facebook connection cancelled", { exact: true })).toBeVisible();
    await closed;
    await expect(page.getByText("Facebook connection cancelled")).toBeVisible();
    await expect(page.getByText("Failed to connect Facebook account")).toHaveCount(0);
    await expect(card.getByText("Connect to start posting")).toBeVisible();

    // Logged in, but the chooser closed without a page: not connected, and the dashboard says so.
    const second = page.waitForEvent("popup");
    await card.getByRole("button", { name: "Connect Facebook" }).click();
    await (await second).getByRole("link", { name: "Continue as Test Person" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose where Postloom posts" });
    await expect(dialog).toBeVisible();
    await expect(page.getByText("Facebook account connected successfully")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByText("Facebook connection not finished")).toBeVisible();
    await expect(page.getByText("Nothing was chosen, so nothing is connected. Connect again to choose.")).toBeVisible();
    await expect(card.getByText("Connect to start posting")).toBeVisible();
    // The login is kept for a later choice, but there is nothing to post to.
    expect(await testDb().socialConnection.count({ where: { userId: await userIdOf(user) } })).toBe(0);
    expect(await testDb().metaLogin.count({ where: { userId: await userIdOf(user) } })).toBe(1);
  });

  test("the callback outside a popup: a cancel or an error goes back to the dashboard; a code connects there", async ({ page, user }) => {
    expect(user).toBeTruthy();
    await page.goto("/auth/facebook/callback?error=access_denied&error_reason=user_denied");
    await expect(page.getByText("Facebook connection cancelled", { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/auth/facebook/callback?error=server_error");
    await expect(page.getByText("Facebook authentication failed", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Pop-ups blocked: the whole login runs in this window and ends on the dashboard, choosing a page.
    const start = await page.request.get("/api/social/facebook/start", { maxRedirects: 0 });
    expect(start.status()).toBe(303);
    await page.goto(start.headers().location!);
    await page.getByRole("link", { name: /^Continue as / }).click();
    await expect(page.getByText("Facebook authentication successful")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("dialog", { name: "Choose where Postloom posts" })).toBeVisible();
  });

  test("the callback first shows 'Processing Facebook login...'", async ({ page }) => {
    const html = await (await page.request.get("/auth/facebook/callback?code=x&state=y")).text();
    expect(html).toContain("Processing Facebook login...");
  });

  test("a connection Facebook revoked asks the user to reconnect", async ({ page, user }) => {
    await connectFacebookPage(page);
    await testDb().socialConnection.updateMany({ where: { userId: await userIdOf(user) }, data: { health: "NEEDS_RECONNECT", healthCheckedAt: new Date() } });
    await page.reload();
    const card = socialCard(page);
    await expect(card.getByRole("alert")).toContainText(`Facebook asked you to reconnect. Posts to ${BAKERY!.name} can't go out until you do.`);
    const popupOpened = page.waitForEvent("popup");
    await card.getByRole("button", { name: "Reconnect Facebook" }).click();
    const popup = await popupOpened;
    await popup.getByRole("link", { name: /^Continue as / }).click();
    const dialog = page.getByRole("dialog", { name: "Choose where Postloom posts" });
    await dialog.getByRole("checkbox", { name: BAKERY!.name }).check();
    await dialog.getByRole("button", { name: "Connect", exact: true }).click();
    await expect(page.getByText("Facebook account connected successfully")).toBeVisible();
    await expect(card.getByRole("alert")).toHaveCount(0);
  });

  test("two pages and an Instagram account at once; the default; disconnecting one keeps the others", async ({ page, user }) => {
    await page.goto("/dashboard");
    const card = socialCard(page);
    const popupOpened = page.waitForEvent("popup");
    await card.getByRole("button", { name: "Connect Facebook" }).click();
    await (await popupOpened).getByRole("link", { name: "Continue as Test Person" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose where Postloom posts" });
    await dialog.getByRole("checkbox", { name: BAKERY!.name }).check();
    await dialog.getByRole("checkbox", { name: BIKES!.name }).check();
    await dialog.getByRole("checkbox", { name: "@maplestreetbakery" }).check();
    await dialog.getByRole("button", { name: "Connect 3 accounts" }).click();
    await expect(page.getByText(`Postloom posts to ${BAKERY!.name}, ${BIKES!.name}, @maplestreetbakery.`)).toBeVisible();

    const pages = card.getByRole("region", { name: "Facebook Pages" });
    const instagram = card.getByRole("region", { name: "Instagram accounts" });
    await expect(pages.getByTestId("connection")).toHaveCount(2);
    await expect(instagram.getByTestId("connection")).toHaveText([/@maplestreetbakery.*Connected and ready to post/]);
    // The first page chosen is the one a bare "Facebook" means; the other can become it.
    await expect(pages.getByTestId("connection").filter({ has: page.getByText("Default", { exact: true }) })).toContainText(BAKERY!.name);
    await pages.getByRole("button", { name: `Make default for ${BIKES!.name}` }).click();
    await expect(page.getByText(`Postloom now posts to ${BIKES!.name} by default`)).toBeVisible();
    await expect(pages.getByTestId("connection").filter({ has: page.getByText("Default", { exact: true }) })).toContainText(BIKES!.name);

    // Disconnecting the default page names it, and the other page takes over as the default.
    await pages.getByRole("button", { name: `Disconnect ${BIKES!.name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Disconnect ${BIKES!.name}?` });
    await expect(confirm.getByText(`Postloom will stop posting to ${BIKES!.name}. Your other accounts stay connected.`)).toBeVisible();
    await confirm.getByRole("button", { name: "Disconnect" }).click();
    await expect(page.getByText("Facebook account disconnected successfully")).toBeVisible();
    await expect(pages.getByTestId("connection")).toHaveCount(1);
    await expect(pages.getByText("Default", { exact: true })).toHaveCount(0);
    const rows = await testDb().socialConnection.findMany({ where: { userId: await userIdOf(user) }, orderBy: { platform: "asc" } });
    expect(rows.map((r) => [r.platform, r.accountId, r.isDefault, r.pageId])).toEqual([
      ["FACEBOOK", BAKERY!.id, true, BAKERY!.id],
      ["INSTAGRAM", "17841400000101", true, BAKERY!.id],
    ]);
    expect(await testDb().metaLogin.count({ where: { userId: await userIdOf(user) } })).toBe(0);
  });
});
