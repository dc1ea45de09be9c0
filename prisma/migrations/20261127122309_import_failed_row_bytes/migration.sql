-- AlterTable
ALTER TABLE "imports" ADD COLUMN     "failedRowBytes" INTEGER NOT NULL DEFAULT 0;
