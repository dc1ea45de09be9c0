-- Recording a version checked its organisation's key, a lookup and a row
-- lock per version (about 4 µs of a bulk upsert's 1,000). The key was
-- redundant: a version is only ever written from a product row, which has
-- that key itself, or from a deleted product's row when its organisation
-- still exists (history_products_deleted). What the key's ON DELETE CASCADE
-- did, a statement trigger on organizations does: an organisation's
-- deletion deletes its versions. A write to one of its products that was
-- under way holds that product's row, so the deletion, which cascades to
-- the product, waits for it and then deletes its versions too.

-- DropForeignKey
ALTER TABLE "product_versions" DROP CONSTRAINT "product_versions_organizationId_fkey";

CREATE FUNCTION history_organizations_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_versions v WHERE v."organizationId" IN (SELECT id FROM old_rows);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "organizations_history_delete" AFTER DELETE ON "organizations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION history_organizations_deleted();
