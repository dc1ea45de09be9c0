import type { AttributeDocument } from "../documents";

// What value validation needs to know of a dictionary entry; pure, so the
// same rules run in the API, in bulk and in the benchmark.
export type AttributeDefinition = Pick<AttributeDocument, "code" | "type" | "localizable" | "unit" | "options" | "validation">;

// The organisation's dictionary, loaded once per request or bulk call.
export type Dictionary = { strict: boolean; byCode: ReadonlyMap<string, AttributeDefinition> };

export const RESERVED_CODES: readonly string[] = ["name", "description", "sku", "tags", "status", "category"];
// The types a family's variant axis may have (docs/api.md, "Attributes"): a
// variant is told apart from its siblings by its axis values, so an axis has
// a small, comparable set of values.
export const AXIS_TYPES: readonly AttributeDocument["type"][] = ["select", "boolean", "metric"];
export const ATTRIBUTE_CODE = /^[a-z][a-z0-9_]{0,99}$/;
export const DEFAULT_MAX_LENGTH = { text: 255, textarea: 65_535 } as const;
