import type { CompletenessInput } from "@/lib/catalog/completeness";
import type { AttributeDocument, FamilyDocument, ProductDocument, ProductStatus } from "./api-types";
import { draftOf, emptyDraft, valueOf, type Draft } from "./typed-values";

// The product editor's form and the API bodies made from it. The family's
// attributes are typed drafts (typed-values.ts); every other value is a
// free-form row of text, as before the dictionary existed.
export type FreeValue = { value: string; raw?: unknown };
export type AttributeRow = FreeValue & { code: string };
export type LocaleForm = { name: string; description: string; typed: Record<string, Draft>; attributes: Record<string, FreeValue> };
export type ProductForm = {
  sku: string;
  name: string;
  description: string;
  status: ProductStatus;
  categoryId: string;
  familyCode: string;
  tags: string;
  // The default locale's values: non-localizable and localizable attributes alike.
  typed: Record<string, Draft>;
  attributes: AttributeRow[];
  localized: Record<string, LocaleForm>;
};

export type FormContext = { dictionary: readonly AttributeDocument[]; families: readonly FamilyDocument[] };

export const EMPTY_FORM: ProductForm = { sku: "", name: "", description: "", status: "draft", categoryId: "", familyCode: "", tags: "", typed: {}, attributes: [], localized: {} };
export const EMPTY_LOCALE: LocaleForm = { name: "", description: "", typed: {}, attributes: {} };

// The family's attributes that the dictionary defines, in the family's order.
export function familyAttributesOf(familyCode: string, context: FormContext): AttributeDocument[] {
  const family = context.families.find((f) => f.code === familyCode);
  if (!family) return [];
  const byCode = new Map(context.dictionary.map((a) => [a.code, a]));
  return family.attributes.flatMap((code) => byCode.get(code) ?? []);
}

// Non-text values are shown as JSON and kept as they were unless edited.
const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
const freeValueOf = (raw: unknown): FreeValue => ({ value: asText(raw), raw });
const fromFree = (v: FreeValue): unknown => (v.raw !== undefined && asText(v.raw) === v.value ? v.raw : v.value);

type Split = { typed: Record<string, Draft>; free: AttributeRow[] };

// Which values the typed inputs show: those of a typed code whose shape fits
// its type. Anything else stays a free-form row (the migration rule).
function split(values: AttributeRow[], types: ReadonlyMap<string, AttributeDocument["type"]>): Split {
  const out: Split = { typed: {}, free: [] };
  for (const row of values) {
    const type = types.get(row.code);
    const draft = type ? draftOf(type, fromFree(row)) : null;
    if (draft && !(row.code in out.typed)) out.typed[row.code] = draft;
    else out.free.push(row);
  }
  return out;
}

function typesOf(attributes: readonly AttributeDocument[]) {
  return new Map(attributes.map((a) => [a.code, a.type]));
}

const rowsOf = (values: Record<string, unknown> = {}): AttributeRow[] => Object.entries(values).map(([code, raw]) => ({ code, ...freeValueOf(raw) }));
const recordOf = (rows: AttributeRow[]): Record<string, FreeValue> => Object.fromEntries(rows.map(({ code, ...v }) => [code, v]));

export function formOf(product: ProductDocument, context: FormContext): ProductForm {
  const attributes = familyAttributesOf(product.familyCode ?? "", context);
  const canonical = split(rowsOf(product.attributes), typesOf(attributes));
  const localizable = typesOf(attributes.filter((a) => a.localizable));
  return {
    sku: product.sku,
    name: product.name,
    description: product.description ?? "",
    status: product.status,
    categoryId: product.categoryId ?? "",
    familyCode: product.familyCode ?? "",
    tags: product.tags.join(", "),
    typed: canonical.typed,
    attributes: canonical.free,
    localized: Object.fromEntries(
      Object.entries(product.localized).map(([locale, v]) => {
        const local = split(rowsOf(v.attributes), localizable);
        return [locale, { name: v.name ?? "", description: v.description ?? "", typed: local.typed, attributes: recordOf(local.free) }];
      }),
    ),
  };
}

// Another family: values of codes it no longer types become free-form rows,
// and free-form rows it types (and whose shape fits) move to typed inputs.
export function withFamily(form: ProductForm, familyCode: string, context: FormContext): ProductForm {
  const attributes = familyAttributesOf(familyCode, context);
  const regroup = (typed: Record<string, Draft>, free: AttributeRow[], types: ReadonlyMap<string, AttributeDocument["type"]>) => {
    const kept = Object.entries(typed).flatMap(([code, draft]) => {
      const converted = valueOf(draft);
      return converted.ok && converted.value !== null ? [{ code, ...freeValueOf(converted.value) }] : [];
    });
    return split([...free, ...kept], types);
  };
  const canonical = regroup(form.typed, form.attributes, typesOf(attributes));
  const localizable = typesOf(attributes.filter((a) => a.localizable));
  const localized = Object.fromEntries(
    Object.entries(form.localized).map(([locale, v]) => {
      const local = regroup(v.typed, Object.entries(v.attributes).map(([code, free]) => ({ code, ...free })), localizable);
      return [locale, { ...v, typed: local.typed, attributes: recordOf(local.free) }];
    }),
  );
  return { ...form, familyCode, typed: canonical.typed, attributes: canonical.free, localized };
}

