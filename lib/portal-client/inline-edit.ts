import type { AttributeDocument } from "./api-types";
import { valueOf } from "./typed-values";

// What a grid cell may edit in place, and the PATCH a typed text makes: the
// name, and attributes whose value fits one input (text, GTIN, number,
// select, yes/no). Other types open in the editor.
export type InlineKind = "text" | "number" | "select" | "boolean";

export function inlineKindOf(attribute: AttributeDocument | undefined): InlineKind | null {
  switch (attribute?.type) {
    case "text":
    case "gtin":
      return "text";
    case "number":
      return "number";
    case "select":
      return "select";
    case "boolean":
      return "boolean";
    default:
      return null;
  }
}

// The text an input shows for a stored value.
export function inputTextOf(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : String(value);
}

export type InlinePatch = { ok: true; body: { name: string } | { attributes: Record<string, unknown> }; path: string } | { ok: false; message: string };

// The PATCH body for a cell's typed text; an emptied attribute clears it, an
// emptied name is refused before it is sent.
export function inlinePatchOf(column: { field: "name" } | { code: string; kind: InlineKind }, text: string): InlinePatch {
  if ("field" in column) {
    return text.trim() ? { ok: true, body: { name: text.trim() }, path: "name" } : { ok: false, message: "A product needs a name." };
  }
  const path = `attributes.${column.code}`;
  let value: unknown;
  if (column.kind === "number") {
    const converted = valueOf({ kind: "number", text });
    if (!converted.ok) return { ok: false, message: converted.message };
    value = converted.value;
  } else if (column.kind === "boolean") {
    value = text === "" ? null : text === "true";
  } else {
    value = text.trim() === "" ? null : text;
  }
  return { ok: true, body: { attributes: { [column.code]: value } }, path };
}
