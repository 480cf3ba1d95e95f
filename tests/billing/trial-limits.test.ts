// Free trials cannot be farmed, per client and per address: at most TRIALS_PER_CLIENT_PER_DAY trials a day from
// one client (the one the account signed up from; IPv6 by its /64), none for a disposable-mail address, and an
// account without one knows why. The day's ceiling on credits is tests/billing/trial-ceiling.test.ts.
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// A small limit keeps the loops short; set before lib/env.ts first reads process.env.
vi.hoisted(() => {
  process.env.TRIALS_PER_CLIENT_PER_DAY = "3";
});
// next-auth's entry needs Next's bundler to load; the error classes it re-exports are @auth/core's own.
vi.mock("next-auth", async () => {
  const { AuthError, CredentialsSignin } = await import("@auth/core/errors");
  return { AuthError, CredentialsSignin };
});

const { POST: signUpRoute } = await import("@/app/api/account/sign-up/route");
const { GET: verifyRoute } = await import("@/app/api/account/verify/route");
const { assertActiveSubscription } = await import("@/lib/billing/entitlement");
const { trialCredits } = await import("@/lib/credits/credit-costs");
const { getSubscriptionDetails } = await import("@/lib/billing/get-subscription-details");
const { startTrial } = await import("@/lib/billing/trial");
const { getCreditBalance } = await import("@/lib/credits/ledger");
const { db } = await import("@/lib/db");
const { env } = await import("@/lib/env");
const { warmUpDatabase } = await import("../support/users");

let warn: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  await warmUpDatabase();
});
afterEach(() => warn.mockClear());

const email = (prefix = "owner", domain = "example.test") => `${prefix}-${randomUUID().slice(0, 8)}@${domain}`;
/** A client of its own for each caller, so no test shares another's count. */
let clients = 0;
const client = () => `198.51.100.${++clients}`;
const newUser = async (address = email()) => ({ id: (await db.user.create({ data: { email: address } })).id, email: address });
/** Days of their own, each later than the one before (a day's allowances start afresh on the next). */
let days = 0;
const nextDay = () => new Date(Date.UTC(2025, 0, 1 + 2 * days++, 9, 30));
const trial = () => trialCredits(env.IMAGE_CREDIT_COST);

async function refusal(userId: string) {
  return assertActiveSubscription(userId).then(
    () => null,
    (error: Error) => error.message,
  );
}

describe("per client", () => {
  it("at most 3 trials a day: the fourth account gets none, is told why, and the operator's log says so", async () => {
    const [from, day] = [client(), nextDay()];
    const users = await Promise.all([1, 2, 3, 4].map(() => newUser()));
    const decisions = [];
    for (const user of users) decisions.push(await startTrial(user.id, user.email, from, day));
    expect(decisions).toEqual(["STARTED", "STARTED", "STARTED", "CLIENT_LIMIT"]);

    const fourth = users[3]!;
    expect(await getCreditBalance(fourth.id)).toBe(0);
    expect(await getSubscriptionDetails(fourth.id)).toMatchObject({ trialEndsAt: null, trialHold: "CLIENT_LIMIT", creditAmount: 0 });
    expect(await refusal(fourth.id)).toBe(
      "We give only a few free trials a day to one internet connection, and yours has had today's. Choose a plan to start writing and publishing posts.",
    );
    expect(warn).toHaveBeenCalledWith(`[trial] client ${from} has had its 3 trials today (TRIALS_PER_CLIENT_PER_DAY): user ${fourth.id} gets none`);
    // Decided once: asking again that day, or another, changes nothing.
    expect(await startTrial(fourth.id, fourth.email, client(), nextDay())).toBeNull();
    expect(await getCreditBalance(fourth.id)).toBe(0);
  });

  it("counts the day: the next day the same client has its 3 again", async () => {
    const [from, day] = [client(), nextDay()];
    for (let i = 0; i < 3; i++) {
      const user = await newUser();
      expect(await startTrial(user.id, user.email, from, day)).toBe("STARTED");
    }
    const late = await newUser();
    expect(await startTrial(late.id, late.email, from, new Date(day.getTime() + 60_000))).toBe("CLIENT_LIMIT");
    const tomorrow = await newUser();
    expect(await startTrial(tomorrow.id, tomorrow.email, from, new Date(day.getTime() + 24 * 60 * 60 * 1000))).toBe("STARTED");
  });

  it("a refused account leaves its mailbox's trial untaken: an account of it from elsewhere may have it", async () => {
    const [from, day] = [client(), nextDay()];
    for (let i = 0; i < 3; i++) {
      const user = await newUser();
      await startTrial(user.id, user.email, from, day);
    }
    const refused = await newUser();
    expect(await startTrial(refused.id, refused.email, from, day)).toBe("CLIENT_LIMIT");
    await db.user.delete({ where: { id: refused.id } });
    const again = await newUser(refused.email.replace("@", "+again@"));
    expect(await startTrial(again.id, again.email, client(), day)).toBe("STARTED");
  });

  it("holds when confirmations from one client race: of 8 at once, exactly 3 start", async () => {
    const [from, day] = [client(), nextDay()];
    const users = await Promise.all(Array.from({ length: 8 }, () => newUser()));
    const decisions = await Promise.all(users.map((user) => startTrial(user.id, user.email, from, day)));
    expect(decisions.filter((d) => d === "STARTED")).toHaveLength(3);
    expect(decisions.filter((d) => d === "CLIENT_LIMIT")).toHaveLength(5);
    const granted = await db.creditLedger.aggregate({ where: { userId: { in: users.map((u) => u.id) }, reference: "trial" }, _sum: { delta: true } });
    expect(granted._sum.delta).toBe(3 * trial());
  });

  it("a mailbox that had its trial, or a disposable address, takes none of the client's 3", async () => {
    const [from, day] = [client(), nextDay()];
    const first = await newUser();
    expect(await startTrial(first.id, first.email, from, day)).toBe("STARTED");
    const tagged = await newUser(first.email.replace("@", "+shop@"));
    expect(await startTrial(tagged.id, tagged.email, from, day)).toBe("MAILBOX_USED");
    const throwaway = await newUser(email("owner", "mailinator.com"));
    expect(await startTrial(throwaway.id, throwaway.email, from, day)).toBe("DISPOSABLE_ADDRESS");
    for (let i = 0; i < 2; i++) {
      const user = await newUser();
      expect(await startTrial(user.id, user.email, from, day)).toBe("STARTED");
    }
  });
});

