// Turns a Facebook failure during connect or page authorization into a reply the user can act on.
import "server-only";
import { AppError } from "@/lib/api/errors";
import { FacebookError } from "@/lib/channels/facebook";

export async function withFacebookErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof FacebookError)) throw error;
    console.warn(`[social] Facebook ${error.kind}: ${error.message}`, error.details);
    if (error.kind === "retryable" || error.kind === "unknown") {
      throw new AppError("SERVICE_UNAVAILABLE", "Facebook isn't answering right now. Please try again in a moment.");
    }
    throw new AppError("BAD_REQUEST", `Facebook refused the connection: ${error.message}`);
  }
}
