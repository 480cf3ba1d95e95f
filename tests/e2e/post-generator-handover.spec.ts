// The Post Workspace takes a post brought to it: handed over in local storage by another screen (then edited
// and copied), or opened from Your Posts. (Writing a post in the workspace: post-generator.spec.ts.)
import { expect, test } from "./support/fixtures";
import { arrangeWriter } from "./support/arrange-writer";

test.describe("Post Workspace", () => {
  test("takes a post handed over in local storage, then edits and copies it", async ({ page, context, user }) => {
    const { brandName } = await arrangeWriter(user);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // A post with an image, made through the JSON API as any client would.
    const reply = await page.request.post("/api/post/draft", {
      data: {
        description: "Summer lemonade",
        replyLanguage: "ENGLISH",
        postType: "SOCIAL_MEDIA_AD",
        postTone: "CASUAL",
        postLength: "SHORT",
        generateImage: true,
        imageDescription: "Lemonade",
      },
    });
    expect(reply.status()).toBe(200);
    const { message, object } = await reply.json();
    expect(message).toBe("Post generated successfully!");
    const { generatedPost } = object;

    // Another screen leaves the hand-over record, then the workspace opens.
    await page.goto("/dashboard");
    await page.evaluate((post) => localStorage.setItem("workspace_post", JSON.stringify(post)), {
      content: "Handed over: our lemonade stand opens on Saturday.",
      imageUrl: generatedPost.imageUrl,
      id: generatedPost.id,
    });
    await page.goto("/post-generator");
    const text = page.getByTestId("preview-text");
    await expect(text).toHaveText("Handed over: our lemonade stand opens on Saturday.");
    await expect(page.getByRole("img", { name: `Image for ${brandName}'s post` })).toHaveAttribute("src", generatedPost.imageUrl);
    expect(await page.evaluate(() => localStorage.getItem("workspace_post"))).toBeNull();
    await expect(page.getByRole("button", { name: "Post Now" })).toBeEnabled();

    await page.getByRole("button", { name: "Edit" }).click();
    const editor = page.getByRole("textbox", { name: "Post text" });
    await expect(editor).toBeFocused();
    await editor.press("Control+End");
    await editor.pressSequentially(" Bring a friend!");
    await editor.blur();
    await expect(editor).toHaveCount(0);
    await expect(text).toHaveText("Handed over: our lemonade stand opens on Saturday. Bring a friend!");

    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByText("Text copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("Handed over: our lemonade stand opens on Saturday. Bring a friend!");

    // A clipboard the browser refuses shows the failure toast.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
    });
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByText("Failed to copy text")).toBeVisible();

    // Cleared text disables the main button again.
    await page.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("textbox", { name: "Post text" }).fill("   ");
    await page.getByRole("textbox", { name: "Post text" }).blur();
    await expect(page.getByRole("button", { name: "Post Now" })).toBeDisabled();
    await expect(page.getByText("Your generated post will appear here...")).toBeVisible();
  });

  test("a generated post opened from Your Posts comes back into the workspace", async ({ page, user }) => {
    await arrangeWriter(user);
    await page.goto("/post-generator");
    const panel = page.getByRole("complementary", { name: "Create Post" });
    await panel.getByLabel("Description", { exact: true }).fill("Late opening on Thursdays.");
    await panel.getByRole("combobox", { name: "Post Length" }).click();
    await page.getByRole("option", { name: "Short (~50 words)" }).click();
    await panel.getByRole("button", { name: "Generate Post" }).click();
    await expect(page.getByText("Post generated successfully!")).toBeVisible({ timeout: 20_000 });
    const written = (await page.getByTestId("preview-text").textContent())!.trim();

    await page.goto("/your-posts");
    await page
      .getByRole("button", { name: /^View post created/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Open in Workspace" }).click();
    await expect(page).toHaveURL(/\/post-generator\?post=\d+$/);
    await expect(page.getByTestId("preview-text")).toHaveText(written);
    await expect(page.getByRole("button", { name: "Post Now" })).toBeEnabled();
  });
});
