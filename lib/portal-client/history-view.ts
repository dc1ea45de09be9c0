import { ApiError } from "./api-error";

// How the product history reads in the portal: field paths, values, actors
// and sources in words (the API names them as data: `localized.fr.name`,
// `bulkAction`, `{kind: "apiKey"}`).

const TOP_LEVEL: Record<string, string> = {
  sku: "SKU",
  name: "Name",
  description: "Description",
  status: "Status",
  kind: "Kind",
  categoryId: "Category",
  familyCode: "Family",
  parentId: "Model",
  tags: "Tags",
  assets: "Images",
};

// "attributes.color" → "Attribute color", "localized.fr.name" → "Name (fr)",
// "localized.fr.attributes.care" → "Attribute care (fr)",
// "associations.spare-part" → "Associations spare-part".
export function fieldLabel(field: string): string {
  if (TOP_LEVEL[field]) return TOP_LEVEL[field];
  const [head, ...rest] = field.split(".");
  if (head === "attributes" && rest.length > 0) return `Attribute ${rest.join(".")}`;
  if (head === "associations" && rest.length > 0) return `Associations ${rest.join(".")}`;
  if (head === "localized" && rest.length >= 2) {
    const [locale, ...inner] = rest;
    return `${fieldLabel(inner.join("."))} (${locale})`;
  }
  return field;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

// A value as one readable line: lists joined, objects as compact JSON,
// nothing as a dash.
export function valueText(value: unknown): string {
  if (isEmpty(value)) return "—";
  if (Array.isArray(value)) return value.map((v) => (typeof v === "object" && v !== null ? JSON.stringify(v) : String(v))).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

export const SOURCE_LABELS = { api: "API", portal: "Portal", import: "Import", bulkAction: "Bulk action", restore: "Restore", system: "System" } as const;
export type HistorySource = keyof typeof SOURCE_LABELS;

export type HistoryActor = { kind: "user" | "apiKey" | "system"; id: string | null; name: string | null };

// Who made a version: a user by name, an API key by its name when it has
// one, and the service's own work as "System".
export function actorLabel(actor: HistoryActor): string {
  if (actor.kind === "system") return "System";
  if (actor.kind === "apiKey") return actor.name ? `API key ${actor.name}` : "API key";
  return actor.name ?? "A former member";
}

// The fields the history can be narrowed to, for the filter's list; any
// other path can be typed.
export const FIELD_FILTERS = [
  { value: "", label: "Every field" },
  { value: "name", label: "Name" },
  { value: "description", label: "Description" },
  { value: "sku", label: "SKU" },
  { value: "status", label: "Status" },
  { value: "categoryId", label: "Category" },
  { value: "familyCode", label: "Family" },
  { value: "tags", label: "Tags" },
  { value: "assets", label: "Images" },
  { value: "attributes", label: "Any attribute" },
  { value: "localized", label: "Any translation" },
  { value: "associations", label: "Any association" },
] as const;

// Why a restore was refused, in words: a value the dictionary no longer
// takes (422, the field named), or a deleted product's SKU taken since (409).
export function restoreRefusal(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  if (err.status === 422) {
    const named = err.details.map((d) => (d.path ? `${fieldLabel(d.path)}: ${d.message}` : d.message));
    return ["This version cannot be restored: the attribute dictionary no longer accepts one of its values.", ...named].join(" ");
  }
  if (err.status === 409) return `This version cannot be restored: its SKU is now used by another product. ${err.message}`;
  return null;
}
