// What one op of an attribute map makes of its source: a value (with a
// warning to record) or the reason the transform failed.
export type OpResult = { ok: true; value: unknown; warning?: string } | { ok: false; error: string };
