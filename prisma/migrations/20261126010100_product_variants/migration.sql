-- CreateEnum
CREATE TYPE "ProductKind" AS ENUM ('simple', 'model', 'variant');

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "axisKey" TEXT,
ADD COLUMN     "inherited" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "kind" "ProductKind" NOT NULL DEFAULT 'simple',
ADD COLUMN     "ownValues" JSONB,
ADD COLUMN     "parentId" UUID;

-- AlterTable
ALTER TABLE "product_assets" ADD COLUMN     "inherited" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "products_organizationId_kind_createdAt_id_idx" ON "products"("organizationId", "kind", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "products_parentId_axisKey_key" ON "products"("parentId", "axisKey");

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;
