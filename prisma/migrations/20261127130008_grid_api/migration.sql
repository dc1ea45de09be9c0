-- AlterTable
ALTER TABLE "organizations" ADD COLUMN     "defaultViewId" UUID;

-- AlterTable
ALTER TABLE "rendition_presets" ADD COLUMN     "auto" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "saved_views" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organizationId" UUID NOT NULL,
    "ownerId" UUID,
    "name" TEXT NOT NULL,
    "shared" BOOLEAN NOT NULL DEFAULT false,
    "query" JSONB NOT NULL DEFAULT '{}',
    "columns" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "sort" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "saved_views_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "saved_views_organizationId_createdAt_id_idx" ON "saved_views"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "organizations_defaultViewId_key" ON "organizations"("defaultViewId");

-- AddForeignKey
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_defaultViewId_fkey" FOREIGN KEY ("defaultViewId") REFERENCES "saved_views"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- search: q also matches the start of a sku, case-insensitively
-- (lib/search/sql-filters.ts): lower(sku) LIKE 'prefix%' is a range scan of
-- this index within one supplier. text_pattern_ops compares characters, not
-- the collation's order, which is what a LIKE prefix needs under C.UTF-8.
CREATE INDEX "products_sku_prefix_idx" ON "products" ("organizationId", lower(sku) text_pattern_ops);
