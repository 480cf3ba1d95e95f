// Opening the Post Workspace on a saved post and its Confirm Post dialog, for the publishing tests.
import type { Page } from "@playwright/test";
import { expect, testDb, userIdOf } from "./fixtures";

/** Opens the workspace with a saved post, handed over as 'Open in Workspace' does. */
export async function openInWorkspace(page: Page, email: string, content: string) {
  const post = await testDb().post.create({ data: { userId: await userIdOf(email), content, cost: 321 } });
  await page.addInitScript((handover) => localStorage.setItem("workspace_post", JSON.stringify(handover)), { content, imageUrl: null, id: post.id });
  await page.goto("/post-generator");
  await expect(page.getByTestId("preview-text")).toHaveText(content);
  return post;
}

export async function openConfirmDialog(page: Page) {
  await page.getByRole("button", { name: "Post Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm Post" });
  await expect(dialog).toBeVisible();
  return dialog;
}
