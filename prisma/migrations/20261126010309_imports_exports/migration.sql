-- CreateEnum
CREATE TYPE "TransferFormat" AS ENUM ('csv', 'xlsx');

-- CreateEnum
CREATE TYPE "TransferStatus" AS ENUM ('pending', 'running', 'succeeded', 'failed');

-- CreateTable
CREATE TABLE "imports" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organizationId" UUID NOT NULL,
    "format" "TransferFormat" NOT NULL,
    "filename" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "status" "TransferStatus" NOT NULL DEFAULT 'pending',
    "dryRun" BOOLEAN NOT NULL DEFAULT false,
    "total" INTEGER NOT NULL DEFAULT 0,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "created" INTEGER NOT NULL DEFAULT 0,
    "updated" INTEGER NOT NULL DEFAULT 0,
    "failed" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT,
    "errorReportKey" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "queuedAt" TIMESTAMPTZ(3),
    "startedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "imports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "import_failed_rows" (
    "importId" UUID NOT NULL,
    "row" INTEGER NOT NULL,
    "cells" JSONB NOT NULL,
    "errors" JSONB NOT NULL,

    CONSTRAINT "import_failed_rows_pkey" PRIMARY KEY ("importId","row")
);

-- CreateTable
CREATE TABLE "exports" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organizationId" UUID NOT NULL,
    "format" "TransferFormat" NOT NULL,
    "filter" JSONB NOT NULL,
    "columns" TEXT[],
    "locales" TEXT[],
    "status" "TransferStatus" NOT NULL DEFAULT 'pending',
    "total" INTEGER,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "storageKey" TEXT,
    "message" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "exports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "imports_organizationId_createdAt_id_idx" ON "imports"("organizationId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "exports_organizationId_createdAt_id_idx" ON "exports"("organizationId", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "imports" ADD CONSTRAINT "imports_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "import_failed_rows" ADD CONSTRAINT "import_failed_rows_importId_fkey" FOREIGN KEY ("importId") REFERENCES "imports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "exports" ADD CONSTRAINT "exports_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
