// Secrets at rest (Facebook tokens): AES-256-GCM with ENCRYPTION_KEY, a random 96-bit IV per value
// and the 128-bit auth tag, so a value cannot be read or altered without the key.
// Format: "v1.<iv>.<tag>.<ciphertext>" (base64url). The version prefix lets a later key or
// algorithm be introduced without guessing how old values were written.
import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class DecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DecryptionError";
  }
}

function keyFrom(base64Key: string): Buffer {
  const key = Buffer.from(base64Key, "base64");
  if (key.length !== 32) throw new Error("ENCRYPTION_KEY must be 32 bytes encoded as base64.");
  return key;
}

export function encrypt(plaintext: string, base64Key: string = env.ENCRYPTION_KEY): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(base64Key), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ciphertext.toString("base64url")].join(".");
}

export function decrypt(value: string, base64Key: string = env.ENCRYPTION_KEY): string {
  const [version, iv, tag, ciphertext, ...rest] = value.split(".");
  if (version !== VERSION || rest.length > 0 || iv === undefined || tag === undefined || ciphertext === undefined) {
    throw new DecryptionError("Unknown encrypted value format.");
  }
  const ivBytes = Buffer.from(iv, "base64url");
  const tagBytes = Buffer.from(tag, "base64url");
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new DecryptionError("Malformed encrypted value.");
  const decipher = createDecipheriv("aes-256-gcm", keyFrom(base64Key), ivBytes);
  decipher.setAuthTag(tagBytes);
  try {
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new DecryptionError("The encrypted value was altered or the key is wrong.");
  }
}
