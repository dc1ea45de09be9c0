-- AlterTable
ALTER TABLE "publications" ADD COLUMN     "inFeed" BOOLEAN NOT NULL DEFAULT false;

-- Feeds stored the fields alone, for the records their file holds; the
-- column now holds {sku, fields} for every channel type.
UPDATE "publications"
SET "inFeed" = true, "deliveredRecord" = jsonb_build_object('sku', "sku", 'fields', "deliveredRecord")
WHERE "deliveredRecord" IS NOT NULL;
