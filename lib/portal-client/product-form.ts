import type { CompletenessInput } from "@/lib/catalog/completeness";
import type { ProductDocument, ProductStatus } from "@/lib/catalog/documents";

// The product editor's form as plain strings, and the API bodies made from it.
export type AttributeRow = { code: string; value: string };
export type LocaleForm = { name: string; description: string; attributes: Record<string, string> };
export type ProductForm = {
  sku: string;
  name: string;
  description: string;
  status: ProductStatus;
  categoryId: string;
  tags: string;
  attributes: AttributeRow[];
  localized: Record<string, LocaleForm>;
};

export const EMPTY_FORM: ProductForm = { sku: "", name: "", description: "", status: "draft", categoryId: "", tags: "", attributes: [], localized: {} };

// What an attribute may hold (lib/catalog/schemas.ts).
type AttributeValue = string | number | boolean | null | (string | number)[];
type LocalizedBody = { name?: string; description?: string; attributes?: Record<string, string> };

// Non-text values are shown as JSON and kept as they were unless edited.
const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));
function fromText(text: string, original: unknown): AttributeValue {
  return original !== undefined && typeof original !== "string" && asText(original) === text ? (original as AttributeValue) : text;
}

export function formOf(product: ProductDocument): ProductForm {
  return {
    sku: product.sku,
    name: product.name,
    description: product.description ?? "",
    status: product.status,
    categoryId: product.categoryId ?? "",
    tags: product.tags.join(", "),
    attributes: Object.entries(product.attributes).map(([code, value]) => ({ code, value: asText(value) })),
    localized: Object.fromEntries(
      Object.entries(product.localized).map(([locale, v]) => [
        locale,
        {
          name: v.name ?? "",
          description: v.description ?? "",
          attributes: Object.fromEntries(Object.entries(v.attributes ?? {}).map(([code, value]) => [code, asText(value)])),
        },
      ]),
    ),
  };
}

function attributesOf(form: ProductForm, original: Record<string, unknown> = {}): Record<string, AttributeValue> {
  return Object.fromEntries(form.attributes.filter((r) => r.code.trim() !== "" && r.value.trim() !== "").map((r) => [r.code.trim(), fromText(r.value, original[r.code.trim()])]));
}

function localizedOf(form: ProductForm): Record<string, LocalizedBody> {
  const out: Record<string, LocalizedBody> = {};
  for (const [locale, v] of Object.entries(form.localized)) {
    const attributes = Object.fromEntries(Object.entries(v.attributes).filter(([, value]) => value.trim() !== ""));
    const values: LocalizedBody = {};
    if (v.name.trim()) values.name = v.name.trim();
    if (v.description.trim()) values.description = v.description;
    if (Object.keys(attributes).length) values.attributes = attributes;
    if (Object.keys(values).length) out[locale] = values;
  }
  return out;
}

const tagsOf = (form: ProductForm) => form.tags.split(",").map((t) => t.trim()).filter(Boolean);

export function createBodyOf(form: ProductForm) {
  return {
    sku: form.sku.trim(),
    name: form.name,
    description: form.description.trim() ? form.description : null,
    status: form.status,
    categoryId: form.categoryId || null,
    tags: tagsOf(form),
    attributes: attributesOf(form),
    localized: localizedOf(form),
  };
}

// attributes and localized are merge patches: keys that went away are sent as null.
export function patchBodyOf(form: ProductForm, product: ProductDocument) {
  const body = createBodyOf(form);
  const attributes: Record<string, AttributeValue> = attributesOf(form, product.attributes);
  for (const code of Object.keys(product.attributes)) if (!(code in attributes)) attributes[code] = null;
  const localized: Record<string, LocalizedBody | null> = { ...body.localized };
  for (const locale of Object.keys(product.localized)) if (!(locale in localized)) localized[locale] = null;
  return { ...body, attributes, localized };
}

export function completenessInputOf(
  form: ProductForm,
  context: { requiredAttributes: readonly string[]; hasImage: boolean; defaultLocale: string; enabledLocales: readonly string[] },
): CompletenessInput {
  return { name: form.name, description: form.description, attributes: attributesOf(form), localized: localizedOf(form), ...context };
}
