// GET/POST/PUT /api/inngest – Inngest's endpoint for the scheduled-publishing functions (the SDK verifies signatures).
// Without Inngest keys the embedded worker schedules instead, and this endpoint says so.
import { serve } from "inngest/next";
import { fail } from "@/lib/api/envelope";
import { env } from "@/lib/env";
import { inngest } from "@/inngest/client";
import { functions } from "@/inngest/functions";

export const maxDuration = 60;

const handlers = serve({ client: inngest, functions });
type Handler = typeof handlers.GET;

const whenConfigured =
  (handler: Handler): Handler =>
  async (...args) =>
    env.modes.scheduler === "production"
      ? handler(...args)
      : fail("NOT_FOUND", "Scheduling runs inside the app: Inngest is not configured (INNGEST_EVENT_KEY, INNGEST_SIGNING_KEY).", 404);

export const GET = whenConfigured(handlers.GET);
export const POST = whenConfigured(handlers.POST);
export const PUT = whenConfigured(handlers.PUT);
