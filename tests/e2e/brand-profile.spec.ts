// docs/product.md §2 Onboarding and Brand Profile, §4 (states, the 6-hour browser copy), §5 messages, §8 toasts.
// The Brand Profile page and the brand profile API. (The onboarding wizard: brand-profile-onboarding.spec.ts.)
import { BRAND_PROFILE_CACHE_KEY } from "../../lib/client/session-caches";
import { readCache, slowServerActions } from "./support/brand-profile";
import { BRAND_PROFILE, createBrandProfile, createVerifiedUser, expect, signIn, test } from "./support/fixtures";

const SIX_HOURS = 6 * 60 * 60 * 1000;

test.describe("Brand Profile page", () => {
  test("view mode, edit, cancel and save", async ({ page, user }) => {
    expect(user).toBeTruthy();
    await page.goto("/business-profile");
    await expect(page.getByRole("heading", { name: "Brand Profile" })).toBeVisible();
    await expect(page.getByText("Manage your business information")).toBeVisible();
    for (const title of ["Brand Identity", "Brand Story", "Target Audience", "Pain Points"]) {
      await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
    }
    await expect(page.getByTestId("industry-badge")).toHaveText("Retail");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Brand Profile" })).toHaveAttribute("aria-current", "page");

    const name = page.getByLabel("Brand Name");
    const fields = [
      name,
      page.getByLabel("Industry"),
      page.getByLabel("Brand Description"),
      page.getByLabel("Target Audience"),
      page.getByLabel("Pain Points"),
    ];
    await expect(name).toHaveValue(BRAND_PROFILE.businessName);
    await expect(page.getByLabel("Brand Description")).toHaveValue(BRAND_PROFILE.description);
    await expect(page.getByLabel("Target Audience")).toHaveValue(BRAND_PROFILE.targetAudience);
    await expect(page.getByLabel("Pain Points")).toHaveValue(BRAND_PROFILE.painPoints);
    for (const field of fields) await expect(field).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save Profile" })).toHaveCount(0);

    // Edit, then Cancel Editing puts everything back.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    for (const field of fields) await expect(field).toBeEnabled();
    await expect(name).toBeFocused();
    await expect(page.getByRole("button", { name: "Edit Profile" })).toHaveCount(0);
    await name.fill("Something else entirely");
    await page.getByRole("button", { name: "Cancel Editing" }).click();
    await expect(name).toHaveValue(BRAND_PROFILE.businessName);
    for (const field of fields) await expect(field).toBeDisabled();

    // Edit with a mistake, then save.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await name.fill("H");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Business name must be at least 2 characters")).toBeVisible();
    await expect(name).toBeEnabled();

    await name.fill("Harbour Light Roasters");
    await page.getByLabel("Industry").click();
    await page.getByRole("option", { name: "Other" }).click();
    await page.getByLabel("Pain Points").fill("Stale beans from big chains");
    const cacheBefore = await readCache(page);
    await slowServerActions(page, "/business-profile");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByRole("button", { name: "Saving..." })).toBeDisabled();
    await expect(page.getByText("Brand profile updated successfully!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    await expect(name).toBeDisabled();
    await expect(name).toHaveValue("Harbour Light Roasters");
    await expect(page.getByTestId("industry-badge")).toHaveText("Other");

    // The browser copy was dropped and fetched again; the server holds the change.
    await expect.poll(async () => (await readCache(page))?.profile.businessName).toBe("Harbour Light Roasters");
    expect((await readCache(page))!.savedAt).toBeGreaterThan(cacheBefore!.savedAt);
    await page.reload();
    await expect(name).toHaveValue("Harbour Light Roasters");
    await expect(page.getByLabel("Pain Points")).toHaveValue("Stale beans from big chains");
    const saved = await (await page.request.get("/api/business")).json();
    expect(saved.object).toMatchObject({ businessName: "Harbour Light Roasters", industry: "other", painPoints: "Stale beans from big chains" });
  });

  test("the time zone is a search: only the zones that match are listed, by keyboard or pointer, and the choice is saved", async ({ page, user }) => {
    expect(user).toBeTruthy();
    await page.goto("/business-profile");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    const picker = page.getByRole("button", { name: "Time Zone" });
    await picker.click();
    const search = page.getByRole("combobox", { name: "Search time zones" });
    await expect(search).toBeFocused();
    const options = page.getByRole("listbox", { name: "Search time zones" }).getByRole("option");
    // Hundreds of zones, a page of them on screen: each offset is formatted for what is shown.
    await expect(options).toHaveCount(50);
    await search.fill("new york");
    await expect(options).toHaveCount(1);
    await expect(options.first()).toHaveText(/^America\/New York · GMT-[45]$/);
    await search.fill("zzz");
    await expect(page.getByText("No time zone by that name. Try a city, such as Lisbon or New York.")).toBeVisible();
    await search.fill("lisb");
    await search.press("Enter");
    await expect(search).toBeHidden();
    await expect(picker).toHaveText(/^Europe\/Lisbon · GMT(\+0|\+1)?$/);
    await expect(picker).toBeFocused();

    // The keyboard moves through the matches; Escape leaves the choice as it was.
    await picker.press("Enter");
    await search.fill("america/");
    await search.press("ArrowDown");
    await search.press("ArrowDown");
    await expect(search).toHaveAttribute("aria-activedescendant", (await options.nth(2).getAttribute("id"))!);
    await search.press("Escape");
    await expect(picker).toHaveText(/^Europe\/Lisbon/);

    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Brand profile updated successfully!")).toBeVisible();
    expect((await (await page.request.get("/api/business")).json()).object.timeZone).toBe("Europe/Lisbon");
  });

  test("the browser copy is trusted for 6 hours, then fetched again, and logout clears it", async ({ page, user }) => {
    expect(user).toBeTruthy();
    let profileRequests = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/business" && request.method() === "GET") profileRequests++;
    });

    await page.goto("/business-profile");
    // The page comes with the server's reading; with no copy in the browser, its load asks the server.
    await expect(page.getByLabel("Brand Name")).toHaveValue(BRAND_PROFILE.businessName);
    await expect.poll(() => profileRequests).toBe(1);
    await expect.poll(async () => (await readCache(page))?.profile.businessName).toBe(BRAND_PROFILE.businessName);
    const cached = await readCache(page);
    expect(cached?.profile.businessName).toBe(BRAND_PROFILE.businessName);
    expect(Math.abs(Date.now() - cached!.savedAt)).toBeLessThan(60_000);

    // A fresh copy answers without asking the server (shown by a name only the copy has).
    const setCopy = (name: string, savedAt: number) =>
      page.evaluate(
        ({ key, name, savedAt }) => {
          const entry = JSON.parse(window.localStorage.getItem(key)!);
          window.localStorage.setItem(key, JSON.stringify({ profile: { ...entry.profile, businessName: name }, savedAt }));
        },
        { key: BRAND_PROFILE_CACHE_KEY, name, savedAt },
      );
    await setCopy("Name Only The Copy Has", Date.now() - SIX_HOURS + 60_000);
    await page.reload();
    await expect(page.getByLabel("Brand Name")).toHaveValue("Name Only The Copy Has");
    expect(profileRequests).toBe(1);

    // Older than 6 hours: fetched again and saved anew.
    await setCopy("Name Only The Copy Has", Date.now() - SIX_HOURS - 1_000);
    await page.reload();
    await expect.poll(() => profileRequests).toBe(2);
    await expect(page.getByLabel("Brand Name")).toHaveValue(BRAND_PROFILE.businessName);
    await expect.poll(async () => (await readCache(page))?.profile.businessName).toBe(BRAND_PROFILE.businessName);

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await readCache(page)).toBeNull();
  });

  test("a 404 shows the empty state and the create form; a refused create shows its toast", async ({ page, user }) => {
    expect(user).toBeTruthy();
    // The layout only lets users with a profile in, so the server's 404 is staged here.
    await page.route("**/api/business", (route) =>
      route.fulfill({ status: 404, json: { statusCode: "BUSINESS_NOT_FOUND", message: "No brand profile found.", object: null } }),
    );
    await page.goto("/business-profile");
    await expect(page.getByRole("heading", { name: "No Brand Profile Found" })).toBeVisible();
    await expect(page.getByText("Please create your business profile to continue.")).toBeVisible();
    await page.getByRole("button", { name: "Create Profile" }).click();

    await expect(page.getByRole("heading", { name: "Create Brand Profile" })).toBeVisible();
    await expect(page.getByText("Please fill out your business information")).toBeVisible();
    await expect(page.getByLabel("Brand Name")).toBeEnabled();
    await expect(page.getByLabel("Brand Name")).toHaveValue("");
    await page.getByRole("button", { name: "Save Profile" }).click();
    for (const message of [
      "Business name must be at least 2 characters",
      "Please select an industry",
      "Please provide a detailed description",
      "Please describe your target audience",
      "Please describe your audience's pain points",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }

    // The real server still holds this user's profile, so it refuses a second one.
    await page.getByLabel("Brand Name").fill("A Second Shop");
    await page.getByLabel("Industry").click();
    await page.getByRole("option", { name: "Finance" }).click();
    await page.getByLabel("Brand Description").fill("Bookkeeping for small shops and cafés.");
    await page.getByLabel("Target Audience").fill("Shop owners");
    await page.getByLabel("Pain Points").fill("Tax returns");
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Failed to create business profile. Please try again.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Create Brand Profile" })).toBeVisible();

    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "No Brand Profile Found" })).toBeVisible();
    await page.unrouteAll();
    const saved = await (await page.request.get("/api/business")).json();
    expect(saved.object.businessName).toBe(BRAND_PROFILE.businessName);
  });

  test("the server's reading at once, a spinner while loading, then the load error", async ({ page, user }) => {
    expect(user).toBeTruthy();
    await page.route("**/api/business", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.fulfill({
        status: 500,
        json: { statusCode: "INTERNAL_ERROR", message: "Something went wrong on our side. Please try again.", object: null },
      });
    });
    await page.goto("/business-profile");
    await expect(page.getByLabel("Brand Name")).toHaveValue(BRAND_PROFILE.businessName);
    await expect(page.getByRole("status").filter({ hasText: "Loading your brand profile" })).toBeAttached();
    await expect(page.getByText("Error loading business profile")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("There was a problem loading your business profile. Please try again later.")).toBeVisible();
  });

  test("a save that cannot reach the server keeps the form open with the failure toast", async ({ page, user }) => {
    expect(user).toBeTruthy();
    await page.goto("/business-profile");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("Brand Name").fill("Harbour Light Coffee Co.");
    await page.route("**/business-profile", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "Internal Server Error" }) : route.continue(),
    );
    await page.getByRole("button", { name: "Save Profile" }).click();
    await expect(page.getByText("Failed to update business profile. Please try again.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Save Profile" })).toBeEnabled();
    await expect(page.getByLabel("Brand Name")).toHaveValue("Harbour Light Coffee Co.");
    await expect(page.getByLabel("Brand Name")).toBeEnabled();
    expect((await (await page.request.get("/api/business")).json()).object.businessName).toBe(BRAND_PROFILE.businessName);
  });
});

test("the brand profile API keeps each user's profile to that user", async ({ page, user, browser }) => {
  expect(user).toBeTruthy();
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const otherPage = await other.newPage();
    await signIn(otherPage, await createVerifiedUser(other.request));
    expect((await other.request.get("/api/business")).status()).toBe(404);
    expect((await other.request.put("/api/business", { data: { ...BRAND_PROFILE, businessName: "Taken" } })).status()).toBe(404);
    const mine = await createBrandProfile(other.request, { ...BRAND_PROFILE, businessName: "Other Shop" });
    expect(mine.businessName).toBe("Other Shop");
    expect((await other.request.post("/api/business", { data: BRAND_PROFILE })).status()).toBe(409);
  } finally {
    await other.close();
  }
  expect((await (await page.request.get("/api/business")).json()).object.businessName).toBe(BRAND_PROFILE.businessName);
});
