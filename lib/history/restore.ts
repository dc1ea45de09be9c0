import { db } from "../db/client";
import { ownedBy } from "../db/tenant";
import { conflict, notFound, validationFailed } from "../core/errors";
import type { Principal } from "../core/principal";
import { assertSupplier } from "../auth/authorize";
import { currentWriteContext, runWithWriteContext } from "../db/write-context";
import type { ProductDocument } from "../catalog/documents";
import type { CreateProductBody, UpdateProductBody } from "../catalog/schemas";
import { createSupplierProduct } from "../catalog/products/create-product";
import { updateSupplierProduct } from "../catalog/products/update-product";
import { getProduct } from "../catalog/products/get-product";
import { linkSupplierAssets } from "../catalog/products/link-assets";
import { replaceSupplierAssociations } from "../catalog/associations/replace-associations";
import { diffStates, productStateOf, type FieldChange, type FlatState, type ProductState } from "./fields";
import { documentOfState } from "./state-document";
import { latestState, productHistoryOf, stateAfterVersion, type ProductHistory } from "./versions";
import { requestWriteContext } from "./write-contexts";

export type RestoreResult = { product: ProductDocument; changes: FieldChange[] };

// A merge patch that takes `from`'s values to `to`'s (null removes a key).
function mergePatchOf<T>(from: Record<string, T>, to: Record<string, T>): Record<string, T | null> {
  const patch: Record<string, T | null> = {};
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (JSON.stringify(from[key] ?? null) !== JSON.stringify(to[key] ?? null)) patch[key] = to[key] ?? null;
  }
  return patch;
}

// The ordinary PATCH that writes the fields that differ; null sends a
// variant's field back to its model's.
function patchOf(current: ProductState, target: ProductState, changed: Set<string>): UpdateProductBody {
  const patch: Record<string, unknown> = {};
  for (const field of ["sku", "name", "description", "status", "categoryId", "familyCode", "tags"] as const) {
    if (changed.has(field)) patch[field] = field === "tags" ? target.tags : target[field];
  }
  if ([...changed].some((f) => f.startsWith("attributes."))) patch.attributes = mergePatchOf(current.attributes, target.attributes);
  if ([...changed].some((f) => f.startsWith("localized."))) patch.localized = mergePatchOf(current.localized, target.localized);
  return patch as UpdateProductBody;
}

function createBodyOf(target: ProductState): CreateProductBody {
  return {
    sku: target.sku ?? "",
    ...(target.name !== null ? { name: target.name } : {}),
    description: target.description,
    status: (target.status ?? "draft") as CreateProductBody["status"],
    categoryId: target.categoryId,
    familyCode: target.familyCode,
    tags: target.tags,
    attributes: target.attributes as CreateProductBody["attributes"],
    localized: target.localized as CreateProductBody["localized"],
    ...(target.kind && target.kind !== "variant" ? { kind: target.kind as "simple" | "model" } : {}),
    ...(target.parentId ? { parentId: target.parentId } : {}),
  };
}

// Links still possible: assets and products deleted since are left out.
async function linkable(organizationId: string, target: ProductState): Promise<{ assets: string[]; associations: ProductState["associations"] }> {
  const targets = Object.values(target.associations).flatMap((links) => links.map((l) => l.productId));
  const [assets, products] = await Promise.all([
    db.asset.findMany({ where: { id: { in: target.assets }, ...ownedBy.organization(organizationId) }, select: { id: true } }),
    db.product.findMany({ where: { id: { in: targets }, ...ownedBy.organization(organizationId) }, select: { id: true } }),
  ]);
  const assetIds = new Set(assets.map((a) => a.id));
  const productIds = new Set(products.map((p) => p.id));
  return {
    assets: target.assets.filter((id) => assetIds.has(id)),
    associations: Object.fromEntries(Object.entries(target.associations).map(([code, links]) => [code, links.filter((l) => productIds.has(l.productId))])),
  };
}

// For a caller already checked as the supplier: a restore, or a bulk
// action's undo running for its organisation.
export async function writeState(organizationId: string, history: ProductHistory, current: FlatState, target: FlatState, changes: FieldChange[]): Promise<void> {
  const changed = new Set(changes.map((c) => c.field));
  const now = productStateOf(current);
  const then = productStateOf(target);
  if (!history.live) {
    const taken = await db.product.findFirst({ where: { ...ownedBy.organization(organizationId), sku: then.sku ?? "" }, select: { id: true } });
    if (taken) throw conflict(`The SKU ${then.sku} has been taken by another product since; change that product's SKU first.`);
    await createSupplierProduct(organizationId, createBodyOf(then), { id: history.productId });
  } else {
    const patch = patchOf(now, then, changed);
    if (Object.keys(patch).length > 0) await updateSupplierProduct(organizationId, history.productId, patch);
  }
  const links = await linkable(organizationId, then);
  if (changed.has("assets")) await linkSupplierAssets(organizationId, history.productId, { assetIds: links.assets });
  if ([...changed].some((f) => f.startsWith("associations."))) await replaceSupplierAssociations(organizationId, history.productId, links.associations);
}

// POST /products/{id}/history/{versionId}/restore: every stored field back to
// its value right after that version, through the ordinary write paths, as
// one version from "restore".
export async function restoreVersion(principal: Principal, productId: string, versionId: string, dryRun: boolean): Promise<RestoreResult> {
  assertSupplier(principal, "catalog");
  const organizationId = principal.organizationId;
  const history = await productHistoryOf(organizationId, productId);
  const version = await db.productVersion.findFirst({ where: { id: versionId, productId, ...ownedBy.organization(organizationId) }, select: { version: true, deleted: true } });
  if (!version) throw notFound("Version");
  if (version.deleted) throw validationFailed([{ path: "versionId", message: "This version is the product's deletion; restore the version before it." }], "A deletion cannot be restored.");
  const { state: target } = await stateAfterVersion(organizationId, history, version.version);
  const current = await latestState(history);
  const changes = diffStates(current, target);
  const kindChanged = changes.some((c) => c.field === "kind" || c.field === "parentId");
  if (history.live && kindChanged) throw validationFailed([{ path: "versionId", message: "The product's kind or model has changed since this version; a restore does not turn one kind into another." }]);
  if (dryRun || changes.length === 0) {
    const product = changes.length === 0 && history.live
      ? await getProduct(principal, productId)
      : await documentOfState(organizationId, productId, target, { createdAt: history.latest.at, updatedAt: new Date() });
    return { product, changes };
  }
  const context = currentWriteContext() ?? requestWriteContext(principal);
  await runWithWriteContext({ ...context, source: "restore" }, () => writeState(organizationId, history, current, target, changes));
  return { product: await getProduct(principal, productId), changes };
}
