-- AlterTable
ALTER TABLE "products" ADD COLUMN     "familyId" UUID;

-- CreateTable
CREATE TABLE "families" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organizationId" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "labels" JSONB NOT NULL DEFAULT '{}',
    "attributes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "requiredAttributes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "variantAxes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "families_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "families_organizationId_createdAt_id_idx" ON "families"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "families_organizationId_code_key" ON "families"("organizationId", "code");

-- CreateIndex
CREATE INDEX "products_organizationId_familyId_createdAt_id_idx" ON "products"("organizationId", "familyId", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "families" ADD CONSTRAINT "families_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_familyId_fkey" FOREIGN KEY ("familyId") REFERENCES "families"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
