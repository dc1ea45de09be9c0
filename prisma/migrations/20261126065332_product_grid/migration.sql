-- CreateTable
CREATE TABLE "bulk_actions" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organizationId" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "params" JSONB NOT NULL DEFAULT '{}',
    "productIds" UUID[],
    "status" "TransferStatus" NOT NULL DEFAULT 'pending',
    "total" INTEGER NOT NULL,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "errors" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "bulk_actions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "bulk_actions_organizationId_createdAt_id_idx" ON "bulk_actions"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "products_organizationId_updatedAt_id_idx" ON "products"("organizationId", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "products_organizationId_sku_id_idx" ON "products"("organizationId", "sku", "id");

-- CreateIndex
CREATE INDEX "products_organizationId_name_id_idx" ON "products"("organizationId", "name", "id");

-- AddForeignKey
ALTER TABLE "bulk_actions" ADD CONSTRAINT "bulk_actions_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The grid sorted by quality: an unscored product counts as -1 (lib/search/sort.ts).
CREATE INDEX "products_organizationId_quality_sort_id_idx" ON "products"("organizationId", (COALESCE("qualityScore", -1)), "id");
