// Turns a billing failure into the reply the user sees: the integration's message, with the status its kind calls for.
import "server-only";
import { AppError, type ErrorCode } from "@/lib/api/errors";
import { BillingError, type BillingErrorKind } from "@/lib/integrations/billing";

const CODES: Record<BillingErrorKind, ErrorCode> = { unavailable: "SERVICE_UNAVAILABLE", "not-found": "NOT_FOUND", conflict: "CONFLICT" };

export async function withBillingErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof BillingError)) throw error;
    throw new AppError(CODES[error.kind], error.message);
  }
}
