import type pg from "pg";
import type { Prisma } from "../../../lib/db/generated/client";
import type { SearchCriteria } from "../../../lib/search/criteria";
import { rowFacetsSql, sliceFacetsSql } from "../../../lib/search/facet-sql";
import { FACET_FIELDS, type CatalogueFacetField } from "../../../lib/search/schemas";

// The six catalogue facets (channel readiness is counted apart).
const SIX = FACET_FIELDS.filter((f): f is Exclude<(typeof FACET_FIELDS)[number], "channelReadiness"> => f !== "channelReadiness") satisfies CatalogueFacetField[];
import type { BenchCatalogue } from "./seed";
import { explain, timeQuery, type Timing } from "./timing";

// Below HTTP, in one connection: the keyset page against OFFSET at the same
// depths, and facets read from the pre-aggregated counts against the naive
// GROUP BY pass over the matching products (the service's own fallback
// query with no filter), with EXPLAIN ANALYZE of each for docs/search.md.

const COLUMNS = `id, sku, name, description, status, "categoryId", tags, attributes, localized, "qualityScore", "createdAt", "updatedAt"`;
const KEYSET_FIRST = `SELECT ${COLUMNS} FROM products WHERE "organizationId" = $1 ORDER BY "createdAt", id LIMIT 51`;
const KEYSET_AFTER = `SELECT ${COLUMNS} FROM products WHERE "organizationId" = $1 AND ("createdAt", id) > ($2, $3) ORDER BY "createdAt", id LIMIT 51`;
const OFFSET = `SELECT ${COLUMNS} FROM products WHERE "organizationId" = $1 ORDER BY "createdAt", id OFFSET $2 LIMIT 50`;
const POSITION = `SELECT "createdAt", id FROM products WHERE "organizationId" = $1 ORDER BY "createdAt", id OFFSET $2 LIMIT 1`;

export type Position = { createdAt: Date; id: string };

// The product a page starts after: the middle, and the one that leaves
// exactly one page of 50 at the end.
export async function pagePositions(client: pg.Client, organizationId: string, products: number) {
  const at = async (offset: number) => (await client.query<Position>(POSITION, [organizationId, offset])).rows[0]!;
  return { middle: await at(Math.floor(products / 2) - 1), last: await at(products - 51) };
}

function criteria(supplierIds: string[], activeOnly: boolean): SearchCriteria {
  return { supplierIds, activeOnly, status: activeOnly ? "active" : null, band: null, statuses: null, bands: null, categoryIds: null, familyIds: null, tags: [], q: null, attributes: [], kinds: null, parentId: null, productIds: null, channelReadiness: [] };
}

const asPg = (query: Prisma.Sql) => ({ text: query.text, values: query.values });

export async function compareQueries(client: pg.Client, catalogue: BenchCatalogue, allSupplierIds: string[], iterations: number) {
  const { big, mid } = catalogue;
  const { middle, last } = await pagePositions(client, big.id, big.products);
  const page = (p: Position) => [big.id, p.createdAt, p.id];
  const facets = {
    big: criteria([big.id], false),
    mid: criteria([mid.id], false),
    buyer: criteria(allSupplierIds, true),
  };
  const timings: Timing[] = [];
  const plans: string[] = [];
  const run = async (name: string, text: string, values: unknown[], n = iterations) => {
    timings.push(await timeQuery(client, name, text, values, n));
  };

  await run("SQL keyset, first page", KEYSET_FIRST, [big.id]);
  await run("SQL keyset, middle page", KEYSET_AFTER, page(middle));
  await run("SQL keyset, last page", KEYSET_AFTER, page(last));
  await run("SQL OFFSET, first page", OFFSET, [big.id, 0]);
  // OFFSET walks every row it skips: a handful of runs tell the story.
  await run("SQL OFFSET, middle page", OFFSET, [big.id, Math.floor(big.products / 2)], Math.min(iterations, 10));
  await run("SQL OFFSET, last page", OFFSET, [big.id, big.products - 50], Math.min(iterations, 10));
  await run("SQL COUNT(*) of the supplier", `SELECT count(*) FROM products WHERE "organizationId" = $1`, [big.id], Math.min(iterations, 20));
  await run("SQL one GROUP BY pass (status)", `SELECT status, count(*) FROM products WHERE "organizationId" = $1 GROUP BY status`, [big.id], Math.min(iterations, 10));
  for (const [scope, c] of Object.entries(facets)) {
    const slice = asPg(sliceFacetsSql(c, SIX));
    const naive = asPg(rowFacetsSql(c, SIX));
    await run(`SQL six facets, pre-aggregated (${scope})`, slice.text, slice.values);
    await run(`SQL six facets, naive GROUP BY (${scope})`, naive.text, naive.values, Math.min(iterations, 10));
    plans.push(await explain(client, `six facets, pre-aggregated (${scope})`, slice.text, slice.values));
    plans.push(await explain(client, `six facets, naive GROUP BY (${scope})`, naive.text, naive.values));
  }
  plans.push(await explain(client, "keyset, middle page", KEYSET_AFTER, page(middle)));
  plans.push(await explain(client, "OFFSET, middle page", OFFSET, [big.id, Math.floor(big.products / 2)]));
  return { timings, plans, positions: { middle, last } };
}
