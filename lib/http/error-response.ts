import { ZodError } from "zod";
import { log } from "../core/log";
import { AppError, INTERNAL_MESSAGE } from "../core/errors";
import { zodDetails } from "../core/zod-details";

type PrismaKnownError = { code: string; name: string };

function isPrismaKnown(err: unknown): err is PrismaKnownError {
  return typeof err === "object" && err !== null && (err as { name?: string }).name === "PrismaClientKnownRequestError";
}

// The one mapping from anything thrown to the API's error body.
// Unknown errors become a generic 500: no stack, no SQL.
export function toAppError(err: unknown, requestId: string): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return new AppError("VALIDATION_FAILED", "The request is not valid.", zodDetails(err));
  if (isPrismaKnown(err)) {
    if (err.code === "P2002") return new AppError("CONFLICT", "A record with these values already exists.");
    if (err.code === "P2025") return new AppError("NOT_FOUND", "Resource not found.");
  }
  log.error({ err, requestId }, "unhandled error");
  return new AppError("INTERNAL", INTERNAL_MESSAGE);
}

export function errorBody(err: AppError, requestId: string) {
  return {
    error: {
      code: err.code,
      message: err.message,
      requestId,
      ...(err.details ? { details: err.details } : {}),
    },
  };
}

export function errorResponse(err: AppError, requestId: string, headers: Headers): Response {
  if (err.code === "UNAUTHENTICATED") headers.set("WWW-Authenticate", "Bearer");
  for (const [name, value] of Object.entries(err.headers ?? {})) headers.set(name, value);
  headers.set("Content-Type", "application/json");
  return new Response(JSON.stringify(errorBody(err, requestId)), { status: err.status, headers });
}
