// Where a plan's posts go once approved: connections of the user's, by id, or their default ones.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { CONNECTION_NOT_FOUND } from "@/lib/social/platforms";

/** The user's connections among `ids` (those disconnected since are left out), or their default ones. */
export function planConnections(userId: string, ids: readonly number[] | "defaults") {
  return db.socialConnection.findMany({
    where: { userId, ...(ids === "defaults" ? { isDefault: true } : { id: { in: [...ids] } }) },
    select: { id: true, platform: true, accountName: true },
    orderBy: [{ platform: "asc" }, { id: "asc" }],
  });
}

/** Where a new plan's posts go: the connections named (each the user's), or the default page or account of each platform. */
export async function planTargets(userId: string, ids: readonly number[]) {
  const connections = await planConnections(userId, ids.length ? ids : "defaults");
  if (connections.length < ids.length) throw new AppError("NOT_FOUND", CONNECTION_NOT_FOUND);
  return connections;
}
