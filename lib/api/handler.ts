// The thin adapter every route handler goes through: it catches and converts errors.
import { toErrorResponse } from "./envelope";

type Handler<C> = (request: Request, context: C) => Promise<Response> | Response;

export function apiHandler<C = unknown>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}
