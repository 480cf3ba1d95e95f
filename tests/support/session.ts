// Route-handler tests act as a signed-in user by mocking the session reader (lib/auth's `auth`).
import { vi } from "vitest";
import { db } from "@/lib/db";

export const session: { user: { id: string; email: string; verified: boolean } | null } = { user: null };

vi.mock("@/lib/auth", () => ({
  auth: async () => (session.user ? { user: session.user, expires: new Date(Date.now() + 3600_000).toISOString() } : null),
}));

export async function createUser(prefix = "user") {
  const email = `${prefix}-${crypto.randomUUID()}@example.test`;
  return db.user.create({ data: { email, emailVerified: new Date() }, select: { id: true, email: true } });
}

export function actAs(user: { id: string; email: string } | null) {
  session.user = user ? { ...user, verified: true } : null;
}

export function call(url: string, init?: RequestInit) {
  return new Request(new URL(url, "http://localhost:3000"), init);
}

export const noParams = { params: Promise.resolve({}) };
