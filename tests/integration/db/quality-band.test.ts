import pg from "pg";
import { describe, expect, it } from "vitest";
import { qualityBandOf } from "../../../lib/catalog/quality-band";

// The quality bands are defined once in each language: search_quality_band()
// in SQL (the facet counts' triggers, facet and analytics queries) and
// lib/catalog/quality-band.ts in TypeScript (documents, scoring events, the
// band filter's score ranges). They must agree on every score.
describe("quality bands", () => {
  it("are the same in SQL and TypeScript for every score from 0 to 100, and none for no score", async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ score: number | null; band: string }>(
        "SELECT score, search_quality_band(score) AS band FROM (SELECT generate_series(0, 100) AS score UNION ALL SELECT NULL) AS s ORDER BY score NULLS LAST",
      );
      const scores = Array.from({ length: 101 }, (_, score) => score);
      expect(rows).toEqual([...scores.map((score) => ({ score, band: qualityBandOf(score) })), { score: null, band: "none" }]);
    } finally {
      await client.end();
    }
  });
});
