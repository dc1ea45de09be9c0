import { Prisma } from "../db/generated/client";
import type { SearchCriteria } from "./criteria";
import type { CatalogueFacetField as FacetField } from "./schemas";
import { and, filterConditions } from "./sql-filters";
import { supplierCondition } from "../catalog/product-rows";
import { TENANT, TENANTS, tenantSql } from "../db/tenant-sql";

// Both queries answer rows of (facet, value, count) for lib/search/facets.ts:
// one branch per facet asked for, named here since a UNION takes its column
// names from whichever branch comes first. Text is grouped under COLLATE "C"
// (byte order): equality is the same, and sorting it costs no strcoll.
const sql = Prisma.sql;
const join = (parts: Prisma.Sql[], separator: string) => Prisma.join(parts, separator);

function facetRows(ctes: Prisma.Sql[], branches: Prisma.Sql[]): Prisma.Sql {
  return sql`WITH ${join(ctes, ", ")} SELECT * FROM (${join(branches, " UNION ALL ")}) AS r(facet, value, count)`;
}

// ---- from the pre-aggregated counts (no row filter)
//
// product_facet_counts holds, per supplier, the count of every facet value in
// four slices: status and band each either one value or '*' (all). A search
// filtered by at most status and band is one slice per supplier, or, for
// several statuses or bands, one per (status, band) pair asked for (they are
// disjoint), so its facets are a sum over the slices and suppliers in scope,
// whatever the catalogue size.

const VALUE_FIELDS: Partial<Record<FacetField, string>> = { categoryId: "categoryId", categoryName: "categoryId", tags: "tags" };
const TOTAL_FIELDS: readonly FacetField[] = ["status", "qualityScore", "supplierName"];

type SpecFacet = Exclude<FacetField, `attr.${string}`>;
const isAttribute = (field: FacetField): field is `attr.${string}` => field.startsWith("attr.");

// The slices a search reads: one status or band, several (summed: the
// (status, band) slices are disjoint), or '*' for all.
type Slices = { statuses: string[]; bands: string[] };
const ALL = ["*"];
const isAll = (values: string[]) => values.length === 1 && values[0] === "*";

// A slice's condition with one parameter per value. Prepared, a statement
// is planned for its values until a generic plan costs no more; with
// = ANY(array) the generic plan guesses at the array's length, reads the
// whole table and is never chosen, so every search was planned again (about
// 0.4 ms of PostgreSQL's CPU, a third of the search). With a list of
// parameters the generic plan reads the counts' primary key as the custom
// one does, and is kept. A list's length is part of the statement's text.
const oneOf = (column: string, values: string[]): Prisma.Sql =>
  values.length === 1
    ? sql`${Prisma.raw(column)} = ${values[0]}::text`
    : sql`${Prisma.raw(column)} IN (${join(values.map((value) => sql`${value}::text`), ", ")})`;

function sliceBranch(field: FacetField, { statuses, bands }: Slices): Prisma.Sql {
  // Typed attributes' values, counted by the triggers of the attribute-facet migration.
  if (isAttribute(field)) return sql`SELECT ${field}::text, v, n FROM vals WHERE f = ${field}`;
  switch (field) {
    case "status":
      // Counts per status within the band slices, only the statuses the search allows.
      return sql`SELECT 'status', s, sum(n)::int FROM tot
                 WHERE ${oneOf("b", bands)} AND s <> '*' ${isAll(statuses) ? Prisma.empty : sql`AND ${oneOf("s", statuses)}`} GROUP BY s`;
    case "qualityScore":
      return sql`SELECT 'qualityScore', b, sum(n)::int FROM tot
                 WHERE ${oneOf("s", statuses)} AND b NOT IN ('*', 'none') ${isAll(bands) ? Prisma.empty : sql`AND ${oneOf("b", bands)}`} GROUP BY b`;
    case "supplierName":
      return sql`SELECT 'supplierName', org.name COLLATE "C", sum(n)::int FROM tot JOIN organizations org ON org.id = tot.o
                 WHERE ${oneOf("s", statuses)} AND ${oneOf("b", bands)} GROUP BY 2`;
    case "categoryId":
      return sql`SELECT 'categoryId', v, n FROM vals WHERE f = 'categoryId'`;
    case "categoryName":
      // Names at read time: a renamed category is counted under its new name at
      // once. The ids come from the scoped counts.
      return tenantSql.anyOrganization`SELECT 'categoryName', cat.name COLLATE "C", sum(n)::int FROM vals JOIN categories cat ON cat.id = vals.v::uuid
                 WHERE f = 'categoryId' GROUP BY 2`;
    case "tags":
      return sql`SELECT 'tags', v, n FROM vals WHERE f = 'tags'`;
  }
}