describe("through the routes: the client is the one the account signed up from, an IPv6 one by its /64", () => {
  async function signUpFrom(address: string, from: string) {
    const request = new Request("http://localhost:3000/api/account/sign-up", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({ email: address, password: "a-good-password" }),
    });
    expect((await signUpRoute(request, { params: Promise.resolve({}) })).status).toBe(201);
  }

  /** Follows the link in the account's mail, from `from` (a mail scanner, say). */
  async function confirmFrom(address: string, from: string) {
    const mail = await db.sandboxMail.findFirstOrThrow({ where: { to: address }, orderBy: { id: "desc" } });
    const link = mail.text.match(/https?:\/\/\S+\/api\/account\/verify\?\S+/)![0];
    const response = await verifyRoute(new Request(link, { headers: { "x-forwarded-for": from } }));
    expect(new URL(response.headers.get("location")!).searchParams.get("verified")).toBe("verified");
    return (await db.user.findUniqueOrThrow({ where: { email: address }, select: { id: true } })).id;
  }

  it("four addresses of one /64 get 3 trials, another /64 gets its own, and who follows the link does not matter", async () => {
    const network = `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;
    const addresses = [1, 2, 3, 4].map(() => email("v6"));
    for (const [i, address] of addresses.entries()) await signUpFrom(address, `${network}:${i}:${i}:${i}:${i + 1}`);
    const other = email("v6-other");
    await signUpFrom(other, `2001:db8:${randomUUID().slice(0, 4)}::1`);

    // Each link followed by the same mail scanner, which is no one's client.
    const scanner = "203.0.113.250";
    const details = [];
    for (const address of [...addresses, other]) details.push(await getSubscriptionDetails(await confirmFrom(address, scanner)));
    expect(details.map((d) => d.trialHold ?? (d.trialEndsAt ? "STARTED" : null))).toEqual(["STARTED", "STARTED", "STARTED", "CLIENT_LIMIT", "STARTED"]);
    expect(details.map((d) => d.creditAmount)).toEqual([trial(), trial(), trial(), 0, trial()]);
  });
});

describe("disposable addresses", () => {
  it("get an account but no trial, and are told so", async () => {
    for (const address of [email("owner", "mailinator.com"), email("owner", "YopMail.com"), email("owner", "inbox.guerrillamail.com")]) {
      const user = await newUser(address.toLowerCase());
      expect(await startTrial(user.id, address, client(), nextDay())).toBe("DISPOSABLE_ADDRESS");
      expect(await getCreditBalance(user.id)).toBe(0);
      expect(await getSubscriptionDetails(user.id)).toMatchObject({ trialHold: "DISPOSABLE_ADDRESS", trialEndsAt: null });
      expect(await refusal(user.id)).toBe("Free trials aren't available for disposable email addresses. Choose a plan to start writing and publishing posts.");
    }
  });

  it("an ordinary address is not taken for one", async () => {
    const user = await newUser(email("owner", "gmail.com"));
    expect(await startTrial(user.id, user.email, client(), nextDay())).toBe("STARTED");
  });
});

describe("the same mailbox", () => {
  it("a second sign-up with a '+tag' is told the trial is once per mailbox", async () => {
    const first = await newUser();
    expect(await startTrial(first.id, first.email, client(), nextDay())).toBe("STARTED");
    const tagged = await newUser(first.email.replace("@", "+shop@"));
    expect(await startTrial(tagged.id, tagged.email, client(), nextDay())).toBe("MAILBOX_USED");
    expect(await getSubscriptionDetails(tagged.id)).toMatchObject({ trialHold: "MAILBOX_USED", creditAmount: 0 });
    expect(await refusal(tagged.id)).toBe("The free trial is once per mailbox, and this one has had it. Choose a plan to start writing and publishing posts.");
  });
});
