// What a phone's share sheet does when Postloom is chosen for photos from the gallery (the manifest's share_target):
// a form POSTed to /share, multipart, with the photos in "photos". Headless Chromium has no share sheet, so the page
// submits the same form itself, as a navigation.
import type { Page } from "@playwright/test";
import sharp from "sharp";

export type SharedFile = { name: string; mimeType: string; buffer: Buffer };

export const sharedPhoto = async (name: string, width: number, height: number, background: string): Promise<SharedFile> => ({
  name,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

/** Shares `files` to Postloom from the page's origin; resolves once the browser has followed where it leads. */
export async function shareToPostloom(page: Page, files: SharedFile[]): Promise<void> {
  const encoded = files.map((file) => ({ name: file.name, type: file.mimeType, base64: file.buffer.toString("base64") }));
  await Promise.all([
    page.waitForNavigation(),
    page.evaluate((shared) => {
      const form = Object.assign(document.createElement("form"), { method: "post", action: "/share", enctype: "multipart/form-data" });
      const input = Object.assign(document.createElement("input"), { type: "file", name: "photos", multiple: true });
      const files = new DataTransfer();
      for (const file of shared) files.items.add(new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, { type: file.type }));
      input.files = files.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    }, encoded),
  ]);
}
