// Nothing the owner writes in the Post Workspace is lost: the address names the post, edits are saved as
// they type, a reload brings them back, leaving with an unsaved edit asks first, and publishing sends
// what is on screen.
import type { Page } from "@playwright/test";
import { expect, test, testDb } from "./support/fixtures";
import { arrangeWriter } from "./support/arrange-writer";

async function generate(page: Page, description: string) {
  const panel = page.getByRole("complementary", { name: "Create Post" });
  await panel.getByLabel("Description", { exact: true }).fill(description);
  await panel.getByRole("button", { name: "Generate Post" }).click();
  await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/post-generator\?post=\d+$/);
  return Number(new URL(page.url()).searchParams.get("post"));
}

async function edit(page: Page, append: string) {
  await page.getByRole("button", { name: "Edit" }).click();
  const editor = page.getByRole("textbox", { name: "Post text" });
  await editor.press("Control+End");
  await editor.pressSequentially(append);
}

test.describe("editing in the Post Workspace", () => {
  test("an edit is saved as the owner types, comes back after a reload, and shows in Your Posts; the writer's text is kept", async ({ page, user }) => {
    await arrangeWriter(user);
    await page.goto("/post-generator");
    const postId = await generate(page, "Sourdough Sundays are back.");
    const written = (await page.getByTestId("preview-text").textContent())!.trim();

    await edit(page, " See you at nine!");
    const status = page.getByTestId("save-status");
    await expect(status).toHaveText("Saved");
    await page.getByRole("textbox", { name: "Post text" }).blur();

    await page.reload();
    await expect(page.getByTestId("preview-text")).toHaveText(`${written} See you at nine!`);

    await page.goto("/your-posts");
    await expect(page.getByText(/See you at nine!/).first()).toBeVisible();
    const stored = await testDb().post.findUniqueOrThrow({ where: { id: postId } });
    expect(stored).toMatchObject({ content: `${written} See you at nine!`, originalContent: written });
  });

  test("offline, the edit waits with a clear note; leaving asks first; back online, it is saved and leaving is free", async ({ page, user, context }) => {
    await arrangeWriter(user);
    await page.goto("/post-generator");
    const postId = await generate(page, "Fresh bagels every morning.");
    await page.getByTestId("save-status").waitFor();

    await context.setOffline(true);
    await edit(page, " Now with sesame.");
    await expect(page.getByTestId("save-status")).toContainText("You're offline. We'll save your edit when you're back.");

    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    const dialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(dialog).toContainText("Your latest edit to this post isn't saved yet. If you leave now, it will be lost.");
    await dialog.getByRole("button", { name: "Stay" }).click();
    await expect(page).toHaveURL(new RegExp(`/post-generator\\?post=${postId}$`));

    await context.setOffline(false);
    await expect(page.getByTestId("save-status")).toHaveText("Saved", { timeout: 10_000 });
    expect((await testDb().post.findUniqueOrThrow({ where: { id: postId } })).content).toMatch(/Now with sesame\.$/);

    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("text typed without generating becomes a post of its own, and publishing sends what is on screen", async ({ page, user }) => {
    await arrangeWriter(user);
    await page.goto("/post-generator");
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("textbox", { name: "Post text" }).fill("Typed by hand: closed on Monday.");
    await expect(page.getByTestId("save-status")).toHaveText("Saved");
    await expect(page).toHaveURL(/\/post-generator\?post=\d+$/);
    const postId = Number(new URL(page.url()).searchParams.get("post"));

    // An edit made just before publishing goes out as it is on screen.
    await page.getByRole("textbox", { name: "Post text" }).fill("Typed by hand: closed on Monday and Tuesday.");
    await page.getByRole("button", { name: "Post Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm Post" });
    await dialog.getByRole("button", { name: "Mark post as published" }).click();
    await expect(page.getByText("Post marked as published")).toBeVisible();
    expect(await testDb().post.findUniqueOrThrow({ where: { id: postId } })).toMatchObject({
      content: "Typed by hand: closed on Monday and Tuesday.",
      status: "PUBLISHED",
    });

    // A published post keeps its text: a later edit is saved as a new draft.
    await edit(page, " Sorry!");
    await expect(page.getByText("That post has already gone out, so your edit is saved as a new draft.")).toBeVisible();
    await expect(page.getByTestId("save-status")).toHaveText("Saved");
    const draftId = Number(new URL(page.url()).searchParams.get("post"));
    expect(draftId).not.toBe(postId);
    expect((await testDb().post.findUniqueOrThrow({ where: { id: postId } })).content).toBe("Typed by hand: closed on Monday and Tuesday.");
    expect(await testDb().post.findUniqueOrThrow({ where: { id: draftId } })).toMatchObject({
      content: "Typed by hand: closed on Monday and Tuesday. Sorry!",
      status: "GENERATED",
    });
  });

  test("an address naming no post of the owner's says so and opens an empty workspace", async ({ page, user }) => {
    await arrangeWriter(user);
    await page.goto("/post-generator?post=999999");
    await expect(page.getByText("We couldn't find that post. It may have been deleted.")).toBeVisible();
    await expect(page).toHaveURL(/\/post-generator$/);
    await expect(page.getByText("Your generated post will appear here...")).toBeVisible();
  });
});
