import type { AttributeMap, TargetRule } from "@/lib/channels/documents";
import type { Op } from "@/lib/channels/schemas";

// The attribute-map editor's rows (ordered, as the map keeps its order) and
// the attributeMap object they stand for.
export type MapRow = { target: string; from: string; op: Op; value: string; maxLength: string; separator: string; unit: string; currency: string; required: boolean };

export const EMPTY_ROW: MapRow = { target: "", from: "name", op: "copy", value: "", maxLength: "", separator: "", unit: "", currency: "", required: false };

export const SOURCES = ["name", "description", "sku", "tags", "categoryName", "images", "images[0]", "parentSku", "axes"] as const;

export const OP_HELP: Record<Op, string> = {
  copy: "Copy the source as it is.",
  constant: "Always this value; the source is ignored.",
  default: "The source, or this value when the source is empty.",
  number: "The source as a number; anything else skips the product.",
  lowercase: "The source in lower case.",
  uppercase: "The source in upper case.",
  truncate: "The source cut to a maximum length.",
  join: "A list joined into text.",
  convert: "A measurement converted to this unit, as a number.",
  label: "A select option's label in the channel's locale.",
  price: "The price in this currency, in major units (12.99).",
};

export function rowsOf(map: AttributeMap): MapRow[] {
  return Object.entries(map).map(([target, rule]) => ({
    target,
    from: rule.from ?? "",
    op: rule.op,
    value: rule.value === undefined ? "" : typeof rule.value === "string" ? rule.value : JSON.stringify(rule.value),
    maxLength: rule.maxLength?.toString() ?? "",
    separator: rule.separator ?? "",
    unit: rule.unit ?? "",
    currency: rule.currency ?? "",
    required: rule.required,
  }));
}

export function mapOf(rows: MapRow[]): AttributeMap {
  const map: AttributeMap = {};
  for (const row of rows) {
    const rule: TargetRule = { op: row.op, required: row.required };
    if (row.op !== "constant" && row.from) rule.from = row.from;
    if ((row.op === "constant" || row.op === "default") && row.value !== "") rule.value = row.value;
    if (row.op === "truncate" && row.maxLength !== "") rule.maxLength = Number(row.maxLength);
    if (row.op === "join" && row.separator !== "") rule.separator = row.separator;
    if (row.op === "convert" && row.unit !== "") rule.unit = row.unit;
    if (row.op === "price" && row.currency !== "") rule.currency = row.currency.trim().toUpperCase();
    map[row.target.trim()] = rule;
  }
  return map;
}
