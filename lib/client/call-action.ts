"use client";
// Calls a server action from the browser. An action that cannot be reached (offline, server error,
// a deployment in between) rejects instead of answering; that becomes a failed result like any other.
import type { ActionResult } from "@/lib/api/action-result";

export async function callAction<T>(action: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await action();
  } catch (error) {
    console.error("[action] failed to run", error);
    return { ok: false, code: "INTERNAL_ERROR", message: "We couldn't reach Postloom. Please try again.", fieldErrors: {} };
  }
}
