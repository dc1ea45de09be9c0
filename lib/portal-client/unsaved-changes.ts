import type { ProductDocument } from "./api-types";
import { createBodyOf, EMPTY_FORM, sameValue, type FormContext, type ProductForm } from "./product-form";

type Localized = { name?: unknown; description?: unknown; attributes?: Record<string, unknown> };
type Snapshot = { scalars: Record<string, unknown>; attributes: Record<string, unknown>; localized: Record<string, Localized | undefined> };

const SCALARS = ["sku", "name", "description", "status", "categoryId", "familyCode", "tags"] as const;

function snapshotOfForm(form: ProductForm, context: FormContext): Snapshot & { problems: string[] } {
  const { body, problems } = createBodyOf(form, context);
  return { scalars: Object.fromEntries(SCALARS.map((k) => [k, body[k]])), attributes: body.attributes, localized: body.localized, problems: Object.keys(problems) };
}

function snapshotOfProduct(p: ProductDocument): Snapshot {
  const scalars: Record<string, unknown> = { sku: p.sku, name: p.name, description: p.description, status: p.status, categoryId: p.categoryId, familyCode: p.familyCode, tags: p.tags };
  return { scalars, attributes: p.attributes, localized: p.localized };
}

const union = (...records: (Record<string, unknown> | undefined)[]) => [...new Set(records.flatMap((r) => Object.keys(r ?? {})))];

// The fields an edit has changed and not yet saved, named as the API names
// them (`name`, `attributes.<code>`, `localized.<L>.name`, …): the save bar
// counts them, and an input whose text is not yet a value counts as changed.
// A new product is compared with the empty form.
export function unsavedFields(form: ProductForm, product: ProductDocument | undefined, context: FormContext): string[] {
  const now = snapshotOfForm(form, context);
  const before = product ? snapshotOfProduct(product) : snapshotOfForm(EMPTY_FORM, context);
  const changed = new Set<string>(now.problems);
  for (const key of SCALARS) if (!sameValue(now.scalars[key], before.scalars[key])) changed.add(key);
  for (const code of union(now.attributes, before.attributes)) if (!sameValue(now.attributes[code], before.attributes[code])) changed.add(`attributes.${code}`);
  for (const locale of union(now.localized, before.localized)) {
    const a = now.localized[locale] ?? {};
    const b = before.localized[locale] ?? {};
    for (const key of ["name", "description"] as const) if (!sameValue(a[key], b[key])) changed.add(`localized.${locale}.${key}`);
    for (const code of union(a.attributes, b.attributes)) if (!sameValue(a.attributes?.[code], b.attributes?.[code])) changed.add(`localized.${locale}.attributes.${code}`);
  }
  return [...changed].sort();
}
