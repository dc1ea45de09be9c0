// Domain errors carry the API's code; lib/http/error-response.ts maps
// them to status and body in one place.
export type ErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "SANDBOX_READONLY"
  | "PLAN_LIMIT_REACHED"
  | "NOT_FOUND"
  | "CONFLICT"
  | "INVALID_STATE"
  | "PAYLOAD_TOO_LARGE"
  | "VALIDATION_FAILED"
  | "RATE_LIMITED"
  | "METHOD_NOT_ALLOWED"
  | "HEADERS_TOO_LARGE"
  | "INTERNAL";

export const STATUS_OF: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  SANDBOX_READONLY: 403,
  PLAN_LIMIT_REACHED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_STATE: 409,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  METHOD_NOT_ALLOWED: 405,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
};

// What a 500 says: never the cause, only where to look.
export const INTERNAL_MESSAGE = "Something went wrong. Quote the request id to support.";

export type ErrorDetail = { path: string; message: string };

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers?: Record<string, string>,
    // Only for the one code reused at another status (below).
    readonly statusOverride?: number,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return this.statusOverride ?? STATUS_OF[this.code];
  }
}

// A service this request needs (the payment provider) cannot be reached: 503
// with Retry-After. The API's codes have none for this, so the code stays
// INTERNAL (a server-side failure the client did not cause) and the message
// says what is wrong instead of asking to quote the request id.
export const dependencyUnavailable = (message: string, retryAfterSeconds = 30) =>
  new AppError("INTERNAL", message, undefined, { "Retry-After": String(retryAfterSeconds) }, 503);

export const badRequest = (message: string) => new AppError("BAD_REQUEST", message);
export const unauthenticated = (message = "Authentication required.") =>
  new AppError("UNAUTHENTICATED", message);
export const forbidden = (message = "You are not allowed to do this.") => new AppError("FORBIDDEN", message);
export const notFound = (what = "Resource") => new AppError("NOT_FOUND", `${what} not found.`);
export const conflict = (message: string) => new AppError("CONFLICT", message);
export const invalidState = (message: string) => new AppError("INVALID_STATE", message);
export const validationFailed = (details: ErrorDetail[], message = "The request is not valid.") =>
  new AppError("VALIDATION_FAILED", message, details);
