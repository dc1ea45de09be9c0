import { db, type Tx } from "../../db/client";
import { Prisma } from "../../db/generated/client";
import { TENANT, TENANTS, tenantSql } from "../../db/tenant-sql";

// An export's header names a column for every attribute code, metric unit,
// price currency and locale its products hold (docs/api.md, "Imports and exports"), before
// the first row is written. Reading that from a million products takes tens
// of seconds, so it is kept in export_value_shapes and brought up to date
// from the change feed: the products changed since the organisation's
// watermark are read again, a few at a time as they change (the
// refresh-export-shapes job) and once more when an export starts. Shapes
// are never removed, so the header may have a column no product fills any
// more (empty cells import as nothing to change), but never lacks one.

export type ValueShape = { locale: string | null; code: string; unit: string | null; currency: string | null };

const REFRESH_TIMEOUT_MS = 10 * 60_000;

// The shapes of a set of products, every pair of (locale, attribute) and a
// row per locale in use ('' for none), as the registry stores them.
function shapesOf(products: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT DISTINCT p."organizationId", p.status = 'active' AS "onActive", coalesce(s.locale, '') AS locale, e.key AS code,
      coalesce(CASE WHEN jsonb_typeof(e.value) = 'object' THEN e.value->>'unit' END, '') AS unit, coalesce(c.currency, '') AS currency
    FROM (${products}) p
    CROSS JOIN LATERAL (
      SELECT NULL::text AS locale, p.attributes AS attrs
      UNION ALL
      SELECT l.key, CASE WHEN jsonb_typeof(l.value->'attributes') = 'object' THEN l.value->'attributes' ELSE '{}'::jsonb END
      FROM jsonb_each(CASE WHEN jsonb_typeof(p.localized) = 'object' THEN p.localized ELSE '{}'::jsonb END) l
    ) s
    CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(s.attrs) = 'object' THEN s.attrs ELSE '{}'::jsonb END) e
    LEFT JOIN LATERAL (
      SELECT x->>'currency' AS currency FROM jsonb_array_elements(CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value ELSE '[]'::jsonb END) x
      WHERE jsonb_typeof(x) = 'object' AND x->>'currency' IS NOT NULL
    ) c ON true
    UNION
    SELECT DISTINCT p."organizationId", p.status = 'active', l.key, '', '', ''
    FROM (${products}) p, jsonb_each(CASE WHEN jsonb_typeof(p.localized) = 'object' THEN p.localized ELSE '{}'::jsonb END) l`;
}

async function record(tx: Tx, products: Prisma.Sql): Promise<void> {
  // The products come from a tenantSql statement of the caller.
  await tx.$executeRaw(tenantSql.anyOrganization`
    INSERT INTO export_value_shapes ("organizationId", "onActive", locale, code, unit, currency)
    ${shapesOf(products)}
    ON CONFLICT DO NOTHING`);
}

// Brings an organisation's shapes up to the last committed change. The
// change feed gives each committed change a seq in commit order, so every
// change after the highest seq seen now is read by the next refresh; a
// change committed meanwhile may be read twice, which adds nothing. Without
// a watermark, or when the feed's retention has pruned past it, the whole
// catalogue is read once.
export async function refreshValueShapes(organizationId: string): Promise<{ read: "none" | "changes" | "catalogue" }> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`export-shapes:${organizationId}`}))`;
      const [state] = await tx.$queryRaw<{ through: bigint | null; pruned: bigint | null; latest: bigint | null }[]>(tenantSql.organization(organizationId)`
        SELECT (SELECT "throughSeq" FROM export_shape_watermarks WHERE "organizationId" = ${TENANT}::uuid) AS through,
               (SELECT "prunedThrough" FROM change_feed_horizons WHERE "organizationId" = ${TENANT}::uuid) AS pruned,
               (SELECT max(seq) FROM product_changes WHERE "organizationId" = ${TENANT}::uuid) AS latest`);
      const latest = state?.latest ?? state?.pruned ?? 0n;
      const through = state?.through ?? null;
      let read: "none" | "changes" | "catalogue";
      if (through === null || (state?.pruned ?? 0n) > through) {
        await record(tx, tenantSql.organization(organizationId)`SELECT * FROM products WHERE "organizationId" = ${TENANT}::uuid`);
        read = "catalogue";
      } else if (latest > through) {
        await record(
          tx,
          tenantSql.organization(organizationId)`SELECT * FROM products WHERE id IN (
            SELECT "productId" FROM product_changes
            WHERE "organizationId" = ${TENANT}::uuid AND seq > ${through} AND seq <= ${latest} AND NOT deleted)`,
        );
        read = "changes";
      } else return { read: "none" };
      await tx.$executeRaw(tenantSql.organization(organizationId)`
        INSERT INTO export_shape_watermarks ("organizationId", "throughSeq") VALUES (${TENANT}::uuid, ${latest})
        ON CONFLICT ("organizationId") DO UPDATE SET "throughSeq" = GREATEST(export_shape_watermarks."throughSeq", EXCLUDED."throughSeq")`);
      return { read };
    },
    { timeout: REFRESH_TIMEOUT_MS, maxWait: REFRESH_TIMEOUT_MS },
  );
}

// The shapes of the suppliers in scope (active products only for a buyer).
export async function valueShapes(supplierIds: string[], activeOnly: boolean): Promise<{ found: ValueShape[]; locales: string[] }> {
  for (const id of supplierIds) await refreshValueShapes(id);
  const rows = await db.$queryRaw<{ locale: string; code: string; unit: string; currency: string }[]>(tenantSql.organizations(supplierIds)`
    SELECT DISTINCT locale, code, unit, currency FROM export_value_shapes
    WHERE "organizationId" = ANY(${TENANTS}::uuid[]) AND ("onActive" OR NOT ${activeOnly}::boolean)`);
  const found: ValueShape[] = [];
  const locales = new Set<string>();
  for (const r of rows) {
    if (r.code === "") locales.add(r.locale);
    else found.push({ locale: r.locale || null, code: r.code, unit: r.unit || null, currency: r.currency || null });
  }
  return { found, locales: [...locales] };
}
