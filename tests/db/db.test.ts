import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";

describe("db", () => {
  afterAll(async () => {
    await db.$disconnect();
  });

  it("uses the database the test setup chose", () => {
    if (process.env.TEST_DATABASE_URL) {
      expect(process.env.DATABASE_URL).toMatch(/\/postloom_test_[0-9a-f]+(\?|$)/);
    } else {
      expect(process.env.DATABASE_URL).toBeUndefined();
      expect(process.env.DATA_DIR).toBe("memory://");
    }
  });

  it("creates and reads a User, omitting passwordHash by default", async () => {
    const email = `user-${randomUUID()}@example.com`;
    const created = await db.user.create({
      data: { email, name: "Ada", passwordHash: "secret-hash" },
    });
    expect(created.email).toBe(email);
    expect(created).not.toHaveProperty("passwordHash");

    const found = await db.user.findUnique({ where: { email } });
    expect(found).toMatchObject({ id: created.id, email, name: "Ada" });
    expect(found).not.toHaveProperty("passwordHash");
    // @ts-expect-error passwordHash is omitted from the type too
    expect(found?.passwordHash).toBeUndefined();

    const withSecret = await db.user.findUnique({ where: { email }, omit: { passwordHash: false } });
    expect(withSecret?.passwordHash).toBe("secret-hash");
  });

  it("cascades Account deletes and enforces the unique email", async () => {
    const email = `user-${randomUUID()}@example.com`;
    const user = await db.user.create({
      data: {
        email,
        accounts: { create: { type: "oidc", provider: "test", providerAccountId: randomUUID() } },
      },
      include: { accounts: true },
    });
    expect(user.accounts).toHaveLength(1);

    await expect(db.user.create({ data: { email } })).rejects.toMatchObject({ code: "P2002" });

    await db.user.delete({ where: { id: user.id } });
    expect(await db.account.count({ where: { userId: user.id } })).toBe(0);
  });
});
