import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import type { ProductDocument } from "../catalog/documents";
import type { LocalizedValues } from "../catalog/documents";
import { productStateOf, type FlatState, type ProductState } from "./fields";

const INHERITABLE = ["name", "description", "categoryId", "tags", "attributes", "localized"] as const;

// A variant's state shows its model's values where it has none of its own.
function overModel(own: ProductState, model: ProductState): { state: ProductState; inherited: string[] } {
  const state = { ...own };
  const inherited: string[] = [];
  const take = <K extends "name" | "description" | "categoryId" | "tags">(field: K, missing: boolean) => {
    if (!missing) return;
    state[field] = model[field];
    inherited.push(field);
  };
  take("name", own.name === null);
  take("description", own.description === null && model.description !== null);
  take("categoryId", own.categoryId === null && model.categoryId !== null);
  take("tags", own.tags.length === 0 && model.tags.length > 0);
  state.attributes = { ...model.attributes, ...own.attributes };
  if (Object.keys(model.attributes).some((code) => !(code in own.attributes))) inherited.push("attributes");
  state.localized = { ...model.localized };
  for (const [locale, values] of Object.entries(own.localized)) {
    const base = model.localized[locale] ?? {};
    state.localized[locale] = { ...base, ...values, attributes: { ...base.attributes, ...values.attributes } };
  }
  if (Object.keys(model.localized).length > 0) inherited.push("localized");
  return { state, inherited: inherited.filter((f) => (INHERITABLE as readonly string[]).includes(f)) };
}

// A product document from a state history rebuilt (asOf, a restore's
// dry run). Computed fields (scores) are absent; names are today's.
export async function documentOfState(
  organizationId: string,
  productId: string,
  flat: FlatState,
  times: { createdAt: Date; updatedAt: Date },
  modelFlat?: FlatState,
): Promise<ProductDocument> {
  const own = productStateOf(flat);
  const { state, inherited } = modelFlat ? overModel(own, productStateOf(modelFlat)) : { state: own, inherited: [] };
  const [organization, category] = await Promise.all([
    db.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { name: true } }),
    state.categoryId ? db.category.findFirst({ where: { id: state.categoryId, ...ownedBy.organization(organizationId) }, select: { name: true } }) : null,
  ]);
  return {
    id: productId,
    sku: state.sku ?? "",
    name: state.name ?? "",
    description: state.description,
    status: (state.status ?? "draft") as ProductDocument["status"],
    categoryId: state.categoryId,
    categoryName: category?.name ?? null,
    familyCode: state.familyCode,
    kind: (state.kind ?? "simple") as ProductDocument["kind"],
    parentId: state.parentId,
    inherited,
    tags: state.tags,
    attributes: state.attributes,
    localized: state.localized as Record<string, LocalizedValues>,
    supplierId: organizationId,
    supplierName: organization.name,
    associations: state.associations,
    createdAt: times.createdAt.toISOString(),
    updatedAt: times.updatedAt.toISOString(),
  };
}
