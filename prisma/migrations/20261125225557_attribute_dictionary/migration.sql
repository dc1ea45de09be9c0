-- CreateEnum
CREATE TYPE "AttributeType" AS ENUM ('text', 'textarea', 'number', 'metric', 'boolean', 'date', 'select', 'multiselect', 'price', 'url', 'asset');

-- AlterTable
ALTER TABLE "organizations" ADD COLUMN     "strictAttributes" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "attributes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organizationId" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "type" "AttributeType" NOT NULL,
    "labels" JSONB NOT NULL DEFAULT '{}',
    "localizable" BOOLEAN NOT NULL DEFAULT false,
    "group" TEXT,
    "unit" TEXT,
    "options" JSONB NOT NULL DEFAULT '[]',
    "validation" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "attributes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "attributes_organizationId_createdAt_id_idx" ON "attributes"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "attributes_organizationId_code_key" ON "attributes"("organizationId", "code");

-- AddForeignKey
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
