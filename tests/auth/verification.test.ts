// Verification links (issue 3): single-use, and refused as expired once older than 24 hours, both in the
// service and through GET /api/account/verify, the address the mail links to.
import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/account/verify/route";
import { sendVerificationMail, verifyEmailToken } from "@/lib/auth/verification";
import { db } from "@/lib/db";
import { warmUpDatabase } from "../support/users";

const HOUR = 60 * 60 * 1000;
/** Who follows the links. */
const CLIENT = "203.0.113.20";

beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  await warmUpDatabase();
});

afterEach(() => {
  vi.useRealTimers();
});

/** An unverified account, as sign-up leaves it. */
async function unverifiedUser() {
  const email = `verify-${randomUUID()}@example.test`;
  await db.user.create({ data: { email, passwordHash: "scrypt$not-checked-here" } });
  return email;
}

/** Sends the mail and reads the token back out of the link in it (the sandbox outbox keeps the mail). */
async function mailLink(email: string) {
  await sendVerificationMail(email);
  const mail = await db.sandboxMail.findFirstOrThrow({ where: { to: email }, orderBy: { id: "desc" } });
  const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
  expect(link.pathname).toBe("/api/account/verify");
  expect(link.searchParams.get("email")).toBe(email);
  return { link, token: link.searchParams.get("token")! };
}

const verifiedAt = async (email: string) => (await db.user.findUniqueOrThrow({ where: { email }, select: { emailVerified: true } })).emailVerified;

/** Only Date is faked: the database driver keeps its real timers. */
function setClock(time: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: time });
}

async function follow(link: URL) {
  const response = await GET(new Request(link));
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location")!);
}

describe("verification links", () => {
  it("verify the address once; the same link is refused after that", async () => {
    const email = await unverifiedUser();
    const { token } = await mailLink(email);

    expect(await verifyEmailToken(email, token, CLIENT)).toBe("verified");
    const first = await verifiedAt(email);
    expect(first).toBeInstanceOf(Date);

    expect(await verifyEmailToken(email, token, CLIENT)).toBe("invalid");
    expect(await verifiedAt(email)).toEqual(first);
    expect(await db.verificationToken.count({ where: { identifier: email } })).toBe(0);
  });

  it("still work just before 24 hours", async () => {
    const start = Date.now();
    setClock(start);
    const email = await unverifiedUser();
    const { token } = await mailLink(email);

    setClock(start + 24 * HOUR - 60_000);
    expect(await verifyEmailToken(email, token, CLIENT)).toBe("verified");
  });

  it("are refused as expired after 24 hours, leave the address unverified, and are used up", async () => {
    const start = Date.now();
    setClock(start);
    const email = await unverifiedUser();
    const { token } = await mailLink(email);

    setClock(start + 24 * HOUR + 1_000);
    expect(await verifyEmailToken(email, token, CLIENT)).toBe("expired");
    expect(await verifiedAt(email)).toBeNull();
    expect(await verifyEmailToken(email, token, CLIENT)).toBe("invalid");
    expect(await verifiedAt(email)).toBeNull();
  });

  it("are replaced by a newer mail's link", async () => {
    const email = await unverifiedUser();
    const older = await mailLink(email);
    const newer = await mailLink(email);
    expect(newer.token).not.toBe(older.token);

    expect(await verifyEmailToken(email, older.token, CLIENT)).toBe("invalid");
    expect(await verifiedAt(email)).toBeNull();
    expect(await verifyEmailToken(email, newer.token, CLIENT)).toBe("verified");
  });

  it("only open the address they were sent to", async () => {
    const email = await unverifiedUser();
    const other = await unverifiedUser();
    const { token } = await mailLink(email);

    expect(await verifyEmailToken(other, token, CLIENT)).toBe("invalid");
    expect(await verifiedAt(other)).toBeNull();
  });
});

describe("GET /api/account/verify", () => {
  it("sends a used link back to /login as invalid", async () => {
    const email = await unverifiedUser();
    const { link } = await mailLink(email);

    const first = await follow(link);
    expect(first.pathname).toBe("/login");
    expect(first.searchParams.get("verified")).toBe("verified");
    expect(first.searchParams.get("email")).toBe(email);

    expect((await follow(link)).searchParams.get("verified")).toBe("invalid");
  });

  it("sends a link older than 24 hours back to /login as expired, with the address for a fresh one", async () => {
    const start = Date.now();
    setClock(start);
    const email = await unverifiedUser();
    const { link } = await mailLink(email);

    setClock(start + 25 * HOUR);
    const target = await follow(link);
    expect(target.searchParams.get("verified")).toBe("expired");
    expect(target.searchParams.get("email")).toBe(email);
    expect(await verifiedAt(email)).toBeNull();
  });
});
