// One user's queue changes one at a time: "Add to queue" reads which slots are free and fills one, and a
// second add in between would pick the same slot. Both (and a change of the slots) first lock the user's
// row, which every user has (a brand profile may not exist yet). FOR NO KEY UPDATE, not FOR UPDATE: rows
// that reference the user (a new post) take a key-share lock on it and go on unhindered.
import "server-only";
import { AppError } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";

export async function lockQueueForUser(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "User" WHERE "id" = ${userId} FOR NO KEY UPDATE`;
  if (rows.length === 0) throw new AppError("UNAUTHORIZED");
}
