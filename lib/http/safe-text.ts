import type { ErrorDetail } from "../core/errors";

// How deep a JSON body may nest. Nothing in the API nests past a handful of
// levels; a deeper value is refused before any code recurses into it.
export const MAX_JSON_DEPTH = 32;

// NUL cannot be stored in PostgreSQL text, and a lone UTF-16 surrogate has no
// UTF-8 form (jsonb refuses its escape): both are refused at the door, for
// every route and every field, instead of failing deep in a query.
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(text: string): boolean {
  return UNSAFE.test(text);
}

// Field errors for every string (keys included) holding NUL or a lone
// surrogate, and for nesting past MAX_JSON_DEPTH. Iterative, so a hostile
// depth cannot overflow the stack. Paths are written as zod's are.
export function unsafeTextDetails(value: unknown, maxDetails = 20): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0 && details.length < maxDetails) {
    const { value: v, path } = stack.pop()!;
    if (typeof v === "string") {
      if (isUnsafeText(v)) details.push({ path: path.join("."), message: "Text may not contain NUL characters or unpaired surrogates." });
      continue;
    }
    if (typeof v !== "object" || v === null) continue;
    if (path.length >= MAX_JSON_DEPTH) {
      details.push({ path: path.join("."), message: `Nested deeper than ${MAX_JSON_DEPTH} levels.` });
      continue;
    }
    for (const [key, child] of Object.entries(v)) {
      if (isUnsafeText(key)) {
        details.push({ path: [...path, "(key)"].join("."), message: "Field names may not contain NUL characters or unpaired surrogates." });
        continue;
      }
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return details;
}
