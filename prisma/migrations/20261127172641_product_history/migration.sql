-- Product history: a version per product per write operation that changed
-- any of its stored fields, holding only those fields (before and after).
-- Triggers on products, product_assets and product_associations record it,
-- so no write path can forget; the application says who and from where in
-- the transaction's "pis.write" setting (lib/history/write-context.ts).

-- AlterTable
ALTER TABLE "imports" ADD COLUMN     "actorId" UUID,
ADD COLUMN     "actorKind" TEXT;

-- AlterTable
ALTER TABLE "bulk_actions" ADD COLUMN     "actorId" UUID,
ADD COLUMN     "actorKind" TEXT;

-- CreateTable
CREATE TABLE "product_versions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organizationId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorKind" TEXT NOT NULL,
    "actorId" UUID,
    "source" TEXT NOT NULL,
    "bulkActionId" UUID,
    "deleted" BOOLEAN NOT NULL DEFAULT false,
    "changes" JSONB NOT NULL,

    CONSTRAINT "product_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_history_heads" (
    "productId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "op" TEXT NOT NULL,
    "merged" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "product_history_heads_pkey" PRIMARY KEY ("productId")
);

-- CreateIndex
CREATE UNIQUE INDEX "product_versions_productId_version_key" ON "product_versions"("productId", "version");

-- AddForeignKey
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Deleted products of an organisation ("Recently deleted") and the versions of
-- a bulk action (its undo).
CREATE INDEX "product_versions_organizationId_at_idx" ON "product_versions"("organizationId", "at") WHERE "deleted";
-- No index on "at" alone: every version of a statement has the same
-- instant, and that index doubled the cost of recording a bulk write; the
-- daily retention sweep reads the table through product_history_heads.
CREATE INDEX "product_versions_bulkActionId_idx" ON "product_versions"("bulkActionId") WHERE "bulkActionId" IS NOT NULL;

-- A product's versioned fields, flat: {"sku": …, "attributes.color": …,
-- "localized.fr.name": …}. Fields without a value are absent. A variant's
-- inheritable fields are its own values, so a model's edit that changes its
-- variants' merged columns is a version of the model only.
CREATE FUNCTION history_fields(p products) RETURNS jsonb LANGUAGE sql STABLE AS $$
  WITH own AS (
    SELECT p.kind = 'variant' AS variant,
           CASE WHEN p.kind = 'variant' THEN coalesce(p."ownValues"->'attributes', '{}') ELSE p.attributes END AS attributes,
           CASE WHEN p.kind = 'variant' THEN coalesce(p."ownValues"->'localized', '{}') ELSE p.localized END AS localized
  )
  SELECT jsonb_strip_nulls(jsonb_build_object(
      'sku', p.sku,
      'name', CASE WHEN own.variant THEN p."ownValues"->'name' ELSE to_jsonb(p.name) END,
      'description', CASE WHEN own.variant THEN p."ownValues"->'description' ELSE to_jsonb(p.description) END,
      'status', p.status,
      'kind', p.kind,
      'categoryId', CASE WHEN own.variant THEN p."ownValues"->'categoryId' ELSE to_jsonb(p."categoryId") END,
      'familyCode', (SELECT f.code FROM families f WHERE f.id = p."familyId"),
      'parentId', p."parentId",
      'tags', CASE WHEN own.variant THEN nullif(p."ownValues"->'tags', '[]') WHEN cardinality(p.tags) > 0 THEN to_jsonb(p.tags) END))
    || coalesce((SELECT jsonb_object_agg('attributes.' || a.key, a.value) FROM jsonb_each(own.attributes) a WHERE a.value <> 'null'), '{}')
    || coalesce((SELECT jsonb_object_agg('localized.' || l.key || '.' || v.key, v.value)
                 FROM jsonb_each(own.localized) l, jsonb_each(CASE WHEN jsonb_typeof(l.value) = 'object' THEN l.value - 'attributes' ELSE '{}' END) v
                 WHERE v.value <> 'null'), '{}')
    || coalesce((SELECT jsonb_object_agg('localized.' || l.key || '.attributes.' || v.key, v.value)
                 FROM jsonb_each(own.localized) l, jsonb_each(CASE WHEN jsonb_typeof(l.value->'attributes') = 'object' THEN l.value->'attributes' ELSE '{}' END) v
                 WHERE v.value <> 'null'), '{}')
  FROM own
