import { validationFailed } from "../../core/errors";
import { linearRegExp } from "../../core/linear-regex";

// A pattern is saved only when it can be checked in linear time (see
// lib/core/linear-regex.ts), so no value written later can stall a request.
export function assertLinearPattern(validation: { pattern?: string } | undefined): void {
  const pattern = validation?.pattern;
  if (pattern === undefined || linearRegExp(pattern)) return;
  throw validationFailed([
    { path: "validation.pattern", message: "This pattern cannot be checked in linear time: leave out back-references, lookbehind and \\p{...} classes." },
  ]);
}
