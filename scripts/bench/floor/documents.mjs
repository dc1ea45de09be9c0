// The product document and the facets, shaped as the API answers them.

const band = (score) => (score >= 90 ? "green" : score >= 60 ? "amber" : "red");

function associationsOf(links) {
  const out = {};
  for (const link of links ?? []) {
    (out[link.code] ??= []).push(link.quantity === null ? { productId: link.productId } : { productId: link.productId, quantity: link.quantity });
  }
  return out;
}

export function document(p) {
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    description: p.description,
    status: p.status,
    categoryId: p.categoryId,
    categoryName: p.categoryName,
    familyCode: p.familyCode,
    kind: p.kind,
    parentId: p.parentId,
    inherited: p.inherited,
    tags: p.tags,
    attributes: p.attributes,
    localized: p.localized,
    supplierId: p.organizationId,
    supplierName: p.supplierName,
    associations: associationsOf(p.links),
    ...(p.qualityScore === null ? {} : { qualityScore: p.qualityScore, qualityBand: band(p.qualityScore) }),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

const byCount = (a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

// At most the default facet limit of values per facet, saying when more had a count.
const LIMIT = 50;

export function facetsOf(fields, rows) {
  return fields.map((field) => {
    const counts = rows.filter((r) => r.facet === field && r.count > 0).map((r) => ({ value: r.value, count: r.count })).sort(byCount);
    return counts.length > LIMIT ? { field, counts: counts.slice(0, LIMIT), truncated: true } : { field, counts };
  });
}
