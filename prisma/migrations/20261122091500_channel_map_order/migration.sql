-- AlterTable
ALTER TABLE "channels" ALTER COLUMN "attributeMap" SET DATA TYPE JSON USING "attributeMap"::text::json;
