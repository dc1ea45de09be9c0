// JSON merge patch (RFC 7386) for one level of keys, as PATCH applies it to
// attributes and to localized: null removes a key, a value replaces it.
export function mergePatch<T>(target: Record<string, T>, patch: Record<string, T | null>): Record<string, T> {
  const out: Record<string, T> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = value;
  }
  return out;
}
