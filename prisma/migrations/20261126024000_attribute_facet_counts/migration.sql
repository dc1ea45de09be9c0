-- Search facets of typed attributes (docs/api.md, "Attributes"): the values of
-- select, multiselect and boolean attributes are counted with the other
-- facets, field 'attr.<code>', by the same statement triggers, so a whole
-- scope's attribute facet is a read of its slice whatever the catalogue's
-- size (lib/search/facet-sql.ts). Values are counted as the attr filter
-- matches them: a select's code, each distinct code of a multiselect, true
-- or false. Only attributes the dictionary defines with those types are
-- counted, and a type never changes while products hold values, so the
-- counts stay exact. Defining such an attribute for a code already in use
-- recounts it (search_recount_attribute, called by lib/catalog/attributes).

CREATE FUNCTION search_attribute_values(value jsonb) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT CASE jsonb_typeof(e) WHEN 'string' THEN e #>> '{}' WHEN 'boolean' THEN e::text END
  FROM jsonb_array_elements(CASE jsonb_typeof(value) WHEN 'array' THEN value ELSE jsonb_build_array(value) END) AS e
  WHERE jsonb_typeof(e) IN ('string', 'boolean')
$$;

-- A statement's rows are counted once per (status, band, value) before the
-- four slices are made, and an UPDATE counts only the rows whose counted
-- fields changed (a score or a rename moves nothing), since bulk writes of
-- typed products pay for this on every statement.
CREATE OR REPLACE FUNCTION search_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zo uuid[]; zf text[]; zs text[]; zb text[]; zv text[];
BEGIN
  PERFORM pg_advisory_xact_lock(1936024419, k) FROM (SELECT DISTINCT hashtext("organizationId"::text) AS k FROM new_rows ORDER BY 1) AS suppliers;
  WITH base AS (
    SELECT "organizationId" AS o, status::text AS st, search_quality_band("qualityScore") AS bq, "categoryId" AS c, tags AS t, attributes AS a, d
    FROM (SELECT "organizationId", status, "qualityScore", "categoryId", tags, attributes, 1 AS d FROM new_rows) AS r
  ), slices AS (
    SELECT base.*, k.s, k.b FROM base
    CROSS JOIN LATERAL (VALUES (base.st, base.bq), (base.st, '*'), ('*', base.bq), ('*', '*')) AS k(s, b)
  ), facetable AS (
    SELECT "organizationId" AS o, array_agg(code) AS codes FROM attributes
    WHERE type IN ('select', 'multiselect', 'boolean') AND "organizationId" IN (SELECT DISTINCT o FROM base)
    GROUP BY "organizationId"
  ), attr AS (
    SELECT base.o, base.st, base.bq, 'attr.' || e.key AS f, x.v, sum(base.d) AS d
    FROM base JOIN facetable fa ON fa.o = base.o
    CROSS JOIN LATERAL (SELECT code AS key, base.a -> code AS value FROM unnest(fa.codes) AS code) AS e
    CROSS JOIN LATERAL unnest(CASE jsonb_typeof(e.value)
      WHEN 'string' THEN ARRAY[e.value #>> '{}']
      WHEN 'boolean' THEN ARRAY[e.value::text]
      WHEN 'array' THEN ARRAY(SELECT DISTINCT y #>> '{}' FROM jsonb_array_elements(e.value) AS y WHERE jsonb_typeof(y) = 'string')
    END) AS x(v)
    GROUP BY 1, 2, 3, 4, 5
  ), deltas AS (
    SELECT o, 'total' AS f, s, b, '' AS v, sum(d) AS n FROM slices GROUP BY o, s, b
    UNION ALL
    SELECT o, 'categoryId', s, b, c::text, sum(d) FROM slices WHERE c IS NOT NULL GROUP BY o, s, b, c
    UNION ALL
    SELECT o, 'tags', s, b, tag, sum(d)
    FROM slices CROSS JOIN LATERAL unnest(t) WITH ORDINALITY AS u(tag, i)
    WHERE array_position(t, tag) = i
    GROUP BY o, s, b, tag
    UNION ALL
    SELECT o, f, k.s, k.b, v, sum(d) FROM attr
    CROSS JOIN LATERAL (VALUES (attr.st, attr.bq), (attr.st, '*'), ('*', attr.bq), ('*', '*')) AS k(s, b)
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
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION search_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zo uuid[]; zf text[]; zs text[]; zb text[]; zv text[];
BEGIN
  PERFORM pg_advisory_xact_lock(1936024419, k) FROM (SELECT hashtext("organizationId"::text) AS k FROM new_rows UNION SELECT hashtext("organizationId"::text) FROM old_rows ORDER BY 1) AS suppliers;
  WITH base AS (
    SELECT "organizationId" AS o, status::text AS st, search_quality_band("qualityScore") AS bq, "categoryId" AS c, tags AS t, attributes AS a, d
    FROM (SELECT n."organizationId", n.status, n."qualityScore", n."categoryId", n.tags, n.attributes, 1 AS d FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE (n."organizationId", n.status, search_quality_band(n."qualityScore"), n."categoryId", n.tags, n.attributes) IS DISTINCT FROM (o."organizationId", o.status, search_quality_band(o."qualityScore"), o."categoryId", o.tags, o.attributes) UNION ALL SELECT o."organizationId", o.status, o."qualityScore", o."categoryId", o.tags, o.attributes, -1 FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (n."organizationId", n.status, search_quality_band(n."qualityScore"), n."categoryId", n.tags, n.attributes) IS DISTINCT FROM (o."organizationId", o.status, search_quality_band(o."qualityScore"), o."categoryId", o.tags, o.attributes)) AS r
  ), slices AS (
    SELECT base.*, k.s, k.b FROM base
    CROSS JOIN LATERAL (VALUES (base.st, base.bq), (base.st, '*'), ('*', base.bq), ('*', '*')) AS k(s, b)
  ), facetable AS (
    SELECT "organizationId" AS o, array_agg(code) AS codes FROM attributes
    WHERE type IN ('select', 'multiselect', 'boolean') AND "organizationId" IN (SELECT DISTINCT o FROM base)
    GROUP BY "organizationId"
  ), attr AS (
    SELECT base.o, base.st, base.bq, 'attr.' || e.key AS f, x.v, sum(base.d) AS d
    FROM base JOIN facetable fa ON fa.o = base.o
    CROSS JOIN LATERAL (SELECT code AS key, base.a -> code AS value FROM unnest(fa.codes) AS code) AS e
    CROSS JOIN LATERAL unnest(CASE jsonb_typeof(e.value)
      WHEN 'string' THEN ARRAY[e.value #>> '{}']
      WHEN 'boolean' THEN ARRAY[e.value::text]
      WHEN 'array' THEN ARRAY(SELECT DISTINCT y #>> '{}' FROM jsonb_array_elements(e.value) AS y WHERE jsonb_typeof(y) = 'string')
    END) AS x(v)
    GROUP BY 1, 2, 3, 4, 5
  ), deltas AS (
    SELECT o, 'total' AS f, s, b, '' AS v, sum(d) AS n FROM slices GROUP BY o, s, b
    UNION ALL
    SELECT o, 'categoryId', s, b, c::text, sum(d) FROM slices WHERE c IS NOT NULL GROUP BY o, s, b, c
    UNION ALL
    SELECT o, 'tags', s, b, tag, sum(d)
    FROM slices CROSS JOIN LATERAL unnest(t) WITH ORDINALITY AS u(tag, i)
    WHERE array_position(t, tag) = i
    GROUP BY o, s, b, tag
    UNION ALL
    SELECT o, f, k.s, k.b, v, sum(d) FROM attr
    CROSS JOIN LATERAL (VALUES (attr.st, attr.bq), (attr.st, '*'), ('*', attr.bq), ('*', '*')) AS k(s, b)
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
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION search_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zo uuid[]; zf text[]; zs text[]; zb text[]; zv text[];
BEGIN
  PERFORM pg_advisory_xact_lock(1936024419, k) FROM (SELECT DISTINCT hashtext("organizationId"::text) AS k FROM old_rows ORDER BY 1) AS suppliers;
  WITH base AS (
    SELECT "organizationId" AS o, status::text AS st, search_quality_band("qualityScore") AS bq, "categoryId" AS c, tags AS t, attributes AS a, d
    FROM (SELECT "organizationId", status, "qualityScore", "categoryId", tags, attributes, -1 AS d FROM old_rows) AS r
  ), slices AS (
    SELECT base.*, k.s, k.b FROM base
    CROSS JOIN LATERAL (VALUES (base.st, base.bq), (base.st, '*'), ('*', base.bq), ('*', '*')) AS k(s, b)
  ), facetable AS (
    SELECT "organizationId" AS o, array_agg(code) AS codes FROM attributes
    WHERE type IN ('select', 'multiselect', 'boolean') AND "organizationId" IN (SELECT DISTINCT o FROM base)
    GROUP BY "organizationId"
  ), attr AS (
    SELECT base.o, base.st, base.bq, 'attr.' || e.key AS f, x.v, sum(base.d) AS d
    FROM base JOIN facetable fa ON fa.o = base.o
    CROSS JOIN LATERAL (SELECT code AS key, base.a -> code AS value FROM unnest(fa.codes) AS code) AS e
    CROSS JOIN LATERAL unnest(CASE jsonb_typeof(e.value)
      WHEN 'string' THEN ARRAY[e.value #>> '{}']
      WHEN 'boolean' THEN ARRAY[e.value::text]
      WHEN 'array' THEN ARRAY(SELECT DISTINCT y #>> '{}' FROM jsonb_array_elements(e.value) AS y WHERE jsonb_typeof(y) = 'string')
    END) AS x(v)
    GROUP BY 1, 2, 3, 4, 5
  ), deltas AS (
    SELECT o, 'total' AS f, s, b, '' AS v, sum(d) AS n FROM slices GROUP BY o, s, b
    UNION ALL
    SELECT o, 'categoryId', s, b, c::text, sum(d) FROM slices WHERE c IS NOT NULL GROUP BY o, s, b, c
    UNION ALL
    SELECT o, 'tags', s, b, tag, sum(d)
    FROM slices CROSS JOIN LATERAL unnest(t) WITH ORDINALITY AS u(tag, i)
    WHERE array_position(t, tag) = i
    GROUP BY o, s, b, tag
    UNION ALL
    SELECT o, f, k.s, k.b, v, sum(d) FROM attr
    CROSS JOIN LATERAL (VALUES (attr.st, attr.bq), (attr.st, '*'), ('*', attr.bq), ('*', '*')) AS k(s, b)
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
  RETURN NULL;
END;
$$;


-- The counts of one attribute of one organisation, from its products, under
-- the same lock as the triggers.
CREATE FUNCTION search_recount_attribute(org uuid, attribute text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1936024419, hashtext(org::text));
  DELETE FROM product_facet_counts WHERE "organizationId" = org AND field = 'attr.' || attribute;
  INSERT INTO product_facet_counts ("organizationId", field, status, band, value, count)
  SELECT org, 'attr.' || attribute, k.s, k.b, x.v, count(*)
  FROM products p
  CROSS JOIN LATERAL search_attribute_values(p.attributes -> attribute) AS x(v)
  CROSS JOIN LATERAL (VALUES (p.status::text, search_quality_band(p."qualityScore")), (p.status::text, '*'),
                             ('*', search_quality_band(p."qualityScore")), ('*', '*')) AS k(s, b)
  WHERE p."organizationId" = org AND jsonb_exists(p.attributes, attribute)
  GROUP BY k.s, k.b, x.v;
END;
$$;

SELECT search_recount_attribute("organizationId", code) FROM attributes WHERE type IN ('select', 'multiselect', 'boolean');
