-- Facet counts (docs/search.md) made cheaper for bulk writes, and written
-- once: the three statement triggers hand their rows to one function,
-- search_apply_counts, instead of each repeating the counting query.
--
-- What is counted is unchanged. The work is reordered: rows are summed per
-- (status, band, field, value) before the four slices are made, so the
-- slices multiply a few dozen groups rather than every row, and an
-- attribute's value is expanded (a multiselect's list into its codes) once
-- per distinct value in the statement rather than once per product, which
-- makes a bulk write of typed products pay for the values it holds, not for
-- each product again (docs/benchmarks.md, typed bulk upsert).

CREATE TYPE search_count_row AS (o uuid, st text, bq text, c uuid, t text[], a jsonb, d integer);

CREATE FUNCTION search_apply_counts(counted search_count_row[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zo uuid[]; zf text[]; zs text[]; zb text[]; zv text[];
BEGIN
  IF cardinality(counted) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(1936024419, k) FROM (SELECT DISTINCT hashtext(o::text) AS k FROM unnest(counted) ORDER BY 1) AS suppliers;
  WITH base AS (
    SELECT * FROM unnest(counted)
  ), facetable AS (
    SELECT "organizationId" AS o, array_agg(code) AS codes FROM attributes
    WHERE type IN ('select', 'multiselect', 'boolean') AND "organizationId" IN (SELECT DISTINCT o FROM base)
    GROUP BY "organizationId"
  ), attr_values AS (
    SELECT base.o, base.st, base.bq, code, base.a -> code AS value, sum(base.d) AS d
    FROM base JOIN facetable fa ON fa.o = base.o CROSS JOIN LATERAL unnest(fa.codes) AS code
    WHERE jsonb_exists(base.a, code)
    GROUP BY 1, 2, 3, 4, 5
  ), facts AS (
    SELECT o, st, bq, 'total' AS f, '' AS v, sum(d) AS d FROM base GROUP BY o, st, bq
    UNION ALL
    SELECT o, st, bq, 'categoryId', c::text, sum(d) FROM base WHERE c IS NOT NULL GROUP BY o, st, bq, c
    UNION ALL
    SELECT o, st, bq, 'tags', tag, sum(d)
    FROM (SELECT * FROM base WHERE cardinality(t) > 0) AS tagged CROSS JOIN LATERAL unnest(t) WITH ORDINALITY AS u(tag, i)
    WHERE array_position(t, tag) = i
    GROUP BY o, st, bq, tag
    UNION ALL
    SELECT o, st, bq, 'attr.' || code, x.v, sum(d)
    FROM attr_values CROSS JOIN LATERAL unnest(CASE jsonb_typeof(attr_values.value)
      WHEN 'string' THEN ARRAY[attr_values.value #>> '{}']
      WHEN 'boolean' THEN ARRAY[attr_values.value::text]
      WHEN 'array' THEN ARRAY(SELECT DISTINCT y #>> '{}' FROM jsonb_array_elements(attr_values.value) AS y WHERE jsonb_typeof(y) = 'string')
    END) AS x(v)
    GROUP BY o, st, bq, code, x.v
  ), deltas AS (
    SELECT o, f, k.s, k.b, v, sum(d) AS n FROM facts
    CROSS JOIN LATERAL (VALUES (facts.st, facts.bq), (facts.st, '*'), ('*', facts.bq), ('*', '*')) AS k(s, b)
    GROUP BY o, f, k.s, k.b, v
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
END;
$$;

CREATE OR REPLACE FUNCTION search_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_apply_counts(ARRAY(
    SELECT ROW("organizationId", status::text, search_quality_band("qualityScore"), "categoryId", tags, attributes, 1)::search_count_row FROM new_rows));
  RETURN NULL;
END;
$$;

-- Only rows whose counted fields changed are counted (a score within its
-- band or a rename moves nothing): the old row out, the new row in.
CREATE OR REPLACE FUNCTION search_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_apply_counts(ARRAY(
    SELECT r FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES
      (ROW(o."organizationId", o.status::text, search_quality_band(o."qualityScore"), o."categoryId", o.tags, o.attributes, -1)::search_count_row),
      (ROW(n."organizationId", n.status::text, search_quality_band(n."qualityScore"), n."categoryId", n.tags, n.attributes, 1)::search_count_row)) AS v(r)
    WHERE (n."organizationId", n.status, search_quality_band(n."qualityScore"), n."categoryId", n.tags, n.attributes)
      IS DISTINCT FROM (o."organizationId", o.status, search_quality_band(o."qualityScore"), o."categoryId", o.tags, o.attributes)));
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION search_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_apply_counts(ARRAY(
    SELECT ROW("organizationId", status::text, search_quality_band("qualityScore"), "categoryId", tags, attributes, -1)::search_count_row FROM old_rows));
  RETURN NULL;
END;
$$;
