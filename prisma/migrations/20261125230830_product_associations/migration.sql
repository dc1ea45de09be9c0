-- CreateTable
CREATE TABLE "association_types" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organizationId" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "labels" JSONB NOT NULL DEFAULT '{}',
    "quantified" BOOLEAN NOT NULL DEFAULT false,
    "twoWay" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "association_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_associations" (
    "organizationId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "typeId" UUID NOT NULL,
    "targetId" UUID NOT NULL,
    "quantity" INTEGER,
    "position" INTEGER NOT NULL,

    CONSTRAINT "product_associations_pkey" PRIMARY KEY ("productId","typeId","targetId")
);

-- CreateIndex
CREATE INDEX "association_types_organizationId_createdAt_id_idx" ON "association_types"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "association_types_organizationId_code_key" ON "association_types"("organizationId", "code");

-- CreateIndex
CREATE INDEX "product_associations_targetId_idx" ON "product_associations"("targetId");

-- CreateIndex
CREATE INDEX "product_associations_typeId_idx" ON "product_associations"("typeId");

-- AddForeignKey
ALTER TABLE "association_types" ADD CONSTRAINT "association_types_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_associations" ADD CONSTRAINT "product_associations_productId_fkey" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_associations" ADD CONSTRAINT "product_associations_typeId_fkey" FOREIGN KEY ("typeId") REFERENCES "association_types"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_associations" ADD CONSTRAINT "product_associations_targetId_fkey" FOREIGN KEY ("targetId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;