$$;

-- Two flat JSON objects' differing keys, under a prefix.
CREATE FUNCTION history_json_diff(prefix text, before jsonb, after jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(prefix || key, jsonb_build_array(b.value, a.value)), '{}')
  FROM (SELECT key, value FROM jsonb_each(CASE WHEN jsonb_typeof(before) = 'object' THEN before ELSE '{}' END) WHERE value <> 'null') b
  FULL JOIN (SELECT key, value FROM jsonb_each(CASE WHEN jsonb_typeof(after) = 'object' THEN after ELSE '{}' END) WHERE value <> 'null') a USING (key)
  WHERE b.value IS DISTINCT FROM a.value
$$;

-- A localized column, flat: {"<L>.name": …, "<L>.attributes.<code>": …}.
CREATE FUNCTION history_localized_flat(localized jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce((SELECT jsonb_object_agg(l.key || '.' || v.key, v.value)
                   FROM jsonb_each(CASE WHEN jsonb_typeof(localized) = 'object' THEN localized ELSE '{}' END) l,
                        jsonb_each(CASE WHEN jsonb_typeof(l.value) = 'object' THEN l.value - 'attributes' ELSE '{}' END) v
                   WHERE v.value <> 'null'), '{}')
      || coalesce((SELECT jsonb_object_agg(l.key || '.attributes.' || v.key, v.value)
                   FROM jsonb_each(CASE WHEN jsonb_typeof(localized) = 'object' THEN localized ELSE '{}' END) l,
                        jsonb_each(CASE WHEN jsonb_typeof(l.value->'attributes') = 'object' THEN l.value->'attributes' ELSE '{}' END) v
                   WHERE v.value <> 'null'), '{}')
$$;

-- The fields whose values differ: {field: [before, after]}, null for absent.
CREATE FUNCTION history_diff(before jsonb, after jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(b.value, a.value)), '{}')
  FROM jsonb_each(before) b FULL JOIN jsonb_each(after) a USING (key)
  WHERE b.value IS DISTINCT FROM a.value
$$;

-- A later change of the same operation folded into its version: the first
-- before, the last after; a field back where it started drops out.
CREATE FUNCTION history_merge(earlier jsonb, later jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(key, jsonb_build_array(before, after)) FILTER (WHERE before IS DISTINCT FROM after), '{}')
  FROM (
    SELECT key,
           CASE WHEN e.value IS NOT NULL THEN e.value->0 ELSE l.value->0 END AS before,
           CASE WHEN l.value IS NOT NULL THEN l.value->1 ELSE e.value->1 END AS after
    FROM jsonb_each(earlier) e FULL JOIN jsonb_each(later) l USING (key)
  ) m
$$;

