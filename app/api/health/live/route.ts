// GET /api/health/live – liveness without touching the database (also the benchmarks' framework floor).
import { ok } from "@/lib/api/envelope";

export const dynamic = "force-dynamic";

export function GET() {
  return ok({ status: "up" });
}
