// What the sandbox channels share: the authorization codes a sandbox consent page hands to its callback (valid
// 10 minutes, as the real ones are, good for the Postloom user who consented only, and once; kept hashed with the
// verification tokens), their posts' images, and the made-up engagement of a sandbox post.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { Platform } from "@/lib/generated/prisma/client";

const CODE_TTL_MS = 10 * 60 * 1000;
const codeKey = (login: string, userId: string) => `sandbox-${login}-code:${userId}`;
const hash = (code: string) => createHash("sha256").update(code).digest("hex");

/** A fresh code of the sandbox `login` ("facebook", "linkedin") for this user. */
export async function createSandboxCode(login: string, userId: string): Promise<string> {
  const code = randomBytes(24).toString("base64url");
  const identifier = codeKey(login, userId);
  await db.$transaction([
    db.verificationToken.deleteMany({ where: { identifier, expires: { lt: new Date() } } }),
    db.verificationToken.create({ data: { identifier, token: hash(code), expires: new Date(Date.now() + CODE_TTL_MS) } }),
  ]);
  return code;
}

/** Uses up a code if it is this user's and still fresh (deleted as it is read: a code works once). */
export async function takeSandboxCode(login: string, code: string, userId: string): Promise<boolean> {
  const [row] = await db.$queryRaw<{ expires: Date }[]>`
    DELETE FROM "VerificationToken" WHERE "identifier" = ${codeKey(login, userId)} AND "token" = ${hash(code)} RETURNING "expires"`;
  return Boolean(row) && new Date(row!.expires).getTime() > Date.now();
}

/** An image of one of the user's sandbox posts on `platform`: its `position`th (from 0). */
export async function sandboxChannelImage(userId: string, platform: Platform, postId: number, position: number) {
  return db.sandboxChannelImage.findFirst({ where: { postId, position, post: { userId, platform } }, select: { data: true, contentType: true } });
}

/** Made-up but stable engagement figures, so a sandbox feed looks alive without pretending to be random. */
export function sandboxEngagement(id: number) {
  const seed = (id * 2654435761) >>> 0;
  return { reactions: 3 + (seed % 97), comments: (seed >>> 8) % 23, shares: (seed >>> 16) % 11 };
}
