// Social connection inputs (PRODUCT-SPEC §3, §7), shared by the dashboard and the API.
import { z } from "zod";
import { text } from "@/lib/validation/text";

export const PLATFORMS = ["FACEBOOK", "INSTAGRAM", "TWITTER", "LINKEDIN"] as const;
export type PlatformName = (typeof PLATFORMS)[number];

/** Only Facebook can be connected (PRODUCT-SPEC §10); the others exist as labels. */
export const CONNECTABLE_PLATFORMS = ["FACEBOOK"] as const;

export const PLATFORM_LABELS: Record<PlatformName, string> = {
  FACEBOOK: "Facebook",
  INSTAGRAM: "Instagram",
  TWITTER: "Twitter",
  LINKEDIN: "LinkedIn",
};

const connectable = z.enum(CONNECTABLE_PLATFORMS, { error: "Only Facebook can be connected." });

export const connectSchema = z.object({
  platform: connectable,
  code: text({ error: "The Facebook login code is missing." }).trim().min(1, "The Facebook login code is missing.").max(2048),
  state: text({ error: "The Facebook login state is missing." }).min(1, "The Facebook login state is missing.").max(2048),
  // Sent empty by the client (PRODUCT-SPEC §3); the session decides who connects.
  userId: text().max(200).optional(),
  accessToken: text().max(4096).optional(),
});
export type ConnectInput = z.infer<typeof connectSchema>;

const pageId = text({ error: "Please select a page" }).trim().min(1, "Please select a page").max(100);

/** Accepts query `pageID` or body `pageId` (PRODUCT-SPEC §10). */
export const authorizeSchema = z
  .object({ pageID: pageId.optional(), pageId: pageId.optional() })
  .transform((input, ctx) => {
    const id = input.pageID ?? input.pageId;
    if (!id) {
      ctx.addIssue({ code: "custom", message: "Please select a page", path: ["pageId"] });
      return z.NEVER;
    }
    return { pageId: id };
  });

export const platformQuerySchema = z.object({ platform: connectable });

/** The page dialog's form (client). */
export const pageSelectionSchema = z.object({ pageId: z.string().min(1, "Please select a page") });
