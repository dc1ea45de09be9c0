// An error answer of /api/v1 in the API's error shape, thrown by the client so
// every query and mutation sees the same thing.
export type ErrorDetail = { path: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly requestId: string | null,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }

  // The message of the field at path, for a form to show beside it.
  fieldError(path: string): string | undefined {
    return this.details.find((d) => d.path === path)?.message;
  }
}

type ErrorBody = { error?: { code?: unknown; message?: unknown; requestId?: unknown; details?: unknown } };

export async function apiErrorOf(res: Response): Promise<ApiError> {
  const requestId = res.headers.get("x-request-id");
  const body = (await res.json().catch(() => ({}))) as ErrorBody;
  const e = body.error ?? {};
  return new ApiError(
    res.status,
    typeof e.code === "string" ? e.code : "HTTP_" + res.status,
    typeof e.message === "string" ? e.message : `The server answered ${res.status}.`,
    typeof e.requestId === "string" ? e.requestId : requestId,
    Array.isArray(e.details) ? (e.details as ErrorDetail[]) : [],
  );
}

export function messageOf(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof Error) return err.message;
  return "Something went wrong.";
}

// A failure in one line for places that show text, with the request id the
// message is about, so "quote the request id" always has one to quote.
export function describeError(err: unknown): string {
  const message = messageOf(err);
  return err instanceof ApiError && err.requestId ? `${message} (request id ${err.requestId})` : message;
}
