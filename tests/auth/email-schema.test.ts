// The email address rule every form and route shares: what mail servers would refuse is refused as invalid,
// before an account is made for an address no mail can reach (a 254-character address once made sign-up fail).
import { describe, expect, it } from "vitest";
import { emailSchema } from "@/lib/auth/schemas";

const errorsOf = (email: string) => emailSchema.safeParse(email).error?.issues.map((issue) => issue.message) ?? [];

describe("emailSchema", () => {
  it("takes a local part of up to 64 characters and domain labels of up to 63, as RFC 5321 allows", () => {
    expect(emailSchema.parse(` ${"a".repeat(64)}@${"b".repeat(63)}.example `)).toBe(`${"a".repeat(64)}@${"b".repeat(63)}.example`);
    expect(errorsOf(`${"a".repeat(65)}@example.test`)).toEqual(["Please enter a valid email address"]);
    expect(errorsOf(`owner@${"b".repeat(64)}.example`)).toEqual(["Please enter a valid email address"]);
    expect(errorsOf(`${"a".repeat(241)}@example.test`)).toEqual(["Please enter a valid email address"]);
    expect(errorsOf(`${"a".repeat(250)}@example.test`)).toEqual(["Email is too long"]);
  });
});
