// One error type for every domain, one code → HTTP status table. Shared by server and client.

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  NO_ACTIVE_SUBSCRIPTION: 402,
  INSUFFICIENT_CREDIT_AMOUNT: 402,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  BUSINESS_NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_ERROR: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  BAD_REQUEST: "The request could not be read.",
  UNAUTHORIZED: "Please sign in to continue.",
  INVALID_CREDENTIALS: "Invalid email or password.",
  NO_ACTIVE_SUBSCRIPTION: "You need an active subscription to use this feature",
  INSUFFICIENT_CREDIT_AMOUNT: "Insufficient Credit Amount",
  FORBIDDEN: "You are not allowed to do that.",
  EMAIL_NOT_VERIFIED: "Please verify your email before signing in",
  NOT_FOUND: "We couldn't find that.",
  BUSINESS_NOT_FOUND: "No brand profile found.",
  CONFLICT: "That conflicts with what is already saved.",
  PAYLOAD_TOO_LARGE: "The request is too large.",
  UNSUPPORTED_MEDIA_TYPE: "The request body must be JSON.",
  VALIDATION_ERROR: "Please check the highlighted fields.",
  RATE_LIMITED: "Too many attempts. Please wait a few minutes and try again.",
  INTERNAL_ERROR: "Something went wrong on our side. Please try again.",
  SERVICE_UNAVAILABLE: "A service we depend on is not answering. Please try again shortly.",
};

export class AppError<T = unknown> extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_MESSAGES[code],
    readonly details?: T,
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && value in ERROR_STATUS;
}
