-- Statement triggers that read their transition tables do so once per
-- query, whatever statement first ran them on the connection (docs/search.md,
-- "Planned per statement").
--
-- PL/pgSQL keeps the plan of a query that has no parameters for the life of
-- the connection, made for the transition tables of the first statement that
-- ran it. An INSERT ... ON CONFLICT DO UPDATE fires the UPDATE triggers even
-- when nothing conflicted, with empty transition tables, so the first bulk
-- create on a connection fixed a plan for no rows: a nested loop of new_rows
-- over old_rows, which the next bulk update of 1,000 products ran as a
-- million row pairs in each of two triggers.
--
-- The two UPDATE triggers of products, which every product write fires, keep
-- their cached plans but are planned without nested loops: a hash join reads
-- each transition table once for one row or for thousands, and a one-row
-- PATCH pays no planning. The link and category-rename triggers join a
-- transition table to products, where the right plan for one link (an index
-- probe) and for thousands differ, so they are planned at each statement with
-- EXECUTE. The counting function is planned for the array it is given rather
-- than for a guess of ten elements.

CREATE OR REPLACE FUNCTION change_feed_products_updated() RETURNS trigger LANGUAGE plpgsql SET enable_nestloop = off AS $$
BEGIN
  PERFORM change_feed_add(array_agg(n."organizationId"), array_agg(n.id), array_agg(n.sku), false)
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (o.sku, o.name, o.description, o.status, o."categoryId", o."familyId", o.kind, o."parentId", o.tags, o.attributes, o.localized, o.inherited, o."updatedAt")
    IS DISTINCT FROM (n.sku, n.name, n.description, n.status, n."categoryId", n."familyId", n.kind, n."parentId", n.tags, n.attributes, n.localized, n.inherited, n."updatedAt")
  HAVING count(*) > 0;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION change_feed_links_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE $q$
      SELECT change_feed_add(array_agg(p."organizationId"), array_agg(p.id), array_agg(p.sku), false)
      FROM products p WHERE p.id IN (SELECT "productId" FROM old_rows) HAVING count(*) > 0 $q$;
  ELSE
    EXECUTE $q$
      SELECT change_feed_add(array_agg(p."organizationId"), array_agg(p.id), array_agg(p.sku), false)
      FROM products p WHERE p.id IN (SELECT "productId" FROM new_rows) HAVING count(*) > 0 $q$;
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION change_feed_categories_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $q$
    SELECT change_feed_add(array_agg(p."organizationId"), array_agg(p.id), array_agg(p.sku), false)
    FROM products p
    WHERE p."categoryId" IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.name IS DISTINCT FROM n.name)
    HAVING count(*) > 0 $q$;
  RETURN NULL;
END;
$$;

-- Only rows whose counted fields changed are counted (a score within its
-- band or a rename moves nothing): the old row out, the new row in.
CREATE OR REPLACE FUNCTION search_count_updated() RETURNS trigger LANGUAGE plpgsql SET enable_nestloop = off AS $$
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

ALTER FUNCTION search_apply_counts(search_count_row[]) SET plan_cache_mode = force_custom_plan;
-- Its caller, the UPDATE trigger, plans without nested loops, and function
-- settings reach the functions it calls: the counting query needs them back
-- (without, 1,000 typed rows took twice as long to count).
ALTER FUNCTION search_apply_counts(search_count_row[]) SET enable_nestloop = on;
