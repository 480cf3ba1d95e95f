// GET/POST/PUT /api/business called as Next calls them, signed in through tests/support/session.ts (the session
// cookie's reader faked, its session a real open row).
import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { actAs } from "../support/session";

const { GET, POST, PUT } = await import("@/app/api/business/route");

const VALID = {
  businessName: "Northside Physio",
  industry: "health",
  description: "Sports physiotherapy and rehab for runners and weekend athletes.",
  targetAudience: "Amateur runners aged 25 to 55",
  painPoints: "Recurring knee pain; long waits for appointments",
};

const context = { params: Promise.resolve({}) };

function call(handler: typeof GET, method: string, body?: unknown) {
  const init: RequestInit = { method, headers: { "Content-Type": "application/json" } };
  if (body !== undefined) init.body = typeof body === "string" ? body : JSON.stringify(body);
  return handler(new Request("http://localhost/api/business", init), context);
}

async function reply(response: Response | Promise<Response>) {
  const r = await response;
  return { status: r.status, body: await r.json() };
}

async function signInAsNewUser() {
  const user = await db.user.create({ data: { email: `api-${randomUUID()}@example.test`, emailVerified: new Date() } });
  actAs(user);
  return user;
}

beforeEach(() => {
  actAs(null);
});

describe("without a session", () => {
  it.each([
    ["GET", GET],
    ["POST", POST],
    ["PUT", PUT],
  ] as const)("%s answers 401 UNAUTHORIZED in the envelope", async (method, handler) => {
    expect(await reply(call(handler, method, method === "GET" ? undefined : VALID))).toEqual({
      status: 401,
      body: { statusCode: "UNAUTHORIZED", message: "Please sign in to continue.", object: null },
    });
  });
});

describe("GET /api/business", () => {
  it("answers 404 BUSINESS_NOT_FOUND when the user has no profile", async () => {
    await signInAsNewUser();
    const { status, body } = await reply(call(GET, "GET"));
    expect(status).toBe(404);
    expect(body).toMatchObject({ statusCode: "BUSINESS_NOT_FOUND", object: null });
  });

  it("returns the profile in object", async () => {
    await signInAsNewUser();
    await call(POST, "POST", VALID);
    const { status, body } = await reply(call(GET, "GET"));
    expect(status).toBe(200);
    expect(body.statusCode).toBe("OK");
    expect(body.object).toMatchObject(VALID);
    expect(body.object).not.toHaveProperty("userId");
  });
});

