-- Product history cost a third on top of a bulk upsert that changes one
-- attribute of 1,000 products (docs/benchmarks.md, "History"); the
-- difference was mostly the UPDATE trigger's diff:
--
-- - The diff was computed twice per row: the subquery that named it was
--   pulled up into its caller, so `d` was evaluated once for `WHERE d <> '{}'`
--   and again for `array_agg(d)`. OFFSET 0 keeps it a subquery.
-- - An attribute diff joined two jsonb_each sets per product (two tuplestores
--   and a hash table each time). The keys of the new object, plus the keys
--   only the old one has, each looked up in both, come to the same fields for
--   about 30% less; taken in the select list, the keys need no tuplestore.
--   A JSON null is no value: coalescing a missing key to it compares absent,
--   null and null alike, as the filtered join did.
-- - The scalar columns' object is built only when one of them differs.
-- - EXECUTE planned the query at every statement (about 3 ms). The query is
--   static now and keeps its plan: like the change feed's and the facet
--   counts' UPDATE triggers (migration transition_plans_per_statement), it
--   is planned without nested loops, so a plan first made for empty
--   transition tables is still a hash join for thousands of rows. What it
--   calls is planned inside it: history_record, which keeps one plan per
--   connection whoever calls it first, sets nested loops back on for itself
--   (its merge into a version of the same operation probes product_versions
--   by index); the helpers that flatten variants and localized values run
--   their lateral jsonb_each pairs as nested loops whatever the setting, but
--   at a disabled node's cost, so the trigger turns JIT off rather than let
--   a database without `jit = off` compile them.
--
-- What is recorded does not change: the same fields, the same [before, after].

CREATE OR REPLACE FUNCTION history_products_updated() RETURNS trigger LANGUAGE plpgsql SET enable_nestloop = off SET jit = off AS $$
DECLARE orgs uuid[]; ids uuid[]; diffs jsonb[]; deletions boolean[];
BEGIN
  -- Simple products and models: only the columns that differ are looked
  -- into. Variants and kind changes compare the whole flat form.
  SELECT array_agg(o), array_agg(i), array_agg(d), array_agg(false) INTO orgs, ids, diffs, deletions FROM (
    SELECT n."organizationId" AS o, n.id AS i,
      CASE WHEN o.kind = 'variant' OR n.kind = 'variant' OR o.kind IS DISTINCT FROM n.kind THEN history_diff(history_fields(o), history_fields(n))
      ELSE CASE WHEN (o.sku, o.name, o.description, o.status, o."categoryId", o."parentId", o."familyId", o.tags)
                     IS DISTINCT FROM (n.sku, n.name, n.description, n.status, n."categoryId", n."parentId", n."familyId", n.tags)
          THEN jsonb_strip_nulls(jsonb_build_object(
            'sku', CASE WHEN o.sku IS DISTINCT FROM n.sku THEN jsonb_build_array(o.sku, n.sku) END,
            'name', CASE WHEN o.name IS DISTINCT FROM n.name THEN jsonb_build_array(o.name, n.name) END,
            'description', CASE WHEN o.description IS DISTINCT FROM n.description THEN jsonb_build_array(o.description, n.description) END,
            'status', CASE WHEN o.status IS DISTINCT FROM n.status THEN jsonb_build_array(o.status, n.status) END,
            'categoryId', CASE WHEN o."categoryId" IS DISTINCT FROM n."categoryId" THEN jsonb_build_array(o."categoryId", n."categoryId") END,
            'parentId', CASE WHEN o."parentId" IS DISTINCT FROM n."parentId" THEN jsonb_build_array(o."parentId", n."parentId") END,
            'familyCode', CASE WHEN o."familyId" IS DISTINCT FROM n."familyId"
              THEN jsonb_build_array((SELECT f.code FROM families f WHERE f.id = o."familyId"), (SELECT f.code FROM families f WHERE f.id = n."familyId")) END,
            'tags', CASE WHEN o.tags IS DISTINCT FROM n.tags AND (cardinality(o.tags) > 0 OR cardinality(n.tags) > 0)
              THEN jsonb_build_array(CASE WHEN cardinality(o.tags) > 0 THEN to_jsonb(o.tags) END, CASE WHEN cardinality(n.tags) > 0 THEN to_jsonb(n.tags) END) END))
          ELSE '{}' END
        || CASE WHEN o.attributes IS DISTINCT FROM n.attributes THEN coalesce((
             SELECT jsonb_object_agg('attributes.' || k, jsonb_build_array(o.attributes->k, n.attributes->k))
             FROM (SELECT jsonb_object_keys(n.attributes) AS k
                   UNION ALL SELECT k FROM (SELECT jsonb_object_keys(o.attributes) AS k) gone WHERE NOT n.attributes ? k) keys
             WHERE coalesce(o.attributes->k, 'null') <> coalesce(n.attributes->k, 'null')), '{}') ELSE '{}' END
        || CASE WHEN o.localized IS DISTINCT FROM n.localized
             THEN history_json_diff('localized.', history_localized_flat(o.localized), history_localized_flat(n.localized)) ELSE '{}' END
      END AS d
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (o.sku, o.name, o.description, o.status, o."categoryId", o."familyId", o.kind, o."parentId", o.tags, o.attributes, o.localized, o."ownValues")
      IS DISTINCT FROM (n.sku, n.name, n.description, n.status, n."categoryId", n."familyId", n.kind, n."parentId", n.tags, n.attributes, n.localized, n."ownValues")
    OFFSET 0) c
  WHERE d <> '{}';
  PERFORM history_record(orgs, ids, diffs, deletions);
  RETURN NULL;
END;
$$;

-- A bulk upsert fires the INSERT trigger too, mostly with no rows; a static
-- query costs those nothing to plan. It joins nothing, so one plan fits all.
CREATE OR REPLACE FUNCTION history_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE orgs uuid[]; ids uuid[]; diffs jsonb[]; deletions boolean[];
BEGIN
  SELECT array_agg(o), array_agg(i), array_agg(d), array_agg(false) INTO orgs, ids, diffs, deletions FROM (
    SELECT n."organizationId" AS o, n.id AS i, history_diff('{}', history_fields(n)) AS d FROM new_rows n OFFSET 0) c
  WHERE d <> '{}';
  PERFORM history_record(orgs, ids, diffs, deletions);
  RETURN NULL;
END;
$$;

ALTER FUNCTION history_record(uuid[], uuid[], jsonb[], boolean[]) SET enable_nestloop = on;
