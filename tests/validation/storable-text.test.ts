// Every text field of the shared schemas refuses what PostgreSQL cannot store (NUL, half a surrogate pair)
// with the 422 envelope, and still takes real-world text: accents, emoji, other scripts.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { toErrorResponse } from "@/lib/api/envelope";
import { signInSchema, signUpSchema } from "@/lib/auth/schemas";
import { businessProfileSchema } from "@/lib/business/schemas";
import { feedbackSchema } from "@/lib/feedback/schemas";
import { draftRequestSchema } from "@/lib/posts/schemas/draft";
import { publishSchema, scheduleSchema } from "@/lib/publishing/schemas";
import { connectSchema } from "@/lib/social/schemas";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "@/lib/validation/text";

const BAD = { nul: "Fresh bread\u0000 today", loneHigh: "Fresh bread \uD83D today", loneLow: "Fresh bread \uDE00 today" };

const valid = {
  business: {
    businessName: "Crumb & Co",
    industry: "retail",
    description: "A bakery on Maple Street.",
    targetAudience: "Neighbours",
    painPoints: "Stale bread",
  },
  feedback: { content: "The schedule picker is lovely to use." },
  draft: { description: "Autumn menu", replyLanguage: "english", postType: "SOCIAL_MEDIA_AD", postTone: "FRIENDLY", postLength: "medium" },
  publish: { postContent: "Fresh bread today" },
  schedule: { postContent: "Fresh bread today", platforms: ["FACEBOOK"], scheduledAt: "2030-01-01T12:00:00Z" },
  signIn: { email: "ana@example.test", password: "correct-horse" },
  signUp: { email: "ana@example.test", password: "correct-horse" },
  connect: { platform: "FACEBOOK", code: "abc", state: "def" },
};

const cases: [string, z.ZodType, Record<string, unknown>, string[]][] = [
  ["brand profile", businessProfileSchema, valid.business, ["businessName", "description", "targetAudience", "painPoints"]],
  ["feedback", feedbackSchema, valid.feedback, ["content"]],
  ["draft request", draftRequestSchema, valid.draft, ["description", "extraInstructions", "imageDescription"]],
  ["publish", publishSchema, valid.publish, ["postContent"]],
  ["schedule", scheduleSchema, valid.schedule, ["postContent"]],
  ["sign-in", signInSchema, valid.signIn, ["email", "password"]],
  ["sign-up", signUpSchema(6), valid.signUp, ["email", "password"]],
  ["Facebook connect", connectSchema, valid.connect, ["code", "state", "userId", "accessToken"]],
];

describe("storable text", () => {
  it("tells storable text from text PostgreSQL refuses", () => {
    expect(isStorableText("Café ☕ 🥐 Ünïcödé 日本語")).toBe(true);
    for (const value of Object.values(BAD)) expect(isStorableText(value)).toBe(false);
  });

  describe.each(cases)("%s", (_name, schema, input, fields) => {
    it("accepts the valid input", () => {
      expect(schema.safeParse(input).success).toBe(true);
    });

    it.each(fields)("refuses NUL and lone surrogates in %s with a 422 naming the field", async (field) => {
      for (const value of Object.values(BAD)) {
        const result = schema.safeParse({ ...input, [field]: value });
        expect(result.success).toBe(false);
        const reply = toErrorResponse(result.error);
        expect(reply.status).toBe(422);
        const envelope = await reply.json();
        expect(envelope.statusCode).toBe("VALIDATION_ERROR");
        expect(envelope.object.fieldErrors[field]).toContain(UNSTORABLE_TEXT_MESSAGE);
      }
    });
  });

  it("keeps emoji, accents and other scripts in a post", () => {
    const content = "Crème brûlée is back 🍮 — 今日のおすすめ!";
    expect(publishSchema.parse({ postContent: content }).postContent).toBe(content);
  });
});
