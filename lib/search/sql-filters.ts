import { Prisma } from "../db/generated/client";
import { bandScoreRange } from "./band-range";
import type { SearchCriteria } from "./criteria";
import type { QualityBand } from "../catalog/quality-band";
import type { AttributeCondition } from "./attribute-filters";
import { baseConversions } from "../catalog/attributes/units";
import { tenantSql } from "../db/tenant-sql";
import { likeContaining, likePrefix } from "./like-prefix";

// The filters of a search other than the supplier, as SQL over products
// aliased "p". Each is written so one of the indexes of the search migration
// serves it: equalities on the leading columns of (organizationId, status |
// categoryId, createdAt, id) keep a page in index order, the band is a range
// on (organizationId, qualityScore), tags and the text query use GIN.
export function filterConditions(criteria: SearchCriteria): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (criteria.status) conditions.push(Prisma.sql`p.status = ${criteria.status}::"ProductStatus"`);
  if (criteria.statuses) conditions.push(Prisma.sql`p.status = ANY(${criteria.statuses}::"ProductStatus"[])`);
  if (criteria.band) conditions.push(...bandConditions(criteria.band));
  if (criteria.bands) conditions.push(Prisma.sql`(${Prisma.join(criteria.bands.map((band) => and(bandConditions(band))), " OR ")})`);
  const categoryIds = criteria.categoryIds;
  if (categoryIds?.length === 1) {
    // An equality, not = ANY: only then does the planner know the index yields ("createdAt", id) order.
    conditions.push(Prisma.sql`p."categoryId" = ${categoryIds[0]}::uuid`);
  } else if (categoryIds) {
    conditions.push(Prisma.sql`p."categoryId" = ANY(${categoryIds}::uuid[])`);
  }
  const familyIds = criteria.familyIds;
  if (familyIds?.length === 1) conditions.push(Prisma.sql`p."familyId" = ${familyIds[0]}::uuid`);
  else if (familyIds) conditions.push(Prisma.sql`p."familyId" = ANY(${familyIds}::uuid[])`);
  const kinds = criteria.kinds;
  if (kinds?.length === 1) conditions.push(Prisma.sql`p.kind = ${kinds[0]}::"ProductKind"`);
  else if (kinds) conditions.push(Prisma.sql`p.kind = ANY(${kinds}::"ProductKind"[])`);
  if (criteria.productIds) conditions.push(Prisma.sql`p.id = ANY(${criteria.productIds}::uuid[])`);
  if (criteria.parentId) conditions.push(Prisma.sql`p."parentId" = ${criteria.parentId}::uuid`);
  if (criteria.tags.length > 0) conditions.push(Prisma.sql`p.tags @> ${criteria.tags}::text[]`);
  if (criteria.q !== null) conditions.push(textCondition(criteria.q));
  for (const condition of criteria.attributes) conditions.push(attributeCondition(condition));
  // One probe of the publications' (channelId, productId) key per candidate;
  // the channel was checked to be the scope's, and a publication is its
  // product's organisation's.
  for (const { channelId, ready } of criteria.channelReadiness) {
    conditions.push(
      ready
        ? tenantSql.anyOrganization`EXISTS (SELECT 1 FROM publications pb WHERE pb."channelId" = ${channelId}::uuid AND pb."productId" = p.id AND pb.status <> 'skipped' AND p.status = 'active')`
        : tenantSql.anyOrganization`EXISTS (SELECT 1 FROM publications pb WHERE pb."channelId" = ${channelId}::uuid AND pb."productId" = p.id AND pb.status = 'skipped' AND p.status = 'active')`,
    );
  }
  return conditions;
}

// The words of the full text (GIN on "searchVector"), or, for a q without
// spaces (a sku has none), the start of a sku in any case: a range of the
// (organizationId, lower(sku) text_pattern_ops) index, which the planner
// finds because the pattern is a constant when the statement is planned.
// The planner ORs the two bitmaps.
function textCondition(q: string): Prisma.Sql {
  const words = Prisma.sql`p."searchVector" @@ search_query(${q})`;
  if (/\s/.test(q)) return words;
  return Prisma.sql`(${words} OR lower(p.sku) LIKE lower(${likePrefix(q)}))`;
}

function bandConditions(band: QualityBand): Prisma.Sql[] {
  const range = bandScoreRange(band);
  const conditions: Prisma.Sql[] = [];
  if (range.gte !== undefined) conditions.push(Prisma.sql`p."qualityScore" >= ${range.gte}::int`);
  if (range.lt !== undefined) conditions.push(Prisma.sql`p."qualityScore" < ${range.lt}::int`);
  return conditions;
}

// A metric value {amount, unit} in its family's base unit, from the unit
// table in code (constants only, so written into the SQL as they are).
const METRIC_BASE = Prisma.raw(
  `CASE v->>'unit' ${baseConversions()
    .map(({ unit, factor, offset }) => `WHEN '${unit}' THEN (v->>'amount')::float8 * ${factor} + ${offset}`)
    .join(" ")} END`,
);

// Equality is containment, which the GIN index on attributes serves; a range
// reads the number, or the metric in its base unit, of each candidate row,
// and a text search the string value of each (ILIKE, wildcards literal).
function attributeCondition(condition: AttributeCondition): Prisma.Sql {
  if (condition.kind === "contains") {
    return Prisma.sql`(${Prisma.join(condition.documents.map((doc) => Prisma.sql`p.attributes @> ${doc}::jsonb`), " OR ")})`;
  }
  if (condition.kind === "text") {
    return Prisma.sql`(jsonb_typeof(p.attributes->${condition.code}) = 'string' AND p.attributes->>${condition.code} ILIKE ${likeContaining(condition.needle)})`;
  }
  const amount = Prisma.sql`(SELECT CASE jsonb_typeof(v) WHEN 'number' THEN v::text::float8
      WHEN 'object' THEN CASE WHEN jsonb_typeof(v->'amount') = 'number' THEN ${METRIC_BASE} END END
    FROM (SELECT p.attributes->${condition.code} AS v) AS a)`;
  return condition.op === "gte" ? Prisma.sql`${amount} >= ${condition.bound}::float8` : Prisma.sql`${amount} <= ${condition.bound}::float8`;
}

export function and(conditions: readonly Prisma.Sql[]): Prisma.Sql {
  return conditions.length === 0 ? Prisma.sql`TRUE` : Prisma.join(conditions, " AND ");
}
