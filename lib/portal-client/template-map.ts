import type { AttributeMap } from "@/lib/channels/documents";
import type { Op } from "@/lib/channels/schemas";
import type { AttributeDocument, ChannelTemplate, PresetDocument, TemplateTarget } from "./api-types";
import { attributeLabel } from "./attribute-search";
import { EMPTY_ROW, mapOf, rowsOf, type MapRow } from "./attribute-map";

// The map of a channel made from a retailer template (docs/syndication.md):
// one row per target of the template, in its order, each with a source
// picked by name from a list (the product's fields, the dictionary's
// attributes by label, images, rendition presets by name) and the ways of
// shaping it that make sense for that target and that source. Pure.

export type SourceChoice = { value: string; label: string };
export type SourceGroup = { label: string; choices: SourceChoice[] };

// The source list's value for "a fixed value" (the constant op), which reads no source.
export const FIXED_VALUE = "=fixed";

const PRODUCT_FIELDS: SourceChoice[] = [
  { value: "name", label: "Name" },
  { value: "description", label: "Description" },
  { value: "sku", label: "SKU" },
  { value: "tags", label: "Tags" },
  { value: "categoryName", label: "Category" },
  { value: "parentSku", label: "Model's SKU (variants)" },
  { value: "axes", label: "Variant axes" },
];

const IMAGES: SourceChoice[] = [
  { value: "images", label: "All images" },
  { value: "images[0]", label: "First image" },
  { value: "images[1]", label: "Second image" },
  { value: "images[2]", label: "Third image" },
];

export function sourceGroups(attributes: readonly AttributeDocument[], presets: readonly Pick<PresetDocument, "id" | "name">[], locale: string): SourceGroup[] {
  const byLabel = [...attributes].sort((a, b) => attributeLabel(a, locale).localeCompare(attributeLabel(b, locale)));
  const groups: SourceGroup[] = [
    { label: "Product", choices: PRODUCT_FIELDS },
    { label: "Attributes", choices: byLabel.map((a) => ({ value: `attributes.${a.code}`, label: attributeLabel(a, locale) })) },
    { label: "Images", choices: IMAGES },
    { label: "Renditions of the first image", choices: presets.map((p) => ({ value: `rendition:${p.id}`, label: p.name })) },
  ];
  return groups.filter((g) => g.choices.length > 0);
}

// A source the list does not offer (a map written through the API) is
// still shown, by what it says.
export function sourceLabel(groups: readonly SourceGroup[], value: string): string | null {
  for (const group of groups) for (const choice of group.choices) if (choice.value === value) return choice.label;
  return null;
}

export const attributeOf = (attributes: readonly AttributeDocument[], from: string) => (from.startsWith("attributes.") ? attributes.find((a) => a.code === from.slice(11)) : undefined);

const LIST_SOURCES = ["tags", "images", "axes"];

// The ways to shape a source for a target, "as it is" first.
export function opChoices(target: TemplateTarget, attribute: AttributeDocument | undefined, from: string): { op: Op; label: string }[] {
  const choices: { op: Op; label: string }[] = [{ op: "copy", label: "As it is" }];
  if (attribute?.type === "price") choices.push({ op: "price", label: "Price in" });
  if (attribute?.type === "select" || attribute?.type === "multiselect") choices.push({ op: "label", label: "Option's label" });
  if (attribute?.type === "metric") choices.push({ op: "convert", label: "Converted to a unit" });
  const isList = LIST_SOURCES.includes(from) || attribute?.type === "multiselect";
  if (isList && target.type !== "list") choices.push({ op: "join", label: "Joined into one text" });
  if (target.maxLength !== undefined) choices.push({ op: "truncate", label: `Cut to ${target.maxLength.toLocaleString("en-GB")} characters` });
  if (target.type === "number") choices.push({ op: "number", label: "As a number" });
  if (target.type === "enum" || target.type === "text") choices.push({ op: "lowercase", label: "In lower case" });
  choices.push({ op: "default", label: "With a fixed value when empty" });
  return choices;
}

// The way a newly picked source is shaped: a price attribute in a currency,
// an option's label for a text target (an enum target takes the option's
// code, which is what its allowed values are), a text cut to the target's
// maximum length.
export function suggestedRow(row: MapRow, target: TemplateTarget, attribute: AttributeDocument | undefined, from: string, currency: string): MapRow {
  const next: MapRow = { ...row, from, value: "", maxLength: "", separator: "", unit: "" };
  if (from === FIXED_VALUE) return { ...next, from: "", op: "constant", value: target.allowedValues?.[0] ?? "" };
  if (from === "") return { ...next, op: "copy" };
  if (attribute?.type === "price") return { ...next, op: "price", currency: row.currency || currency };
  if ((attribute?.type === "select" || attribute?.type === "multiselect") && target.type === "text") return { ...next, op: "label" };
  if (target.maxLength !== undefined && (target.type === "text" || from === "name" || from === "description")) {
    return { ...next, op: "truncate", maxLength: String(target.maxLength) };
  }
  return { ...next, op: "copy" };
}

// What the source list shows for a row.
export const sourceValueOf = (row: MapRow) => (row.op === "constant" ? FIXED_VALUE : row.from);

// One row per target of the template, in its order; a target the map
// leaves out is a row with no source.
export function templateRowsOf(template: Pick<ChannelTemplate, "targets">, map: AttributeMap | null | undefined): MapRow[] {
  const mapped = new Map(rowsOf(map ?? {}).map((row) => [row.target, row]));
  return template.targets.map((t) => ({ ...EMPTY_ROW, from: "", ...mapped.get(t.name), target: t.name, required: t.required }));
}

// The map of the rows that say something: a target with no source is left
// out (the template's own rules still check a required one).
export function templateMapOf(rows: readonly MapRow[]): AttributeMap {
  return mapOf(rows.filter((row) => (row.op === "constant" ? row.value !== "" : row.from !== "")));
}

// A target's rules in words, for its row.
export function targetRules(target: TemplateTarget): string[] {
  const rules: string[] = [target.required ? "Required" : "Optional", TYPE_WORDS[target.type]];
  if (target.maxLength !== undefined) rules.push(`at most ${target.maxLength.toLocaleString("en-GB")} characters`);
  if (target.maxItems !== undefined) rules.push(`at most ${target.maxItems.toLocaleString("en-GB")} ${target.itemType === "url" ? "links" : "items"}`);
  if (target.allowedValues?.length) rules.push(`one of ${target.allowedValues.join(", ")}`);
  return rules;
}

const TYPE_WORDS: Record<TemplateTarget["type"], string> = {
  text: "text",
  number: "a number",
  url: "an http(s) link",
  price: 'a price such as "15.00 EUR"',
  gtin: "a GTIN with its check digit",
  enum: "a listed value",
  list: "a list",
};
