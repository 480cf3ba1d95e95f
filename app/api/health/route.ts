// GET /api/health – liveness plus a database round trip.
import { ok } from "@/lib/api/envelope";
import { apiHandler } from "@/lib/api/handler";
import { db } from "@/lib/db";

export const dynamic = "force-dynamic";

export const GET = apiHandler(async () => {
  await db.$queryRaw`SELECT 1`;
  return ok({ status: "up" });
});
