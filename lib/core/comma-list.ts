// Query values that hold a list, comma-separated (?status=draft,active):
// items are trimmed, empty items dropped and repeats kept once.
export function splitList(value: string): string[] {
  return [...new Set(value.split(",").map((item) => item.trim()).filter((item) => item !== ""))];
}

// The pattern of such a value whose items each match `item` (a pattern with
// no anchors that never starts with a space or a comma), for the zod schema
// and so for the API's description. `none` also accepts a list of no items
// (",,"). Each run of separators ends where an item starts, so matching
// stays linear in the value's length whatever a client sends.
export function commaListPattern(item: string, { none = false } = {}): RegExp {
  const items = `(?:${item})(?:\\s*,[\\s,]*(?:${item}))*[\\s,]*`;
  return new RegExp(none ? `^[\\s,]*(?:${items})?$` : `^[\\s,]*${items}$`);
}

// The pattern of one of `values`, for commaListPattern.
export function oneOf(values: readonly string[]): string {
  return values.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
}
