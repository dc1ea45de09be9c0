import type { ErrorDetail } from "./api-error";

// One message per form field, the first given for it; fieldOf names the
// field an error path (the API's details[].path, or zod's) belongs to.
export function fieldErrorsOf(details: readonly ErrorDetail[], fieldOf: (path: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of details) out[fieldOf(d.path)] ??= d.message;
  return out;
}
