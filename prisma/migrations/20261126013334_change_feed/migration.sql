-- CreateTable
CREATE TABLE "product_changes" (
    "id" BIGSERIAL NOT NULL,
    "organizationId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "sku" TEXT NOT NULL,
    "deleted" BOOLEAN NOT NULL DEFAULT false,
    "txid" BIGINT NOT NULL,
    "seq" BIGINT,
    "changedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_change_commits" (
    "txid" BIGINT NOT NULL,
    "organizationId" UUID NOT NULL,

    CONSTRAINT "product_change_commits_pkey" PRIMARY KEY ("txid","organizationId")
);

-- CreateTable
CREATE TABLE "change_feed_horizons" (
    "organizationId" UUID NOT NULL,
    "prunedThrough" BIGINT NOT NULL,

    CONSTRAINT "change_feed_horizons_pkey" PRIMARY KEY ("organizationId")
);

-- CreateIndex
CREATE INDEX "product_changes_changedAt_idx" ON "product_changes"("changedAt");

-- CreateIndex
CREATE UNIQUE INDEX "product_changes_txid_productId_key" ON "product_changes"("txid", "productId");

-- CreateIndex
CREATE UNIQUE INDEX "product_changes_organizationId_seq_key" ON "product_changes"("organizationId", "seq");

-- The change feed (docs/api.md, "Change feed", lib/changes). Statement triggers note
-- each changed product once per transaction (a deletion sticks), and a deferred
-- constraint trigger numbers a transaction's rows when it commits, under a
-- per-organisation lock held until the commit is visible, so seq order is
-- commit order. Product scores are not changes: a score-only update writes
-- no row.
CREATE SEQUENCE product_changes_seq;

CREATE FUNCTION change_feed_add(orgs uuid[], ids uuid[], skus text[], gone boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tx bigint := pg_current_xact_id()::text::bigint;
BEGIN
  INSERT INTO product_changes ("organizationId", "productId", sku, deleted, txid)
  SELECT DISTINCT ON (p) o, p, s, gone, tx FROM unnest(orgs, ids, skus) AS u(o, p, s) ORDER BY p
  ON CONFLICT (txid, "productId") DO UPDATE SET deleted = product_changes.deleted OR EXCLUDED.deleted, sku = EXCLUDED.sku;
  INSERT INTO product_change_commits (txid, "organizationId") SELECT DISTINCT tx, o FROM unnest(orgs) AS u(o)
  ON CONFLICT DO NOTHING;
END;
$$;

CREATE FUNCTION change_feed_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM change_feed_add(array_agg("organizationId"), array_agg(id), array_agg(sku), false) FROM new_rows HAVING count(*) > 0;
  RETURN NULL;
END;
$$;

CREATE FUNCTION change_feed_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM change_feed_add(array_agg(n."organizationId"), array_agg(n.id), array_agg(n.sku), false)
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (o.sku, o.name, o.description, o.status, o."categoryId", o."familyId", o.kind, o."parentId", o.tags, o.attributes, o.localized, o.inherited, o."updatedAt")
    IS DISTINCT FROM (n.sku, n.name, n.description, n.status, n."categoryId", n."familyId", n.kind, n."parentId", n.tags, n.attributes, n.localized, n.inherited, n."updatedAt")
  HAVING count(*) > 0;
  RETURN NULL;
END;
$$;

CREATE FUNCTION change_feed_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM change_feed_add(array_agg("organizationId"), array_agg(id), array_agg(sku), true) FROM old_rows HAVING count(*) > 0;
  RETURN NULL;
END;
$$;

-- A link (asset, association) added or removed changes the product that
-- shows it, if it still exists.
CREATE FUNCTION change_feed_links_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM change_feed_add(array_agg(p."organizationId"), array_agg(p.id), array_agg(p.sku), false)
    FROM products p WHERE p.id IN (SELECT "productId" FROM old_rows) HAVING count(*) > 0;
  ELSE
    PERFORM change_feed_add(array_agg(p."organizationId"), array_agg(p.id), array_agg(p.sku), false)
    FROM products p WHERE p.id IN (SELECT "productId" FROM new_rows) HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END;
$$;

-- A renamed category changes the categoryName of its products.
CREATE FUNCTION change_feed_categories_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM change_feed_add(array_agg(p."organizationId"), array_agg(p.id), array_agg(p.sku), false)
  FROM products p
  WHERE p."categoryId" IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.name IS DISTINCT FROM n.name)
  HAVING count(*) > 0;
  RETURN NULL;
END;
$$;

CREATE FUNCTION change_feed_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(1667785574, hashtext(NEW."organizationId"::text));
  UPDATE product_changes c SET seq = nextval('product_changes_seq')
  FROM (SELECT id FROM product_changes WHERE txid = NEW.txid AND "organizationId" = NEW."organizationId" AND seq IS NULL ORDER BY id) AS x
  WHERE c.id = x.id;
  DELETE FROM product_change_commits WHERE txid = NEW.txid AND "organizationId" = NEW."organizationId";
  RETURN NULL;
END;
$$;

CREATE TRIGGER "products_change_feed_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION change_feed_products_inserted();
CREATE TRIGGER "products_change_feed_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION change_feed_products_updated();
CREATE TRIGGER "products_change_feed_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION change_feed_products_deleted();
CREATE TRIGGER "product_assets_change_feed_insert" AFTER INSERT ON "product_assets"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION change_feed_links_changed();
CREATE TRIGGER "product_assets_change_feed_delete" AFTER DELETE ON "product_assets"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION change_feed_links_changed();
CREATE TRIGGER "product_associations_change_feed_insert" AFTER INSERT ON "product_associations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION change_feed_links_changed();
CREATE TRIGGER "product_associations_change_feed_delete" AFTER DELETE ON "product_associations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION change_feed_links_changed();
CREATE TRIGGER "categories_change_feed_rename" AFTER UPDATE ON "categories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION change_feed_categories_renamed();
CREATE CONSTRAINT TRIGGER "product_change_commits_number" AFTER INSERT ON "product_change_commits"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION change_feed_number();
