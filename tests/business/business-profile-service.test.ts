// The brand profile domain service and its one schema (docs/product.md §5 rules and messages).
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { AppError } from "@/lib/api/errors";
import { createBusinessProfile } from "@/lib/business/create-business-profile";
import { getBusinessProfileForUser } from "@/lib/business/get-business-profile-for-user";
import { hasBusinessProfile } from "@/lib/business/has-business-profile";
import { businessProfileSchema } from "@/lib/business/schemas";
import { updateBusinessProfile } from "@/lib/business/update-business-profile";
import { db } from "@/lib/db";
import { INDUSTRIES } from "@/lib/writing/vocabulary";

const VALID = {
  businessName: "Rosa's Bakery",
  industry: "retail",
  description: "Sourdough and pastries baked every morning in the old town.",
  targetAudience: "Neighbours and office workers nearby",
  painPoints: "No time for breakfast; supermarket bread is bland",
};

async function newUser() {
  return db.user.create({ data: { email: `owner-${randomUUID()}@example.test` } });
}

/** The messages the schema gives for one field when `value` is put in it. */
function messagesFor(field: keyof typeof VALID, value: unknown): string[] {
  const result = businessProfileSchema.safeParse({ ...VALID, [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe("businessProfileSchema", () => {
  it("accepts a complete profile and trims every text", () => {
    const parsed = businessProfileSchema.parse({ ...VALID, businessName: "  Rosa's Bakery  ", painPoints: " Bland bread \n" });
    expect(parsed.businessName).toBe("Rosa's Bakery");
    expect(parsed.painPoints).toBe("Bland bread");
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["one character", "R"],
    ["one character padded with spaces", "  R  "],
    ["not text", 42],
  ])("business name %s: 'Business name must be at least 2 characters'", (_case, value) => {
    expect(messagesFor("businessName", value)).toEqual(["Business name must be at least 2 characters"]);
  });

  it("business name: 2 and 100 characters pass, 101 do not", () => {
    expect(messagesFor("businessName", "Ro")).toEqual([]);
    expect(messagesFor("businessName", "x".repeat(100))).toEqual([]);
    expect(messagesFor("businessName", "x".repeat(101))).toEqual(["Business name must be at most 100 characters"]);
  });

  it("industry: each of the twelve is accepted", () => {
    expect(INDUSTRIES).toEqual([
      "food_drink",
      "hospitality",
      "beauty_wellness",
      "fitness",
      "retail",
      "trades_home",
      "professional_services",
      "health",
      "education",
      "technology",
      "finance",
      "other",
    ]);
    for (const industry of INDUSTRIES) expect(messagesFor("industry", industry)).toEqual([]);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["unknown", "farming"],
    ["wrong case", "Retail"],
    ["not text", 1],
  ])("industry %s: 'Please select an industry'", (_case, value) => {
    expect(messagesFor("industry", value)).toEqual(["Please select an industry"]);
  });

  it("description: at least 10 characters after trimming, at most 2000", () => {
    expect(messagesFor("description", undefined)).toEqual(["Please provide a detailed description"]);
    expect(messagesFor("description", "123456789")).toEqual(["Please provide a detailed description"]);
    expect(messagesFor("description", "   123456789   ")).toEqual(["Please provide a detailed description"]);
    expect(messagesFor("description", "1234567890")).toEqual([]);
    expect(messagesFor("description", "x".repeat(2000))).toEqual([]);
    expect(messagesFor("description", "x".repeat(2001))).toEqual(["Description must be at most 2000 characters"]);
  });

  it("target audience: required, at most 2000", () => {
    for (const value of [undefined, "", "   "]) expect(messagesFor("targetAudience", value)).toEqual(["Please describe your target audience"]);
    expect(messagesFor("targetAudience", "x")).toEqual([]);
    expect(messagesFor("targetAudience", "x".repeat(2001))).toEqual(["Target audience must be at most 2000 characters"]);
  });

  it("pain points: required, at most 2000", () => {
    for (const value of [undefined, "", "   "]) expect(messagesFor("painPoints", value)).toEqual(["Please describe your audience's pain points"]);
    expect(messagesFor("painPoints", "x")).toEqual([]);
    expect(messagesFor("painPoints", "x".repeat(2001))).toEqual(["Pain points must be at most 2000 characters"]);
  });

  it("time zone: an IANA zone, or left out (the spec's calls send none)", () => {
    expect(businessProfileSchema.parse({ ...VALID, timeZone: "Europe/Lisbon" }).timeZone).toBe("Europe/Lisbon");
    expect(businessProfileSchema.parse(VALID).timeZone).toBeUndefined();
    for (const bad of ["Mars/Olympus", "", 42, null]) {
      const result = businessProfileSchema.safeParse({ ...VALID, timeZone: bad });
      expect(result.success, String(bad)).toBe(false);
      expect(
        result.error!.issues.map((issue) => issue.message),
        String(bad),
      ).toEqual(["Please choose a time zone from the list"]);
    }
  });

  it("drops fields it does not know, such as an owner id", () => {
    const parsed = businessProfileSchema.parse({ ...VALID, userId: "someone-else", id: 7 });
    expect(parsed).not.toHaveProperty("userId");
    expect(parsed).not.toHaveProperty("id");
  });
});

describe("brand profile service", () => {
  it("a new user has no profile: BUSINESS_NOT_FOUND", async () => {
    const user = await newUser();
    expect(await hasBusinessProfile(user.id)).toBe(false);
    const error = await getBusinessProfileForUser(user.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "BUSINESS_NOT_FOUND", status: 404 });
  });

  it("creates the profile, then reads it back", async () => {
    const user = await newUser();
    const created = await createBusinessProfile(user.id, VALID);
    expect(created).toMatchObject(VALID);
    expect(created).not.toHaveProperty("userId");
    expect(typeof created.createdAt).toBe("string");
    expect(await hasBusinessProfile(user.id)).toBe(true);
    expect(await getBusinessProfileForUser(user.id)).toEqual(created);
  });

  it("refuses invalid input without writing anything", async () => {
    const user = await newUser();
    const error = await createBusinessProfile(user.id, { ...VALID, businessName: "R" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZodError);
    expect(await db.businessProfile.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a second create is a CONFLICT and leaves the first profile as it was", async () => {
    const user = await newUser();
    const first = await createBusinessProfile(user.id, VALID);
    const error = await createBusinessProfile(user.id, { ...VALID, businessName: "Another name" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "CONFLICT", status: 409, message: "You already have a brand profile. Edit it on the Brand Profile page instead." });
    expect(await db.businessProfile.count({ where: { userId: user.id } })).toBe(1);
    expect(await getBusinessProfileForUser(user.id)).toEqual(first);
  });

  it("creates exactly one profile when several creates race", async () => {
    const user = await newUser();
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => createBusinessProfile(user.id, { ...VALID, businessName: `Race ${i}` })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected")) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "CONFLICT" });
    expect(await db.businessProfile.count({ where: { userId: user.id } })).toBe(1);
  });

  it("updates the user's own profile", async () => {
    const user = await newUser();
    const created = await createBusinessProfile(user.id, VALID);
    const changed = { ...VALID, businessName: "Rosa's Bakery & Café", industry: "other", painPoints: "Queues at lunchtime" };
    const updated = await updateBusinessProfile(user.id, changed);
    expect(updated).toMatchObject(changed);
    expect(updated.id).toBe(created.id);
    expect(await getBusinessProfileForUser(user.id)).toEqual(updated);
  });

  it("keeps the brand's time zone: UTC until one is chosen, and an edit that leaves it out keeps it", async () => {
    const user = await newUser();
    expect((await createBusinessProfile(user.id, VALID)).timeZone).toBe("UTC");
    expect((await updateBusinessProfile(user.id, { ...VALID, timeZone: "America/New_York" })).timeZone).toBe("America/New_York");
    expect((await updateBusinessProfile(user.id, { ...VALID, businessName: "Rosa's" })).timeZone).toBe("America/New_York");
    const lisbon = await newUser();
    expect((await createBusinessProfile(lisbon.id, { ...VALID, timeZone: "Europe/Lisbon" })).timeZone).toBe("Europe/Lisbon");
  });

  it("updating without a profile is BUSINESS_NOT_FOUND and creates nothing", async () => {
    const user = await newUser();
    await expect(updateBusinessProfile(user.id, VALID)).rejects.toMatchObject({ code: "BUSINESS_NOT_FOUND", status: 404 });
    expect(await db.businessProfile.count({ where: { userId: user.id } })).toBe(0);
  });

  it("an invalid update changes nothing", async () => {
    const user = await newUser();
    const created = await createBusinessProfile(user.id, VALID);
    await expect(updateBusinessProfile(user.id, { ...VALID, description: "short" })).rejects.toBeInstanceOf(ZodError);
    expect(await getBusinessProfileForUser(user.id)).toEqual(created);
  });

  it("keeps each user's profile to that user", async () => {
    const owner = await newUser();
    const other = await newUser();
    const ownersProfile = await createBusinessProfile(owner.id, VALID);
    await expect(getBusinessProfileForUser(other.id)).rejects.toMatchObject({ code: "BUSINESS_NOT_FOUND" });
    await expect(updateBusinessProfile(other.id, { ...VALID, businessName: "Hijacked" })).rejects.toMatchObject({ code: "BUSINESS_NOT_FOUND" });
    await createBusinessProfile(other.id, { ...VALID, businessName: "Other shop", userId: owner.id });
    expect(await getBusinessProfileForUser(owner.id)).toEqual(ownersProfile);
    expect((await getBusinessProfileForUser(other.id)).businessName).toBe("Other shop");
  });
});

describe("the brand's country and region (whose public holidays a plan marks)", () => {
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as AppError,
    );

  it("keeps a known country and region, clears the region with a new country, and keeps both when an edit leaves them out", async () => {
    const user = await newUser();
    expect(await createBusinessProfile(user.id, { ...VALID, country: "US", region: "NY" })).toMatchObject({ country: "US", region: "NY" });
    expect(await updateBusinessProfile(user.id, VALID)).toMatchObject({ country: "US", region: "NY" });
    expect(await updateBusinessProfile(user.id, { ...VALID, country: "PT" })).toMatchObject({ country: "PT", region: null });
    expect(await updateBusinessProfile(user.id, { ...VALID, country: null })).toMatchObject({ country: null, region: null });
  });

  it("refuses a country the holiday calendar doesn't know, a region not of the country, and a region on its own, naming the field", async () => {
    const user = await newUser();
    expect(await refusal(createBusinessProfile(user.id, { ...VALID, country: "XX" }))).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { fieldErrors: { country: ["Please choose a country from the list"] } },
    });
    expect(await refusal(createBusinessProfile(user.id, { ...VALID, country: "PT", region: "NY" }))).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { fieldErrors: { region: [expect.any(String)] } },
    });
    expect(await refusal(createBusinessProfile(user.id, { ...VALID, region: "NY" }))).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(businessProfileSchema.safeParse({ ...VALID, country: "pt" }).success).toBe(false);
    expect(await hasBusinessProfile(user.id)).toBe(false);
  });
});
