// The values that look like signing secrets in a text: a literal given to a
// name ending in SECRET (AUTH_SECRET, SOAK_SECRET, secret), any whsec_ token,
// and any quoted literal with "secret" in it. Shared by the generator of the
// published list (from git history) and the test that checks the tree.
const ASSIGNED = /\b[A-Za-z_]*(?:SECRET|secret)["']?\s*[:=]\s*["'`]([^"'`\s]{1,200})["'`]/g;
const WEBHOOK = /\bwhsec_[A-Za-z0-9_-]*/g;
const QUOTED = /["'`]([A-Za-z0-9_.-]*secret[A-Za-z0-9_.-]*)["'`]/g;

export function secretCandidates(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(ASSIGNED)) found.add(m[1]!);
  for (const m of text.matchAll(WEBHOOK)) found.add(m[0]);
  for (const m of text.matchAll(QUOTED)) found.add(m[1]!);
  // Template parts (`${...}`) are computed at run time, not published.
  for (const value of found) if (value.includes("${")) found.delete(value);
  return found;
}
