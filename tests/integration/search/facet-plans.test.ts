import pg from "pg";
import { describe, expect, it } from "vitest";
import { env } from "../../../lib/config/env";
import { db } from "../../../lib/db/client";
import { queryConfig } from "../../../lib/db/prepared";
import { sliceFacetsSql } from "../../../lib/search/facet-sql";
import { scopeCriteria, type SearchCriteria } from "../../../lib/search/criteria";
import type { CatalogueFacetField } from "../../../lib/search/schemas";
import { createOrg } from "../../support/fixtures";

// The facets of a search read from the pre-aggregated counts run as a
// prepared statement. PostgreSQL plans such a statement for its values on
// each of the first five calls and then keeps a generic plan only if it
// costs no more: a statement it keeps planning costs a search about 0.4 ms
// of PostgreSQL's CPU, every time. A supplier's search with no filter, or
// one status, must stay on the generic plan. (For a quality band the choice
// rests on the statistics: a band's slices are often much smaller than the
// rest, and PostgreSQL may rightly keep planning for the band asked for.)

// A supplier's whole catalogue, narrowed as a search narrows it.
const criteria = (supplierId: string, narrow: Partial<SearchCriteria> = {}): SearchCriteria => ({
  ...scopeCriteria({ supplierIds: [supplierId], activeOnly: false }),
  ...narrow,
});

describe("the pre-aggregated facets' statement", () => {
  it("is planned once and kept for one supplier's slice, whatever the facets asked for", async () => {
    // Two catalogues whose counts the triggers keep, as a database in use
    // holds them, and statistics of them: on an empty table any plan looks cheap.
    const org = await createOrg("supplier");
    const other = await createOrg("supplier");
    for (const [organizationId, products] of [[org.id, 1_000], [other.id, 300]] as const) {
      await db.$executeRaw`INSERT INTO categories ("organizationId", name, "updatedAt") SELECT ${organizationId}::uuid, 'Category ' || n, now() FROM generate_series(1, 20) AS n`;
      await db.$executeRaw`INSERT INTO products ("organizationId", sku, name, status, "categoryId", tags, "qualityScore", "updatedAt")
        SELECT ${organizationId}::uuid, 'PLAN-' || g, 'Product ' || g, (ARRAY['active', 'active', 'draft', 'archived'])[1 + g % 4]::"ProductStatus",
          (SELECT id FROM categories WHERE "organizationId" = ${organizationId}::uuid ORDER BY name OFFSET g % 20 LIMIT 1),
          ARRAY['tag-' || g % 7, 'tag-' || g % 11], CASE WHEN g % 10 = 0 THEN NULL ELSE g % 101 END, now()
        FROM generate_series(1, ${products}::int) AS g`;
    }
    await db.$executeRaw`ANALYZE product_facet_counts`;
    const cases: [Partial<SearchCriteria>, CatalogueFacetField[]][] = [
      [{}, ["status", "categoryName"]],
      [{ status: "active" }, ["status", "qualityScore", "supplierName", "tags", "categoryId"]],
    ];
    // A session of its own, so the counts are this test's calls alone.
    const client = new pg.Client({ connectionString: env().DATABASE_URL });
    await client.connect();
    try {
      for (const [narrow, fields] of cases) {
        const { name, text, values } = queryConfig(sliceFacetsSql(criteria(org.id, narrow), fields), true);
        for (let call = 0; call < 8; call++) await client.query({ name, text, values });
        const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
          `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1`,
          [name],
        );
        expect(rows, JSON.stringify(narrow)).toHaveLength(1);
        // Five calls planned for their values, then the generic plan for the rest.
        expect({ narrow, generic: Number(rows[0]!.generic_plans), custom: Number(rows[0]!.custom_plans) }).toEqual({ narrow, generic: 3, custom: 5 });
      }
    } finally {
      await client.end();
    }
  });
});
