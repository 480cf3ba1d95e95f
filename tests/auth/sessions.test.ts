// Server-side sessions: signing in opens one (its id rides in the cookie), and a session that has ended is
// refused by auth() and by Auth.js's own session reads, so a copy of the cookie is worthless after sign-out.
import { randomUUID } from "node:crypto";
import type { JWT } from "next-auth/jwt";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { authConfig } from "@/lib/auth/auth-config";
import { endSession, endSessionsOf, isSessionLive, sessionOpen, startSession } from "@/lib/auth/sessions";
import { listCalendarJson } from "@/lib/calendar/list-calendar";
import { db } from "@/lib/db";
import { warmUpDatabase } from "../support/users";

vi.mock("next-auth", async () => {
  const { AuthError, CredentialsSignin } = await import("@auth/core/errors");
  return { AuthError, CredentialsSignin };
});

beforeAll(warmUpDatabase);

const newUser = () => db.user.create({ data: { email: `sessions-${randomUUID()}@example.test`, emailVerified: new Date() }, select: { id: true } });

type JwtCallback = (params: { token: JWT; user?: { id: string }; trigger?: string }) => Promise<JWT | null>;
const jwt = authConfig().callbacks!.jwt as unknown as JwtCallback;

describe("server-side sessions", () => {
  it("signing in opens a session whose id the cookie carries", async () => {
    const user = await newUser();
    const token = await jwt({ token: { sub: user.id }, user: { id: user.id }, trigger: "signIn" });
    expect(typeof token?.sid).toBe("string");
    expect(await isSessionLive(token!.sid as string, user.id)).toBe(true);
    // Reading the cookie again through Auth.js keeps it while the session is open...
    expect(await jwt({ token: token! })).toMatchObject({ sid: token!.sid });
    // ...and signs it out once the session has ended.
    await endSession(token!.sid as string);
    expect(await isSessionLive(token!.sid as string, user.id)).toBe(false);
    expect(await jwt({ token: token! })).toBeNull();
  });

  it("a session belongs to its user only, and a cookie without one is refused", async () => {
    const [owner, other] = await Promise.all([newUser(), newUser()]);
    const sid = await startSession(owner.id);
    expect(await isSessionLive(sid, other.id)).toBe(false);
    expect(await jwt({ token: { sub: owner.id, uid: owner.id } })).toBeNull();
  });

  it("ending all of a user's sessions can keep the one asking", async () => {
    const user = await newUser();
    const [here, phone, laptop] = await Promise.all([startSession(user.id), startSession(user.id), startSession(user.id)]);
    expect(await endSessionsOf(user.id, { keep: here })).toBe(2);
    expect(await Promise.all([here, phone, laptop].map((sid) => isSessionLive(sid, user.id)))).toEqual([true, false, false]);
    expect(await endSessionsOf(user.id)).toBe(1);
    expect(await isSessionLive(here, user.id)).toBe(false);
  });

  it("an expired session is not live", async () => {
    const user = await newUser();
    const sid = await startSession(user.id);
    await db.userSession.update({ where: { id: sid }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await isSessionLive(sid, user.id)).toBe(false);
  });

  it("a read that checks the session in its own statement (the calendar's) answers an open session only", async () => {
    const [user, other] = await Promise.all([newUser(), newUser()]);
    const sid = await startSession(user.id);
    const month = { from: new Date("2026-12-01T00:00:00Z"), to: new Date("2027-01-01T00:00:00Z") };
    const week = { from: new Date("2026-12-07T00:00:00Z"), to: new Date("2026-12-14T00:00:00Z") };
    const read = (owner: string) =>
      Promise.all([listCalendarJson(user.id, month, "first of each day", sessionOpen(sid, owner)), listCalendarJson(user.id, week, "every post", sessionOpen(sid, owner))]);
    const [monthReply, weekReply] = await read(user.id);
    expect(JSON.parse(monthReply!)).toMatchObject({ timeZone: "UTC", days: {}, posts: [] });
    expect(JSON.parse(weekReply!)).toMatchObject({ timeZone: "UTC", days: {}, posts: [] });
    expect(await read(other.id)).toEqual([null, null]);
    await endSession(sid);
    expect(await read(user.id)).toEqual([null, null]);
  });
});
