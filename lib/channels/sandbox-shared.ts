// What the sandbox channels share: the authorization codes a sandbox consent page hands to its callback (valid
// 10 minutes, as the real ones are, good for the Postloom user who consented only, and once; kept hashed with the
// verification tokens), their posts' images, and the made-up engagement of a sandbox post.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { Platform } from "@/lib/generated/prisma/client";
import { isoWeekdayOf } from "@/lib/time/calendar-day";
import { DEFAULT_TIME_ZONE, wallTimeOf } from "@/lib/time/zoned-time";

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

/** A sandbox post as its engagement is made up from: its id, its text and when it went out. */
export type SandboxPostFacts = { id: number; text: string; createdAt: Date };

const HOUR_MS = 3_600_000;
/** How an audience answers by weekday (Monday first) and by hour, in the brand's zone: busy mornings and evenings. */
const BY_WEEKDAY = [0.9, 1.25, 1.1, 1.2, 1.0, 0.8, 0.75];
const byHour = (hour: number) => 0.45 + 0.7 * Math.exp(-((hour - 8.5) ** 2) / 4) + 0.55 * Math.exp(-((hour - 18.5) ** 2) / 5);
/** How the kind of post lands, as its text gives it away: tips and questions draw people in, plain offers less. */
function byKind(text: string) {
  if (/\btips?\b|\bhow to\b/i.test(text)) return 1.7;
  if (text.includes("?")) return 1.3;
  if (/% off|\boffer\b|\bdeal\b|\bdiscount\b|\bsale\b/i.test(text)) return 0.75;
  return 1;
}

/**
 * Made-up but true-to-life engagement of a sandbox post, the same for the same post at the same time, so a sandbox
 * feed and Insights look alive without pretending to be random: it grows over the post's first week (most of it
 * on its first day) and then stays, and it varies by the weekday and hour it went out in the brand's time zone and
 * by its kind. Each sandbox reports the figures its real channel reports.
 */
export function sandboxEngagement(post: SandboxPostFacts, now: Date, timeZone: string) {
  const seed = (post.id * 2654435761) >>> 0;
  const ageHours = Math.min(Math.max(now.getTime() - post.createdAt.getTime(), 0), 7 * 24 * HOUR_MS) / HOUR_MS;
  const grown = 1 - Math.exp(-ageHours / 14);
  const wall = wallTimeOf(post.createdAt, timeZone);
  const hour = Number(wall.time.slice(0, 2));
  const audience = (90 + (seed % 160)) * BY_WEEKDAY[isoWeekdayOf(wall.date) - 1]! * byHour(hour);
  const reach = Math.round(audience * grown);
  const reactions = Math.round(reach * (0.05 + ((seed >>> 8) % 6) / 100) * byKind(post.text));
  return {
    reach,
    views: Math.round(reach * 1.4),
    reactions,
    comments: Math.round(reactions * (0.12 + ((seed >>> 12) % 5) / 100)),
    shares: Math.round(reactions * (0.06 + ((seed >>> 16) % 4) / 100)),
    saves: Math.round(reactions * 0.1),
    clicks: Math.round(reach * 0.03),
  };
}

/**
 * Made-up followers of a sandbox page or account: a few hundred to start with, a few more each day, and a few more
 * for each post it carries.
 */
export function sandboxFollowers(accountId: string, posts: number, now: Date) {
  const seed = [...accountId].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 7);
  const days = Math.max(0, Math.floor((now.getTime() - Date.UTC(2026, 0, 1)) / (24 * HOUR_MS)));
  return 200 + (seed % 800) + Math.floor((days * (1 + (seed % 3))) / 2) + 3 * posts;
}

/** The brand's time zone of a sandbox post's owner, for its engagement. */
export async function sandboxTimeZone(userId: string): Promise<string> {
  const profile = await db.businessProfile.findUnique({ where: { userId }, select: { timeZone: true } });
  return profile?.timeZone ?? DEFAULT_TIME_ZONE;
}
