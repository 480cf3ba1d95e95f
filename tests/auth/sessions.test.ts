// Server-side sessions: signing in opens one (its id rides in the cookie), and a session that has ended is
// refused by auth() and by Auth.js's own session reads, so a copy of the cookie is worthless after sign-out.
import { randomUUID } from "node:crypto";
import type { JWT } from "next-auth/jwt";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { authConfig } from "@/lib/auth/auth-config";
import { AppError } from "@/lib/api/errors";
import { getAccountOverview } from "@/lib/auth/get-account-overview";
import { sessionScope, type ReadScope } from "@/lib/sessions/read-scope";
import { endSession, endSessionsOf, isSessionLive, startSession } from "@/lib/sessions/sessions";
import { getSubscriptionDetails } from "@/lib/billing/get-subscription-details";
import { getBusinessProfileForUser } from "@/lib/business/get-business-profile-for-user";
import { listCalendarJson } from "@/lib/calendar/list-calendar";
import { exportInsightsCsv } from "@/lib/insights/export-insights";
import { getBestTimes } from "@/lib/insights/get-best-times";
import { getInsights } from "@/lib/insights/get-insights";
import { listPostingSlots } from "@/lib/calendar/list-posting-slots";
import { upcomingSlots } from "@/lib/calendar/upcoming-slots";
import { db } from "@/lib/db";
import { listEmailPreferences } from "@/lib/notifications/email-preferences";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { listPlans } from "@/lib/planning/load-plan";
import { getPostForUser } from "@/lib/posts/get-post-for-user";
import { getPostStatsJson } from "@/lib/posts/get-post-stats";
import { listPostsJson, listRecentPostsForUser } from "@/lib/posts/list-posts";
import { listPostsQueryFrom } from "@/lib/posts/schemas/list";
import { getSocialConnections } from "@/lib/social/get-social-connections";
import { getVoice } from "@/lib/voice/get-voice";
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

  it("every signed-in read checks the session in its own statement: it answers an open session only, and 401 otherwise", async () => {
    const [user, other] = await Promise.all([newUser(), newUser()]);
    const sid = await startSession(user.id);
    const month = { from: new Date("2026-12-01T00:00:00Z"), to: new Date("2027-01-01T00:00:00Z") };
    const week = { from: new Date("2026-12-07T00:00:00Z"), to: new Date("2026-12-14T00:00:00Z") };
    // Each GET route's read (lib/auth/with-user.ts: withUserRead), under a scope.
    const reads: Record<string, (scope: ReadScope) => Promise<unknown>> = {
      "the calendar's month": (scope) => listCalendarJson(scope, month, "first of each day"),
      "the calendar's week": (scope) => listCalendarJson(scope, week, "every post"),
      "the queue": (scope) => upcomingSlots(scope, new Date(), 7),
      "posting slots": (scope) => listPostingSlots(scope),
      "a page of posts": (scope) => listPostsJson(scope, listPostsQueryFrom(new URLSearchParams())),
      "recent posts": (scope) => listRecentPostsForUser(scope),
      "post stats": (scope) => getPostStatsJson(scope),
      "the account": (scope) => getAccountOverview(scope),
      "email preferences": (scope) => listEmailPreferences(scope),
      notifications: (scope) => listNotifications(scope),
      plans: (scope) => listPlans(scope),
      connections: (scope) => getSocialConnections(scope),
      "the subscription": (scope) => getSubscriptionDetails(scope),
      "the voice": (scope) => getVoice(scope),
      insights: (scope) => getInsights(scope, { from: "2026-11-01", to: "2026-11-28", channels: ["FACEBOOK"] }),
      "the best times": (scope) => getBestTimes(scope),
      "the insights export": (scope) => exportInsightsCsv(scope, { from: "2026-11-01", to: "2026-11-28", channels: ["FACEBOOK"] }),
    };
    const outcome = (read: Promise<unknown>) =>
      read.then(
        () => "answered",
        (error: unknown) => (error instanceof AppError ? error.code : String(error)),
      );
    const all = async (scope: ReadScope) =>
      Object.fromEntries(await Promise.all(Object.entries(reads).map(async ([name, read]) => [name, await outcome(read(scope))])));
    const answered = Object.fromEntries(Object.keys(reads).map((name) => [name, "answered"]));
    const refused = Object.fromEntries(Object.keys(reads).map((name) => [name, "UNAUTHORIZED"]));
    expect(await all(sessionScope(sid, user.id))).toEqual(answered);
    // A brand profile and a post, read the same way; another user's session id opens nothing.
    expect(await outcome(getBusinessProfileForUser(sessionScope(sid, user.id)))).toBe("BUSINESS_NOT_FOUND");
    expect(await outcome(getPostForUser(sessionScope(sid, user.id), 1))).toBe("NOT_FOUND");
    expect(await all(sessionScope(sid, other.id))).toEqual(refused);
    await endSession(sid);
    expect(await all(sessionScope(sid, user.id))).toEqual(refused);
    expect(await outcome(getBusinessProfileForUser(sessionScope(sid, user.id)))).toBe("UNAUTHORIZED");
    expect(await outcome(getPostForUser(sessionScope(sid, user.id), 1))).toBe("UNAUTHORIZED");
    // Background work reads a user as they are.
    expect(await outcome(listPostingSlots(user.id))).toBe("answered");
  });
});
