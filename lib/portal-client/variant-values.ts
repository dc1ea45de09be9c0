import type { ProductDocument } from "./api-types";
import type { ProductForm } from "./product-form";

// A variant's "Revert to model" for one path: the merge patch that gives
// the field back to the model (null, or no tags).
export function revertBodyOf(path: string): Record<string, unknown> {
  if (path.startsWith("attributes.")) return { attributes: { [path.slice("attributes.".length)]: null } };
  return { [path]: path === "tags" ? [] : null };
}

// One path's value taken from `fresh` (the form of the product as the API
// answered), the rest of `form` (the user's other unsaved edits) kept.
export function withPathFrom(form: ProductForm, fresh: ProductForm, path: string): ProductForm {
  if (!path.startsWith("attributes.")) return { ...form, [path]: fresh[path as keyof ProductForm] };
  const code = path.slice("attributes.".length);
  const typed = { ...form.typed };
  delete typed[code];
  if (fresh.typed[code]) typed[code] = fresh.typed[code];
  const rows = form.attributes.filter((r) => r.code.trim() !== code);
  const row = fresh.attributes.find((r) => r.code === code);
  return { ...form, typed, attributes: row ? [...rows, row] : rows };
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.length ? value.map((v) => asText(v) ?? "").join(", ") : null;
  const v = value as { amount?: unknown; unit?: unknown };
  if (typeof v.amount === "number" && typeof v.unit === "string") return `${v.amount} ${v.unit}`;
  return JSON.stringify(value);
}

// The model's value of a path, as a line of text beside "Revert to model";
// null when the model has none (nothing to revert to).
export function modelValueOf(model: ProductDocument, path: string, categoryName: (id: string) => string): string | null {
  if (path.startsWith("attributes.")) return asText(model.attributes[path.slice("attributes.".length)]);
  if (path === "categoryId") return model.categoryId ? categoryName(model.categoryId) : null;
  if (path === "name" || path === "description" || path === "tags") return asText(model[path]);
  return null;
}
