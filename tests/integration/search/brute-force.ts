import { expect } from "vitest";
import { db } from "../../../lib/db/client";
import { qualityBandOf } from "../../../lib/catalog/quality-band";
import { call } from "../../support/http";

// The search rules recomputed in TypeScript from every row in the database,
// as the reference the service's answers and pre-aggregated counts must equal.

export const ALL_FACETS = ["categoryId", "categoryName", "tags", "status", "qualityScore", "supplierName"] as const;
export type FacetName = (typeof ALL_FACETS)[number];

export type Doc = {
  id: string;
  supplierId: string;
  supplierName: string;
  status: string;
  qualityScore: number | null;
  categoryId: string | null;
  categoryName: string | null;
  tags: string[];
  words: string[];
  createdAt: Date;
};

export type Filters = {
  q?: string;
  qualityBand?: string;
  categoryName?: string;
  categoryId?: string;
  status?: string;
  tags?: string[];
  supplierName?: string;
};

export type Scope = { supplierIds: string[]; activeOnly: boolean };

export type Facet = { field: string; counts: { value: string; count: number }[] };

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w !== "");

export async function loadDocs(supplierIds: string[]): Promise<Doc[]> {
  const rows = await db.product.findMany({
    where: { organizationId: { in: supplierIds } },
    include: { category: { select: { name: true } }, organization: { select: { name: true } } },
  });
  return rows.map((p) => {
    const localized = Object.values((p.localized ?? {}) as Record<string, { name?: unknown }>);
    const names = localized.map((l) => (typeof l?.name === "string" ? l.name : ""));
    return {
      id: p.id,
      supplierId: p.organizationId,
      supplierName: p.organization.name,
      status: p.status,
      qualityScore: p.qualityScore,
      categoryId: p.categoryId,
      categoryName: p.category?.name ?? null,
      tags: [...new Set(p.tags)],
      words: words([p.sku, p.name, p.description ?? "", ...names].join(" ")),
      createdAt: p.createdAt,
    };
  });
}

export async function scopeOf(org: { id: string; kind: "supplier" | "buyer" }): Promise<Scope> {
  if (org.kind === "supplier") return { supplierIds: [org.id], activeOnly: false };
  const connections = await db.connection.findMany({ where: { buyerId: org.id, status: "active" } });
  return { supplierIds: connections.map((c) => c.supplierId), activeOnly: true };
}

// Every word must be a word of the product; the last may be a prefix once it has 3 characters.
function textMatches(doc: Doc, q: string): boolean {
  const terms = words(q);
  if (terms.length === 0) return false;
  return terms.every((term, i) =>
    i === terms.length - 1 && term.length >= 3 ? doc.words.some((w) => w.startsWith(term)) : doc.words.includes(term),
  );
}

export function expectedMatches(docs: Doc[], scope: Scope, f: Filters): Doc[] {
  return docs
    .filter((d) => scope.supplierIds.includes(d.supplierId) && (!scope.activeOnly || d.status === "active"))
    .filter((d) => f.q === undefined || textMatches(d, f.q))
    .filter((d) => f.qualityBand === undefined || (d.qualityScore !== null && f.qualityBand.split(",").includes(qualityBandOf(d.qualityScore))))
    .filter((d) => f.categoryName === undefined || f.categoryName.split(",").includes(d.categoryName ?? ""))
    .filter((d) => f.categoryId === undefined || d.categoryId === f.categoryId)
    .filter((d) => f.status === undefined || f.status.split(",").includes(d.status))
    .filter((d) => (f.tags ?? []).every((t) => d.tags.includes(t)))
    .filter((d) => f.supplierName === undefined || d.supplierName === f.supplierName)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
}

function valuesOf(doc: Doc, field: FacetName): string[] {
  switch (field) {
    case "categoryId":
      return doc.categoryId ? [doc.categoryId] : [];
    case "categoryName":
      return doc.categoryName !== null ? [doc.categoryName] : [];
    case "tags":
      return doc.tags;
    case "status":
      return [doc.status];
    case "qualityScore":
      return doc.qualityScore === null ? [] : [qualityBandOf(doc.qualityScore)];
    case "supplierName":
      return [doc.supplierName];
  }
}

export function expectedFacets(matches: Doc[], fields: readonly FacetName[]): Facet[] {
  return fields.map((field) => {
    const counts = new Map<string, number>();
    for (const doc of matches) for (const v of valuesOf(doc, field)) counts.set(v, (counts.get(v) ?? 0) + 1);
    return {
      field,
      counts: [...counts]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)),
    };
  });
}

export function searchPath(f: Filters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(f)) {
    if (value !== undefined) params.set(name, Array.isArray(value) ? value.join(",") : value);
  }
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  return `/api/v1/search/products?${params}`;
}

// Follows nextCursor to the end; facets are taken from the first page and
// must be the same on every page.
export async function searchAll(token: string, f: Filters, facetBy: readonly string[] = [], limit = 200) {
  const ids: string[] = [];
  let facets: Facet[] | undefined;
  let cursor: string | null = null;
  do {
    const extra: Record<string, string> = { limit: String(limit) };
    // Every value, as the brute force counts them (the default answers the first 50).
    if (facetBy.length > 0) Object.assign(extra, { facetBy: facetBy.join(","), facetLimit: "500" });
    if (cursor) extra.cursor = cursor;
    const res = await call("GET", searchPath(f, extra), { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(...res.body.items.map((p: { id: string }) => p.id));
    if (facets === undefined) facets = res.body.facets;
    else expect(res.body.facets).toEqual(facets);
    cursor = res.body.nextCursor;
  } while (cursor);
  return { ids, facets };
}

// The rows product_facet_counts must hold for these suppliers, keyed like its primary key.
export function expectedCountRows(docs: Doc[]): Map<string, number> {
  const rows = new Map<string, number>();
  const add = (key: string) => rows.set(key, (rows.get(key) ?? 0) + 1);
  for (const d of docs) {
    const band = d.qualityScore === null ? "none" : qualityBandOf(d.qualityScore);
    for (const [s, b] of [[d.status, band], [d.status, "*"], ["*", band], ["*", "*"]]) {
      add([d.supplierId, "total", s, b, ""].join("|"));
      if (d.categoryId) add([d.supplierId, "categoryId", s, b, d.categoryId].join("|"));
      for (const t of d.tags) add([d.supplierId, "tags", s, b, t].join("|"));
    }
  }
  return rows;
}

export async function storedCountRows(supplierIds: string[]): Promise<Map<string, number>> {
  const rows = await db.$queryRaw<{ organizationId: string; field: string; status: string; band: string; value: string; count: number }[]>`
    SELECT * FROM product_facet_counts WHERE "organizationId" = ANY(${supplierIds}::uuid[])`;
  return new Map(rows.map((r) => [[r.organizationId, r.field, r.status, r.band, r.value].join("|"), r.count]));
}
