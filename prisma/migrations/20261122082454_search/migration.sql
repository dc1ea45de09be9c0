-- Product search (issue 3, docs/search.md): a generated full-text column, one
-- index per filter, and exact facet counts kept by statement triggers.

-- Short service queries never repay JIT compilation: it added 30-300 ms to
-- search and facet queries whose estimated cost crossed jit_above_cost.
-- Applies to sessions opened after the migration.
DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET jit = off', current_database()); END $$;

-- The quality band of a score (docs/api.md, "Quality score"), 'none' when unscored.
-- The one definition in SQL; lib/catalog/quality-band.ts is the one in
-- TypeScript, and tests/integration/db/quality-band.test.ts holds them equal.
CREATE FUNCTION search_quality_band(score integer) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN score IS NULL THEN 'none' WHEN score >= 90 THEN 'green' WHEN score >= 60 THEN 'amber' ELSE 'red' END $$;

-- Documents and queries are reduced to letters and digits before parsing, so
-- "SKU-0042", "sku 0042" and "0042" meet on the same lexemes, where the parser's
-- own rules (signed numbers, e-mails, paths) would otherwise split a SKU
-- differently in a document and in a query.
CREATE FUNCTION search_words(doc text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(doc, '[^[:alnum:]]+', ' ', 'g') $$;

-- Every word of q must be a word of the product, and the last one may be the
-- start of a word ("search as you type") once it has 3 characters, since a
-- shorter prefix matches too many lexemes to be a useful index probe.
-- NULL (matches nothing) when q has no word at all.
CREATE FUNCTION search_query(q text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT to_tsquery('simple'::regconfig,
             string_agg('''' || lexeme || '''' || CASE WHEN is_last AND length(lexeme) >= 3 THEN ':*' ELSE '' END, ' & '))
    FROM (SELECT lexeme, at = max(at) OVER () AS is_last
          FROM (SELECT lexeme, positions[array_upper(positions, 1)] AS at
                FROM unnest(to_tsvector('simple'::regconfig, search_words(q)))) AS lexemes) AS words
  $$;

-- Generated rather than written by the app, so every write path (Prisma,
-- the bulk upsert's raw SQL, psql) keeps it right.
ALTER TABLE "products" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, search_words(
    sku || ' ' || name || ' ' || coalesce(description, '') || ' ' ||
    jsonb_path_query_array(localized, '$.*.name ? (@.type() == "string")')::text))
) STORED;

-- CreateTable
CREATE TABLE "product_facet_counts" (
    "organizationId" UUID NOT NULL,
    "field" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "band" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "product_facet_counts_pkey" PRIMARY KEY ("organizationId","field","status","band","value")
);

-- Counters change on every product write. Room on each page lets an update
-- stay on its page (a HOT update: count is not indexed), so the index is not
-- touched and a supplier's slice stays on the few pages it was written to,
-- which is what a facet read scans.
ALTER TABLE "product_facet_counts" SET (fillfactor = 70);

-- CreateIndex
CREATE INDEX "categories_organizationId_name_idx" ON "categories"("organizationId", "name");

-- CreateIndex
CREATE INDEX "products_organizationId_status_createdAt_id_idx" ON "products"("organizationId", "status", "createdAt", "id");

-- CreateIndex
CREATE INDEX "products_organizationId_categoryId_createdAt_id_idx" ON "products"("organizationId", "categoryId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "products_organizationId_qualityScore_idx" ON "products"("organizationId", "qualityScore");

-- CreateIndex
CREATE INDEX "products_tags_idx" ON "products" USING GIN ("tags");

-- CreateIndex
CREATE INDEX "products_searchVector_idx" ON "products" USING GIN ("searchVector");

-- Keep product_facet_counts exact. One run per statement sees every row the
-- statement inserted, updated or deleted (transition tables), including the
-- bulk upsert's ON CONFLICT updates and the SET NULL a category delete
-- cascades. Each product counts +1 (new) or -1 (old) in four slices, (status,
-- band), (status, *), (*, band) and (*, *), under 'total', its category and
-- each distinct tag (a tag listed twice counts once). Deltas that cancel out
-- are not written, so a rename or a score change within a band touches no
-- counter. Counters brought to zero are deleted.
--
-- Concurrent writers of one supplier take turns on its counters: each run
-- first takes a transaction-level advisory lock per supplier it touches, in
-- key order (class 1936024419, "srch"). Without it, two bulk upserts whose
-- INSERT and UPDATE runs touch the same counters in opposite order deadlock
-- (30% of concurrent upsert statements did in a test of eight writers).
--
-- The three functions differ only in where the changed rows come from. Each
-- is static SQL, so PL/pgSQL keeps its plan: one EXECUTEd text shared by all
-- three was planned again on every write, which cost several times more.
CREATE FUNCTION search_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zo uuid[]; zf text[]; zs text[]; zb text[]; zv text[];
BEGIN
  PERFORM pg_advisory_xact_lock(1936024419, k) FROM (SELECT DISTINCT hashtext("organizationId"::text) AS k FROM new_rows ORDER BY 1) AS suppliers;
  WITH changed AS (
    SELECT r."organizationId" AS o, k.s, k.b, r."categoryId" AS c, r.tags AS t, r.d
    FROM (SELECT "organizationId", status, "qualityScore", "categoryId", tags, 1 AS d FROM new_rows) AS r
    CROSS JOIN LATERAL (VALUES (r.status::text, search_quality_band(r."qualityScore")), (r.status::text, '*'),
                               ('*', search_quality_band(r."qualityScore")), ('*', '*')) AS k(s, b)
  ), deltas AS (
    SELECT o, 'total' AS f, s, b, '' AS v, sum(d) AS n FROM changed GROUP BY o, s, b
    UNION ALL
    SELECT o, 'categoryId', s, b, c::text, sum(d) FROM changed WHERE c IS NOT NULL GROUP BY o, s, b, c
    UNION ALL
    SELECT o, 'tags', s, b, tag, sum(d)
    FROM changed CROSS JOIN LATERAL unnest(t) WITH ORDINALITY AS u(tag, i)
    WHERE array_position(t, tag) = i
    GROUP BY o, s, b, tag
  ), applied AS (
    INSERT INTO product_facet_counts AS pc ("organizationId", field, status, band, value, count)
    SELECT o, f, s, b, v, n FROM deltas WHERE n <> 0
    ON CONFLICT ("organizationId", field, status, band, value) DO UPDATE SET count = pc.count + EXCLUDED.count
    RETURNING pc."organizationId", pc.field, pc.status, pc.band, pc.value, pc.count
  )
  SELECT array_agg("organizationId"), array_agg(field), array_agg(status), array_agg(band), array_agg(value)
  INTO zo, zf, zs, zb, zv FROM applied WHERE count = 0;
  IF zo IS NOT NULL THEN
    DELETE FROM product_facet_counts AS pc USING unnest(zo, zf, zs, zb, zv) AS z(o, f, s, b, v)
    WHERE (pc."organizationId", pc.field, pc.status, pc.band, pc.value) = (z.o, z.f, z.s, z.b, z.v) AND pc.count = 0;
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION search_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zo uuid[]; zf text[]; zs text[]; zb text[]; zv text[];
BEGIN
  PERFORM pg_advisory_xact_lock(1936024419, k) FROM (SELECT hashtext("organizationId"::text) AS k FROM new_rows UNION SELECT hashtext("organizationId"::text) FROM old_rows ORDER BY 1) AS suppliers;
  WITH changed AS (
    SELECT r."organizationId" AS o, k.s, k.b, r."categoryId" AS c, r.tags AS t, r.d
    FROM (SELECT "organizationId", status, "qualityScore", "categoryId", tags, 1 AS d FROM new_rows
          UNION ALL SELECT "organizationId", status, "qualityScore", "categoryId", tags, -1 FROM old_rows) AS r
    CROSS JOIN LATERAL (VALUES (r.status::text, search_quality_band(r."qualityScore")), (r.status::text, '*'),
                               ('*', search_quality_band(r."qualityScore")), ('*', '*')) AS k(s, b)
  ), deltas AS (
    SELECT o, 'total' AS f, s, b, '' AS v, sum(d) AS n FROM changed GROUP BY o, s, b
    UNION ALL
    SELECT o, 'categoryId', s, b, c::text, sum(d) FROM changed WHERE c IS NOT NULL GROUP BY o, s, b, c
    UNION ALL
    SELECT o, 'tags', s, b, tag, sum(d)
    FROM changed CROSS JOIN LATERAL unnest(t) WITH ORDINALITY AS u(tag, i)
    WHERE array_position(t, tag) = i
    GROUP BY o, s, b, tag
  ), applied AS (
    INSERT INTO product_facet_counts AS pc ("organizationId", field, status, band, value, count)
    SELECT o, f, s, b, v, n FROM deltas WHERE n <> 0
    ON CONFLICT ("organizationId", field, status, band, value) DO UPDATE SET count = pc.count + EXCLUDED.count
    RETURNING pc."organizationId", pc.field, pc.status, pc.band, pc.value, pc.count
  )
  SELECT array_agg("organizationId"), array_agg(field), array_agg(status), array_agg(band), array_agg(value)
  INTO zo, zf, zs, zb, zv FROM applied WHERE count = 0;
  IF zo IS NOT NULL THEN
    DELETE FROM product_facet_counts AS pc USING unnest(zo, zf, zs, zb, zv) AS z(o, f, s, b, v)
    WHERE (pc."organizationId", pc.field, pc.status, pc.band, pc.value) = (z.o, z.f, z.s, z.b, z.v) AND pc.count = 0;
  END IF;
  RETURN NULL;
END;
$$;

CREATE FUNCTION search_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zo uuid[]; zf text[]; zs text[]; zb text[]; zv text[];
BEGIN
  PERFORM pg_advisory_xact_lock(1936024419, k) FROM (SELECT DISTINCT hashtext("organizationId"::text) AS k FROM old_rows ORDER BY 1) AS suppliers;
  WITH changed AS (
    SELECT r."organizationId" AS o, k.s, k.b, r."categoryId" AS c, r.tags AS t, r.d
    FROM (SELECT "organizationId", status, "qualityScore", "categoryId", tags, -1 AS d FROM old_rows) AS r
    CROSS JOIN LATERAL (VALUES (r.status::text, search_quality_band(r."qualityScore")), (r.status::text, '*'),
                               ('*', search_quality_band(r."qualityScore")), ('*', '*')) AS k(s, b)
  ), deltas AS (
    SELECT o, 'total' AS f, s, b, '' AS v, sum(d) AS n FROM changed GROUP BY o, s, b
    UNION ALL
    SELECT o, 'categoryId', s, b, c::text, sum(d) FROM changed WHERE c IS NOT NULL GROUP BY o, s, b, c
    UNION ALL
    SELECT o, 'tags', s, b, tag, sum(d)
    FROM changed CROSS JOIN LATERAL unnest(t) WITH ORDINALITY AS u(tag, i)
    WHERE array_position(t, tag) = i
    GROUP BY o, s, b, tag
  ), applied AS (
    INSERT INTO product_facet_counts AS pc ("organizationId", field, status, band, value, count)
    SELECT o, f, s, b, v, n FROM deltas WHERE n <> 0
    ON CONFLICT ("organizationId", field, status, band, value) DO UPDATE SET count = pc.count + EXCLUDED.count
    RETURNING pc."organizationId", pc.field, pc.status, pc.band, pc.value, pc.count
  )
  SELECT array_agg("organizationId"), array_agg(field), array_agg(status), array_agg(band), array_agg(value)
  INTO zo, zf, zs, zb, zv FROM applied WHERE count = 0;
  IF zo IS NOT NULL THEN
    DELETE FROM product_facet_counts AS pc USING unnest(zo, zf, zs, zb, zv) AS z(o, f, s, b, v)
    WHERE (pc."organizationId", pc.field, pc.status, pc.band, pc.value) = (z.o, z.f, z.s, z.b, z.v) AND pc.count = 0;
  END IF;
  RETURN NULL;
END;
$$;

-- Transition tables allow one event per trigger, hence three.
CREATE TRIGGER "products_search_counts_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_count_inserted();
CREATE TRIGGER "products_search_counts_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_count_updated();
CREATE TRIGGER "products_search_counts_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_count_deleted();

-- TRUNCATE fires no DELETE trigger.
CREATE FUNCTION search_clear_counts() RETURNS trigger LANGUAGE plpgsql
  AS $$ BEGIN TRUNCATE product_facet_counts; RETURN NULL; END $$;

CREATE TRIGGER "products_search_counts_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION search_clear_counts();
