import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decrypt, DecryptionError, encrypt } from "@/lib/crypto/encryption";
import { createSignedToken, readSignedToken } from "@/lib/crypto/signed-token";

const key = randomBytes(32).toString("base64");

describe("token encryption (AES-256-GCM)", () => {
  it("round-trips, with a versioned format and a fresh IV each time", () => {
    const token = "EAAG-page-token-éß-🙂";
    const a = encrypt(token, key);
    const b = encrypt(token, key);
    expect(a).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(token);
    expect(decrypt(a, key)).toBe(token);
    expect(decrypt(b, key)).toBe(token);
  });

  it("refuses a tampered value, a wrong key and an unknown format", () => {
    const value = encrypt("secret", key);
    const [v, iv, tag, data] = value.split(".");
    const flipped = Buffer.from(data!, "base64url");
    flipped[0]! ^= 1;
    expect(() => decrypt([v, iv, tag, flipped.toString("base64url")].join("."), key)).toThrow(DecryptionError);
    expect(() => decrypt(value, randomBytes(32).toString("base64"))).toThrow(DecryptionError);
    expect(() => decrypt(`v2.${iv}.${tag}.${data}`, key)).toThrow("Unknown encrypted value format.");
    expect(() => decrypt("plain-token", key)).toThrow(DecryptionError);
  });

  it("uses ENCRYPTION_KEY by default", () => {
    expect(decrypt(encrypt("with the app key"))).toBe("with the app key");
  });
});

describe("signed tokens", () => {
  const secret = "test-secret";
  it("reads back what it signed, only for the same purpose and before expiry", () => {
    const token = createSignedToken("state", { userId: "u1" }, 60_000, secret, 1_000);
    expect(readSignedToken("state", token, secret, 2_000)).toEqual({ userId: "u1" });
    expect(readSignedToken("other", token, secret, 2_000)).toBeNull();
    expect(readSignedToken("state", token, "another-secret", 2_000)).toBeNull();
    expect(readSignedToken("state", token, secret, 61_001)).toBeNull();
  });

  it("refuses a payload changed after signing", () => {
    const token = createSignedToken("state", { userId: "u1" }, 60_000, secret);
    const [, signature] = token.split(".");
    const forged = `${Buffer.from(JSON.stringify({ p: { userId: "u2" }, exp: Date.now() + 60_000 })).toString("base64url")}.${signature}`;
    expect(readSignedToken("state", forged, secret)).toBeNull();
    expect(readSignedToken("state", "garbage", secret)).toBeNull();
  });
});