export function sliceFacetsSql(criteria: SearchCriteria, fields: readonly FacetField[]): Prisma.Sql {
  const slices: Slices = {
    statuses: criteria.statuses ?? (criteria.status ? [criteria.status] : ALL),
    bands: criteria.bands ?? (criteria.band ? [criteria.band] : ALL),
  };
  const suppliers = criteria.supplierIds.length === 1 ? sql`"organizationId" = ${TENANT}::uuid` : sql`"organizationId" = ANY(${TENANTS}::uuid[])`;
  const valueFields = [...new Set(fields.flatMap((field) => (isAttribute(field) ? [field] : (VALUE_FIELDS[field] ?? []))))];
  const ctes: Prisma.Sql[] = [];
  if (valueFields.length > 0) {
    const slice = sql`${suppliers} AND ${oneOf("field", valueFields)} AND ${oneOf("status", slices.statuses)} AND ${oneOf("band", slices.bands)}`;
    // One supplier's single slice holds each value once: nothing to add up.
    const single = criteria.supplierIds.length === 1 && slices.statuses.length === 1 && slices.bands.length === 1;
    ctes.push(
      single
        ? tenantSql.organizations(criteria.supplierIds)`vals AS (SELECT field AS f, value COLLATE "C" AS v, count AS n FROM product_facet_counts WHERE ${slice})`
        : tenantSql.organizations(criteria.supplierIds)`vals AS (SELECT field AS f, value COLLATE "C" AS v, sum(count)::int AS n FROM product_facet_counts WHERE ${slice}
                       GROUP BY field, value COLLATE "C")`,
    );
  }
  if (fields.some((field) => TOTAL_FIELDS.includes(field))) {
    ctes.push(tenantSql.organizations(criteria.supplierIds)`tot AS (
      SELECT "organizationId" AS o, status AS s, band AS b, count AS n FROM product_facet_counts
      WHERE ${suppliers} AND field = 'total' AND (${oneOf("status", slices.statuses)} OR ${oneOf("band", slices.bands)}))`);
  }
  return facetRows(ctes, fields.map((field) => sliceBranch(field, slices)));
}

// ---- from the matching rows (a text query, tags or a category)
//
// One pass over the products the filters select through their indexes; the
// cost follows the number of matches.

// One branch for select (a string), multiselect (its distinct strings) and
// boolean ("true", "false"): whatever a supplier's dictionary says the
// attribute is, the value stored is counted as the filter would match it.
function attributeBranch(field: `attr.${string}`): Prisma.Sql {
  const code = field.slice("attr.".length);
  return sql`SELECT ${field}::text, x.v COLLATE "C", count(*)::int FROM m CROSS JOIN LATERAL (
      SELECT DISTINCT CASE jsonb_typeof(e) WHEN 'string' THEN e #>> '{}' WHEN 'boolean' THEN e::text END AS v
      FROM jsonb_array_elements(CASE jsonb_typeof(m.a->${code}) WHEN 'array' THEN m.a->${code} ELSE jsonb_build_array(m.a->${code}) END) AS e
    ) AS x WHERE x.v IS NOT NULL GROUP BY 2`;
}

function rowBranch(field: FacetField): Prisma.Sql {
  if (field.startsWith("attr.")) return attributeBranch(field as `attr.${string}`);
  switch (field as SpecFacet) {
    case "status":
      return sql`SELECT 'status', s, count(*)::int FROM m GROUP BY s`;
    case "qualityScore":
      return sql`SELECT 'qualityScore', search_quality_band(q), count(*)::int FROM m WHERE q IS NOT NULL GROUP BY 2`;
    case "supplierName":
      return sql`SELECT 'supplierName', org.name COLLATE "C", sum(x.n)::int FROM (SELECT o, count(*) AS n FROM m GROUP BY o) AS x
                 JOIN organizations org ON org.id = x.o GROUP BY 2`;
    case "categoryId":
      return sql`SELECT 'categoryId', c::text, n FROM cats`;
    case "categoryName":
      // The ids come from the scoped rows.
      return tenantSql.anyOrganization`SELECT 'categoryName', cat.name COLLATE "C", sum(cats.n)::int FROM cats JOIN categories cat ON cat.id = cats.c GROUP BY 2`;
    case "tags":
      // A tag listed twice on one product counts once, as in the pre-aggregated counts.
      return sql`SELECT 'tags', u.tag COLLATE "C", count(*)::int FROM m CROSS JOIN LATERAL unnest(m.t) WITH ORDINALITY AS u(tag, i)
                 WHERE array_position(m.t, u.tag) = u.i GROUP BY 2`;
  }
}

export function rowFacetsSql(criteria: SearchCriteria, fields: readonly FacetField[]): Prisma.Sql {
  const ctes = [
    tenantSql.organizations(criteria.supplierIds)`m AS (
      SELECT p."organizationId" AS o, p.status::text AS s, p."qualityScore" AS q, p."categoryId" AS c, p.tags AS t,
        ${fields.some((f) => f.startsWith("attr.")) ? sql`p.attributes` : sql`NULL::jsonb`} AS a
      FROM products p WHERE ${supplierCondition(criteria.supplierIds)} AND ${and(filterConditions(criteria))})`,
  ];
  if (fields.includes("categoryId") || fields.includes("categoryName")) {
    ctes.push(sql`cats AS (SELECT c, count(*)::int AS n FROM m WHERE c IS NOT NULL GROUP BY c)`);
  }
  return facetRows(ctes, fields.map(rowBranch));
}
