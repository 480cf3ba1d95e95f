// The server actions behind the Brand Profile and onboarding forms: same service, results as data.
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";

const session = vi.hoisted(() => ({ current: null as null | { user: { id: string; email: string; verified: boolean } } }));
vi.mock("@/lib/auth", () => ({ auth: async () => session.current }));

const { createBusinessProfileAction, updateBusinessProfileAction } = await import("@/app/(app)/(with-profile)/business-profile/actions");
const { completeOnboardingAction } = await import("@/app/(app)/onboarding/actions");

const VALID = {
  businessName: "Green Thumb Garden Centre",
  industry: "retail" as const,
  description: "Plants, seeds and honest advice for small gardens and balconies.",
  targetAudience: "Flat dwellers who want a balcony garden",
  painPoints: "Plants die quickly; no idea what grows in shade",
};

async function signInAsNewUser() {
  const user = await db.user.create({ data: { email: `action-${randomUUID()}@example.test` } });
  session.current = { user: { id: user.id, email: user.email, verified: true } };
  return user;
}

beforeEach(() => {
  session.current = null;
});

describe("brand profile server actions", () => {
  it("without a session they answer UNAUTHORIZED", async () => {
    expect(await completeOnboardingAction(VALID)).toMatchObject({ ok: false, code: "UNAUTHORIZED" });
    expect(await updateBusinessProfileAction(VALID)).toMatchObject({ ok: false, code: "UNAUTHORIZED" });
  });

  it("onboarding creates the profile; a second create is a CONFLICT", async () => {
    const user = await signInAsNewUser();
    const created = await completeOnboardingAction(VALID);
    expect(created).toMatchObject({ ok: true, object: VALID });
    expect(await createBusinessProfileAction(VALID)).toMatchObject({ ok: false, code: "CONFLICT" });
    expect(await db.businessProfile.count({ where: { userId: user.id } })).toBe(1);
  });

  it("invalid input comes back as field messages", async () => {
    await signInAsNewUser();
    expect(await createBusinessProfileAction({ ...VALID, businessName: "G", description: "tiny" })).toEqual({
      ok: false,
      code: "VALIDATION_ERROR",
      message: "Business name must be at least 2 characters",
      fieldErrors: {
        businessName: ["Business name must be at least 2 characters"],
        description: ["Please provide a detailed description"],
      },
    });
  });

  it("update changes the profile, or answers BUSINESS_NOT_FOUND without one", async () => {
    await signInAsNewUser();
    expect(await updateBusinessProfileAction(VALID)).toMatchObject({ ok: false, code: "BUSINESS_NOT_FOUND" });
    await createBusinessProfileAction(VALID);
    expect(await updateBusinessProfileAction({ ...VALID, businessName: "Green Thumb" })).toMatchObject({
      ok: true,
      object: { businessName: "Green Thumb" },
    });
  });
});
