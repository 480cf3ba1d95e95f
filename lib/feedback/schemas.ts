import { z } from "zod";
import { text } from "@/lib/validation/text";
import { FEEDBACK_MAX } from "./feedback-fields";

export const feedbackSchema = z.object({
  content: text({ error: "Message must be at least 10 characters" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(FEEDBACK_MAX, `Message must not exceed ${FEEDBACK_MAX} characters`),
});

/** The server accepts `content` or `message` (docs/product.md §10); the client sends `content`. */
export const feedbackRequestSchema = z.preprocess((body) => {
  if (body && typeof body === "object" && !("content" in body) && "message" in body) {
    return { content: (body as { message: unknown }).message };
  }
  return body;
}, feedbackSchema);