type LocalizedBody = { name?: string; description?: string; attributes?: Record<string, unknown> };
// Values ready to send, and the inputs whose text cannot be sent, keyed by
// the path the API would name (attributes.<code>, localized.<L>.attributes.<code>).
export type Values = { attributes: Record<string, unknown>; localized: Record<string, LocalizedBody>; problems: Record<string, string> };

function typedValues(typed: Record<string, Draft>, attributes: readonly AttributeDocument[], taken: (code: string) => boolean, prefix: string, out: Values, into: Record<string, unknown>) {
  for (const a of attributes) {
    if (taken(a.code)) continue;
    const converted = valueOf(typed[a.code] ?? emptyDraft(a.type));
    if (!converted.ok) out.problems[`${prefix}.${a.code}`] = converted.message;
    else if (converted.value !== null) into[a.code] = converted.value;
  }
}

export function valuesOf(form: ProductForm, context: FormContext): Values {
  const out: Values = { attributes: {}, localized: {}, problems: {} };
  const attributes = familyAttributesOf(form.familyCode, context);
  for (const row of form.attributes) if (row.code.trim() !== "" && row.value.trim() !== "") out.attributes[row.code.trim()] = fromFree(row);
  // A code with a free-form row is edited there (its value did not fit the type).
  typedValues(form.typed, attributes, (code) => form.attributes.some((r) => r.code.trim() === code), "attributes", out, out.attributes);
  const localizable = attributes.filter((a) => a.localizable);
  for (const [locale, v] of Object.entries(form.localized)) {
    const values: Record<string, unknown> = {};
    for (const [code, free] of Object.entries(v.attributes)) if (free.value.trim() !== "") values[code] = fromFree(free);
    typedValues(v.typed, localizable, (code) => code in v.attributes, `localized.${locale}.attributes`, out, values);
    const body: LocalizedBody = {};
    if (v.name.trim()) body.name = v.name.trim();
    if (v.description.trim()) body.description = v.description;
    if (Object.keys(values).length) body.attributes = values;
    if (Object.keys(body).length) out.localized[locale] = body;
  }
  return out;
}

const tagsOf = (form: ProductForm) => form.tags.split(",").map((t) => t.trim()).filter(Boolean);

export function createBodyOf(form: ProductForm, context: FormContext) {
  const { attributes, localized, problems } = valuesOf(form, context);
  const body = {
    sku: form.sku.trim(),
    name: form.name,
    description: form.description.trim() ? form.description : null,
    status: form.status,
    categoryId: form.categoryId || null,
    familyCode: form.familyCode || null,
    tags: tagsOf(form),
    attributes,
    localized,
  };
  return { body, problems };
}

// The same JSON whatever the key order (PostgreSQL's jsonb reorders keys).
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}
export const sameValue = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

// A merge patch of what changed: a cleared attribute is sent as null, so
// the API removes it; a locale's values are replaced whole, so a value
// cleared there is left out, and a locale left empty is sent as null.
// Unchanged fields are not sent, so stored values are not re-judged by
// validation tightened since they were written.
export function patchBodyOf(form: ProductForm, product: ProductDocument, context: FormContext) {
  const { body: full, problems } = createBodyOf(form, context);
  const before: Record<string, unknown> = scalarsOf(product);
  const body: Record<string, unknown> = {};
  for (const key of ["sku", "name", "description", "status", "categoryId", "familyCode", "tags"] as const) if (!sameValue(full[key], before[key])) body[key] = full[key];
  const attributes: Record<string, unknown> = {};
  for (const [code, value] of Object.entries(full.attributes)) if (!sameValue(value, product.attributes[code])) attributes[code] = value;
  for (const code of Object.keys(product.attributes)) if (!(code in full.attributes)) attributes[code] = null;
  if (Object.keys(attributes).length) body.attributes = attributes;
  const localized: Record<string, unknown> = {};
  for (const [locale, values] of Object.entries(full.localized)) if (!sameValue(values, product.localized[locale])) localized[locale] = values;
  for (const locale of Object.keys(product.localized)) if (!(locale in full.localized)) localized[locale] = null;
  if (Object.keys(localized).length) body.localized = localized;
  return { body, problems };
}

function scalarsOf(p: ProductDocument) {
  return { sku: p.sku, name: p.name, description: p.description, status: p.status, categoryId: p.categoryId, familyCode: p.familyCode, tags: p.tags };
}

export function completenessInputOf(
  form: ProductForm,
  context: FormContext & { requiredAttributes: readonly string[]; hasImage: boolean; defaultLocale: string; enabledLocales: readonly string[] },
): CompletenessInput {
  const { attributes, localized } = valuesOf(form, context);
  const { requiredAttributes, hasImage, defaultLocale, enabledLocales } = context;
  const sharedAttributes = new Set(context.dictionary.filter((a) => !a.localizable).map((a) => a.code));
  return { name: form.name, description: form.description, attributes, localized, requiredAttributes, hasImage, defaultLocale, enabledLocales, sharedAttributes };
}

// The typed inputs the form shows: the family's attributes, but for codes
// held by a free-form row; localizable ones go in the locale tabs.
export function typedViewOf(form: ProductForm, context: FormContext) {
  const attributes = familyAttributesOf(form.familyCode, context).filter((a) => !form.attributes.some((r) => r.code.trim() === a.code));
  return { shared: attributes.filter((a) => !a.localizable), localizable: attributes.filter((a) => a.localizable) };
}