-- Records the changes of one statement, one element per product. A write
-- without a context is the system's, unless the database asks for
-- strictness (the test databases do), where it fails: a write path that
-- forgot to say who wrote is a test failure, not a version without an author.
CREATE FUNCTION history_record(orgs uuid[], ids uuid[], diffs jsonb[], deletions boolean[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := nullif(current_setting('pis.write', true), '')::jsonb;
  op text;
  emptied uuid[];
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  IF ctx IS NULL THEN
    IF current_setting('pis.history_strict', true) = 'on' THEN
      RAISE EXCEPTION 'product write without a history context (lib/history/write-context.ts)';
    END IF;
    ctx := '{"source": "system", "actorKind": "system"}';
  END IF;
  op := coalesce(ctx->>'op', pg_current_xact_id()::text);
  WITH pending AS (
    SELECT * FROM unnest(orgs, ids, diffs, deletions) AS c("organizationId", "productId", changes, deleted)
  ), heads AS (
    INSERT INTO product_history_heads ("productId", version, op, merged)
    SELECT "productId", 1, op, false FROM pending ORDER BY "productId"
    ON CONFLICT ("productId") DO UPDATE
      SET version = CASE WHEN product_history_heads.op = EXCLUDED.op THEN product_history_heads.version ELSE product_history_heads.version + 1 END,
          merged = product_history_heads.op = EXCLUDED.op,
          op = EXCLUDED.op
    RETURNING "productId", version, merged
  ), fresh AS (
    INSERT INTO product_versions ("organizationId", "productId", version, "actorKind", "actorId", source, "bulkActionId", deleted, changes)
    SELECT c."organizationId", c."productId", h.version, ctx->>'actorKind', (ctx->>'actorId')::uuid, ctx->>'source', (ctx->>'bulkActionId')::uuid, c.deleted, c.changes
    FROM pending c JOIN heads h ON h."productId" = c."productId" WHERE NOT h.merged
  ), merged AS (
    UPDATE product_versions v SET changes = history_merge(v.changes, c.changes), deleted = c.deleted
    FROM pending c JOIN heads h ON h."productId" = c."productId"
    WHERE h.merged AND v."productId" = c."productId" AND v.version = h.version
    RETURNING v."productId", v.changes = '{}' AS empty
  )
  SELECT array_agg("productId") FILTER (WHERE empty) INTO emptied FROM merged;
  -- An operation that put everything back (created and deleted, linked and
  -- unlinked) leaves no version.
  IF emptied IS NOT NULL THEN
    DELETE FROM product_versions v USING product_history_heads h
    WHERE h."productId" = ANY(emptied) AND v."productId" = h."productId" AND v.version = h.version;
    UPDATE product_history_heads SET version = version - 1, op = '' WHERE "productId" = ANY(emptied);
  END IF;
END;
$$;

-- Each trigger gathers its statement's changes from the transition tables
-- (visible only to the trigger function itself) and hands them on.
CREATE FUNCTION history_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE orgs uuid[]; ids uuid[]; diffs jsonb[]; deletions boolean[];
BEGIN
  EXECUTE $q$
    SELECT array_agg(o), array_agg(i), array_agg(d), array_agg(false) FROM (
      SELECT n."organizationId" AS o, n.id AS i, history_diff('{}', history_fields(n)) AS d FROM new_rows n) c
    WHERE d <> '{}'$q$ INTO orgs, ids, diffs, deletions;
  PERFORM history_record(orgs, ids, diffs, deletions);
  RETURN NULL;
END;
$$;

CREATE FUNCTION history_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE orgs uuid[]; ids uuid[]; diffs jsonb[]; deletions boolean[];
BEGIN
  -- Simple products and models: only the columns that differ are looked
  -- into, in one expression per row. Variants and kind changes compare the
  -- whole flat form.
  EXECUTE $q$
    SELECT array_agg(o), array_agg(i), array_agg(d), array_agg(false) FROM (
      SELECT n."organizationId" AS o, n.id AS i,
        CASE WHEN o.kind = 'variant' OR n.kind = 'variant' OR o.kind IS DISTINCT FROM n.kind THEN history_diff(history_fields(o), history_fields(n))
        ELSE jsonb_strip_nulls(jsonb_build_object(
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
          || CASE WHEN o.attributes IS DISTINCT FROM n.attributes THEN coalesce((
               SELECT jsonb_object_agg('attributes.' || key, jsonb_build_array(b.value, a.value))
               FROM (SELECT key, value FROM jsonb_each(o.attributes) WHERE value <> 'null') b
               FULL JOIN (SELECT key, value FROM jsonb_each(n.attributes) WHERE value <> 'null') a USING (key)
               WHERE b.value IS DISTINCT FROM a.value), '{}') ELSE '{}' END
          || CASE WHEN o.localized IS DISTINCT FROM n.localized
               THEN history_json_diff('localized.', history_localized_flat(o.localized), history_localized_flat(n.localized)) ELSE '{}' END
        END AS d
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.sku, o.name, o.description, o.status, o."categoryId", o."familyId", o.kind, o."parentId", o.tags, o.attributes, o.localized, o."ownValues")
        IS DISTINCT FROM (n.sku, n.name, n.description, n.status, n."categoryId", n."familyId", n.kind, n."parentId", n.tags, n.attributes, n.localized, n."ownValues")) c
    WHERE d <> '{}'$q$ INTO orgs, ids, diffs, deletions;
  PERFORM history_record(orgs, ids, diffs, deletions);
  RETURN NULL;
END;
$$;
CREATE FUNCTION history_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE orgs uuid[]; ids uuid[]; diffs jsonb[]; deletions boolean[];
BEGIN
  -- An organisation being deleted takes its history with it.
  EXECUTE $q$
    SELECT array_agg(o."organizationId"), array_agg(o.id), array_agg(history_diff(history_fields(o), '{}')), array_agg(true)
    FROM old_rows o WHERE EXISTS (SELECT 1 FROM organizations g WHERE g.id = o."organizationId")$q$ INTO orgs, ids, diffs, deletions;
  PERFORM history_record(orgs, ids, diffs, deletions);
  RETURN NULL;
END;
$$;

-- A product's own asset links in order, or null when it has none.
CREATE FUNCTION history_assets_of(links product_assets[]) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_agg(l."assetId" ORDER BY l.position, l."assetId") FROM unnest(links) l WHERE NOT l.inherited
$$;

-- A product's associations: `associations.<type code>` is the ordered list
-- of {productId, quantity}.
CREATE FUNCTION history_associations_of(links product_associations[]) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg('associations.' || t.code, t.targets), '{}') FROM (
    SELECT ty.code, jsonb_agg(jsonb_strip_nulls(jsonb_build_object('productId', l."targetId", 'quantity', l.quantity)) ORDER BY l.position, l."targetId") AS targets
    FROM unnest(links) l JOIN association_types ty ON ty.id = l."typeId"
    GROUP BY ty.code
  ) t
$$;

-- Links before the statement are those after it without its new rows, plus
-- its old ones. A product deleted in the same statement (the cascade of its
-- deletion) gets its links into its deletion's version.
CREATE FUNCTION history_assets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_sql text := CASE WHEN TG_OP = 'INSERT' THEN 'SELECT * FROM product_assets WHERE false' ELSE 'SELECT * FROM old_rows' END;
  new_sql text := CASE WHEN TG_OP = 'DELETE' THEN 'SELECT * FROM product_assets WHERE false' ELSE 'SELECT * FROM new_rows' END;
  orgs uuid[]; ids uuid[]; diffs jsonb[]; deletions boolean[];
BEGIN
  EXECUTE format($q$
    WITH old_links AS (%1$s), new_links AS (%2$s),
    touched AS (
      SELECT "productId", min("assetId"::text)::uuid AS "assetId" FROM (SELECT "productId", "assetId" FROM old_links UNION ALL SELECT "productId", "assetId" FROM new_links) t GROUP BY "productId"
    ),
    now_links AS (SELECT a.* FROM product_assets a WHERE a."productId" IN (SELECT "productId" FROM touched)),
    then_links AS (
      SELECT * FROM now_links l WHERE NOT EXISTS (SELECT 1 FROM new_links n WHERE n."productId" = l."productId" AND n."assetId" = l."assetId")
      UNION ALL SELECT * FROM old_links
    ),
    diffs AS (
      SELECT coalesce((SELECT p."organizationId" FROM products p WHERE p.id = t."productId"), (SELECT a."organizationId" FROM assets a WHERE a.id = t."assetId")) AS o,
             t."productId" AS i,
             history_diff(jsonb_strip_nulls(jsonb_build_object('assets', (SELECT history_assets_of(array_agg(b::product_assets)) FROM then_links b WHERE b."productId" = t."productId"))),
                          jsonb_strip_nulls(jsonb_build_object('assets', (SELECT history_assets_of(array_agg(b::product_assets)) FROM now_links b WHERE b."productId" = t."productId")))) AS d
      FROM touched t
    )
    -- An organisation being deleted takes its history with it.
    SELECT array_agg(o), array_agg(i), array_agg(d), array_agg(false) FROM diffs
    WHERE d <> '{}' AND o IS NOT NULL AND EXISTS (SELECT 1 FROM organizations g WHERE g.id = o)
  $q$, old_sql, new_sql) INTO orgs, ids, diffs, deletions;
  PERFORM history_record(orgs, ids, diffs, deletions);
  RETURN NULL;
END;
$$;

CREATE FUNCTION history_associations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_sql text := CASE WHEN TG_OP = 'INSERT' THEN 'SELECT * FROM product_associations WHERE false' ELSE 'SELECT * FROM old_rows' END;
  new_sql text := CASE WHEN TG_OP = 'DELETE' THEN 'SELECT * FROM product_associations WHERE false' ELSE 'SELECT * FROM new_rows' END;
  orgs uuid[]; ids uuid[]; diffs jsonb[]; deletions boolean[];
BEGIN
  EXECUTE format($q$
    WITH old_links AS (%1$s), new_links AS (%2$s),
    touched AS (
      SELECT "productId", min("organizationId"::text)::uuid AS "organizationId" FROM (SELECT "productId", "organizationId" FROM old_links UNION ALL SELECT "productId", "organizationId" FROM new_links) t GROUP BY "productId"
    ),
    now_links AS (SELECT a.* FROM product_associations a WHERE a."productId" IN (SELECT "productId" FROM touched)),
    then_links AS (
      SELECT * FROM now_links l WHERE NOT EXISTS (SELECT 1 FROM new_links n WHERE n."productId" = l."productId" AND n."typeId" = l."typeId" AND n."targetId" = l."targetId")
      UNION ALL SELECT * FROM old_links
    ),
    diffs AS (
      SELECT t."organizationId" AS o, t."productId" AS i,
             history_diff((SELECT history_associations_of(coalesce(array_agg(b::product_associations), '{}')) FROM then_links b WHERE b."productId" = t."productId"),
                          (SELECT history_associations_of(coalesce(array_agg(b::product_associations), '{}')) FROM now_links b WHERE b."productId" = t."productId")) AS d
      FROM touched t
      -- An organisation being deleted takes its history with it.
      WHERE EXISTS (SELECT 1 FROM organizations g WHERE g.id = t."organizationId")
    )
    SELECT array_agg(o), array_agg(i), array_agg(d), array_agg(false) FROM diffs WHERE d <> '{}'
  $q$, old_sql, new_sql) INTO orgs, ids, diffs, deletions;
  PERFORM history_record(orgs, ids, diffs, deletions);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "products_history_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION history_products_inserted();
CREATE TRIGGER "products_history_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION history_products_updated();
CREATE TRIGGER "products_history_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION history_products_deleted();
CREATE TRIGGER "product_assets_history_insert" AFTER INSERT ON "product_assets"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION history_assets_changed();
CREATE TRIGGER "product_assets_history_update" AFTER UPDATE ON "product_assets"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION history_assets_changed();
CREATE TRIGGER "product_assets_history_delete" AFTER DELETE ON "product_assets"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION history_assets_changed();
CREATE TRIGGER "product_associations_history_insert" AFTER INSERT ON "product_associations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION history_associations_changed();
CREATE TRIGGER "product_associations_history_update" AFTER UPDATE ON "product_associations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION history_associations_changed();
CREATE TRIGGER "product_associations_history_delete" AFTER DELETE ON "product_associations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION history_associations_changed();

-- A live product's whole state in history's form (what its latest version
-- leads to): read by asOf and restore as the point to step back from.
CREATE FUNCTION history_state(product_id uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT history_fields(p)
         || jsonb_strip_nulls(jsonb_build_object('assets', (SELECT history_assets_of(array_agg(a)) FROM product_assets a WHERE a."productId" = p.id)))
         || (SELECT history_associations_of(coalesce(array_agg(l), '{}')) FROM product_associations l WHERE l."productId" = p.id)
  FROM products p WHERE p.id = product_id
$$;

-- Products that exist already get their creation as version 1, as it stands
-- now, so that every product's history starts from a whole record.
INSERT INTO product_history_heads ("productId", version, op) SELECT id, 1, 'backfill' FROM products;
INSERT INTO product_versions ("organizationId", "productId", version, at, "actorKind", source, changes)
SELECT p."organizationId", p.id, 1, p."createdAt", 'system', 'system', history_diff('{}', history_state(p.id))
FROM products p;
