// Email verification links: single-use, stored hashed, valid for 24 hours.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { startTrial } from "@/lib/billing/trial";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { sendMail } from "@/lib/integrations/mail";
import { verificationMail } from "@/lib/integrations/mail/account-mails";

const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export async function sendVerificationMail(email: string) {
  const token = randomBytes(32).toString("base64url");
  await db.$transaction([
    // A fresh mail replaces older links for the same address.
    db.verificationToken.deleteMany({ where: { identifier: email } }),
    db.verificationToken.create({
      data: { identifier: email, token: hash(token), expires: new Date(Date.now() + TOKEN_TTL_MS) },
    }),
  ]);
  const link = `${env.APP_URL}/api/account/verify?${new URLSearchParams({ email, token })}`;
  await sendMail(await verificationMail(email, link));
}

export type VerifyResult = "verified" | "invalid" | "expired";

/** Consumes a link: the token row is deleted as it is read, so a link works only once. `client` is who followed it. */
export async function verifyEmailToken(email: string, token: string, client: string): Promise<VerifyResult> {
  const [row] = await db.$queryRaw<{ expires: Date }[]>`
    DELETE FROM "VerificationToken" WHERE "identifier" = ${email} AND "token" = ${hash(token)} RETURNING "expires"`;
  if (!row) return "invalid";
  if (new Date(row.expires).getTime() < Date.now()) return "expired";
  await db.user.updateMany({ where: { email, emailVerified: null }, data: { emailVerified: new Date() } });
  // A proven address starts the free trial (once per person: see trial.ts).
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (user) await startTrial(user.id, email, client);
  return "verified";
}
