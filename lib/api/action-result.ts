// The reply of every server action: the envelope's content as a plain value, since actions cannot answer
// with a Response. Expected failures (validation, conflicts, no session) come back as data, not throws.
import "server-only";
import { unstable_rethrow } from "next/navigation";
import { describeError, type FieldErrors } from "./envelope";
import type { ErrorCode } from "./errors";

export type ActionResult<T> = { ok: true; object: T } | { ok: false; code: ErrorCode; message: string; fieldErrors: FieldErrors };

export async function actionResult<T>(run: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, object: await run() };
  } catch (error) {
    unstable_rethrow(error);
    const { code, message, object } = describeError(error);
    const fieldErrors = (object as { fieldErrors?: FieldErrors } | null)?.fieldErrors ?? {};
    return { ok: false, code, message, fieldErrors };
  }
}
