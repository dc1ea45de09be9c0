-- The facet counts' UPDATE trigger is planned without nested loops
-- (transition_plans_per_statement), but its query paired each product's old
-- and new row with a lateral VALUES list, which only a nested loop can run.
-- The planner ran it anyway, at a cost of 10^10 for the disabled node, which
-- is past every JIT threshold: a database without `jit = off` (the search
-- migration sets it, a restored database may not have it) compiled the
-- query at every bulk update, about 400 ms. The pair is now made by unnest
-- in the select list, which needs no join (docs/search.md).

CREATE OR REPLACE FUNCTION search_count_updated() RETURNS trigger LANGUAGE plpgsql SET enable_nestloop = off AS $$
BEGIN
  PERFORM search_apply_counts(ARRAY(
    SELECT unnest(ARRAY[
      ROW(o."organizationId", o.status::text, search_quality_band(o."qualityScore"), o."categoryId", o.tags, o.attributes, -1)::search_count_row,
      ROW(n."organizationId", n.status::text, search_quality_band(n."qualityScore"), n."categoryId", n.tags, n.attributes, 1)::search_count_row])
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n."organizationId", n.status, search_quality_band(n."qualityScore"), n."categoryId", n.tags, n.attributes)
      IS DISTINCT FROM (o."organizationId", o.status, search_quality_band(o."qualityScore"), o."categoryId", o.tags, o.attributes)));
  RETURN NULL;
END;
$$;
