import type { ZodError } from "zod";
import type { ErrorDetail } from "./errors";

// A zod failure as the API's `details[]`: one entry per issue, the path
// dotted, an unknown key named as its own path.
export function zodDetails(err: ZodError): ErrorDetail[] {
  return err.issues.flatMap((issue) => {
    const base = issue.path.map(String);
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ path: [...base, key].join("."), message: "Unknown field." }));
    }
    return [{ path: base.join("."), message: issue.message }];
  });
}