describe("POST /api/business", () => {
  it("creates the profile and answers 201 with it", async () => {
    const user = await signInAsNewUser();
    const { status, body } = await reply(call(POST, "POST", { ...VALID, businessName: "  Northside Physio " }));
    expect(status).toBe(201);
    expect(body).toMatchObject({ statusCode: "OK", message: "Brand profile created successfully!", object: VALID });
    expect(await db.businessProfile.count({ where: { userId: user.id } })).toBe(1);
  });

  it("a second POST answers 409 CONFLICT and never creates a duplicate", async () => {
    const user = await signInAsNewUser();
    await call(POST, "POST", VALID);
    const { status, body } = await reply(call(POST, "POST", { ...VALID, businessName: "Second" }));
    expect(status).toBe(409);
    expect(body).toEqual({
      statusCode: "CONFLICT",
      message: "You already have a brand profile. Edit it on the Brand Profile page instead.",
      object: null,
    });
    expect(await db.businessProfile.count({ where: { userId: user.id } })).toBe(1);
    expect((await reply(call(GET, "GET"))).body.object.businessName).toBe(VALID.businessName);
  });

  it("parallel POSTs create one profile; the rest are 409", async () => {
    const user = await signInAsNewUser();
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => call(POST, "POST", VALID)))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    expect(await db.businessProfile.count({ where: { userId: user.id } })).toBe(1);
  });

  it("an empty body answers 422 with every field's message", async () => {
    await signInAsNewUser();
    const { status, body } = await reply(call(POST, "POST", {}));
    expect(status).toBe(422);
    expect(body.statusCode).toBe("VALIDATION_ERROR");
    expect(body.object.fieldErrors).toEqual({
      businessName: ["Business name must be at least 2 characters"],
      industry: ["Please select an industry"],
      description: ["Please provide a detailed description"],
      targetAudience: ["Please describe your target audience"],
      painPoints: ["Please describe your audience's pain points"],
    });
  });

  it.each([
    ["businessName", "A", "Business name must be at least 2 characters"],
    ["businessName", "A".repeat(101), "Business name must be at most 100 characters"],
    ["industry", "agriculture", "Please select an industry"],
    ["description", "Too short", "Please provide a detailed description"],
    ["description", "x".repeat(2001), "Description must be at most 2000 characters"],
    ["targetAudience", " ", "Please describe your target audience"],
    ["targetAudience", "x".repeat(2001), "Target audience must be at most 2000 characters"],
    ["painPoints", "", "Please describe your audience's pain points"],
    ["painPoints", "x".repeat(2001), "Pain points must be at most 2000 characters"],
  ])("%s = %j answers 422 '%s' and creates nothing", async (field, value, message) => {
    const user = await signInAsNewUser();
    const { status, body } = await reply(call(POST, "POST", { ...VALID, [field]: value }));
    expect(status).toBe(422);
    expect(body).toEqual({ statusCode: "VALIDATION_ERROR", message, object: { fieldErrors: { [field]: [message] } } });
    expect(await db.businessProfile.count({ where: { userId: user.id } })).toBe(0);
  });

  it("malformed JSON answers 400 BAD_REQUEST", async () => {
    await signInAsNewUser();
    expect(await reply(call(POST, "POST", "{ not json"))).toEqual({
      status: 400,
      body: { statusCode: "BAD_REQUEST", message: "The request body must be valid JSON.", object: null },
    });
  });

  it("a JSON body that is not an object answers 422, not 500", async () => {
    await signInAsNewUser();
    expect((await call(POST, "POST", "[1,2]")).status).toBe(422);
    expect((await call(POST, "POST", "null")).status).toBe(422);
  });
});

describe("PUT /api/business", () => {
  it("updates the profile and answers with it", async () => {
    await signInAsNewUser();
    await call(POST, "POST", VALID);
    const changed = { ...VALID, businessName: "Northside Physio & Pilates", industry: "other" };
    const { status, body } = await reply(call(PUT, "PUT", changed));
    expect(status).toBe(200);
    expect(body).toMatchObject({ statusCode: "OK", message: "Brand profile updated successfully!", object: changed });
    expect((await reply(call(GET, "GET"))).body.object).toMatchObject(changed);
  });

  it("answers 404 BUSINESS_NOT_FOUND when there is no profile to update", async () => {
    await signInAsNewUser();
    const { status, body } = await reply(call(PUT, "PUT", VALID));
    expect(status).toBe(404);
    expect(body.statusCode).toBe("BUSINESS_NOT_FOUND");
  });

  it("refuses invalid input with 422 and keeps the saved profile", async () => {
    await signInAsNewUser();
    await call(POST, "POST", VALID);
    const { status, body } = await reply(call(PUT, "PUT", { ...VALID, industry: "" }));
    expect(status).toBe(422);
    expect(body.object.fieldErrors).toEqual({ industry: ["Please select an industry"] });
    expect((await reply(call(GET, "GET"))).body.object).toMatchObject(VALID);
  });

  it("malformed JSON answers 400", async () => {
    await signInAsNewUser();
    await call(POST, "POST", VALID);
    expect((await call(PUT, "PUT", "{")).status).toBe(400);
  });
});

describe("ownership", () => {
  it("one user can neither read nor change another's profile", async () => {
    const owner = await signInAsNewUser();
    const created = (await reply(call(POST, "POST", VALID))).body.object;

    await signInAsNewUser();
    expect((await reply(call(GET, "GET"))).body.statusCode).toBe("BUSINESS_NOT_FOUND");
    expect((await reply(call(PUT, "PUT", { ...VALID, businessName: "Taken over" }))).status).toBe(404);
    // A smuggled owner id is ignored: the new profile is the caller's own.
    expect((await call(POST, "POST", { ...VALID, businessName: "Mine", userId: owner.id, id: created.id })).status).toBe(201);

    const ownersRow = await db.businessProfile.findUniqueOrThrow({ where: { userId: owner.id } });
    expect(ownersRow.businessName).toBe(VALID.businessName);
    expect(ownersRow.id).toBe(created.id);
  });
});
