// The thin adapter every route handler goes through: it catches and converts errors.
import "server-only";
import { unstable_rethrow } from "next/navigation";
import { toErrorResponse } from "./envelope";
import { AppError } from "./errors";

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

/** next/navigation's notFound(), as the sandbox entry points use it. */
const isNotFound = (error: unknown) => (error as { digest?: unknown } | null)?.digest === "NEXT_HTTP_ERROR_FALLBACK;404";

export function apiHandler<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (isNotFound(error)) return toErrorResponse(new AppError("NOT_FOUND"));
      // Next's own control flow (a redirect) is Next's to answer.
      unstable_rethrow(error);
      return toErrorResponse(error);
    }
  };
}
